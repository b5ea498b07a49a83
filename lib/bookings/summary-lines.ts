/**
 * The lines of the price summaries the site shows — the hotel wizard's sidebar, the guest-house
 * wizard's Booking Summary, the guest-house detail card and the checkout demo — formatted, from
 * figures computed elsewhere (lib/bookings/summary.ts, lib/catalogue/guest-house-booking.ts,
 * lib/checkout/demo.ts). Only lib/format here: the checkout demo's page loads no pricing code.
 */
import { formatUsd, pluralize } from "@/lib/format";
import type { TaxLineView } from "@/lib/types/bookings";

/** One line of a price summary: what (left) and how much (right), as shown. */
export interface SummaryLine {
  label: string;
  value: string;
}

/** A price summary's lines and its total, formatted: one shape for every summary the site shows. */
export interface SummaryLines {
  lines: SummaryLine[];
  total: string;
}

/**
 * "nightly × N nights" then the total, or null without a stay: the hotel wizard's sidebar and the
 * guest-house card. Several rooms (issue 35) read "2 × Reef Room · $150.00 × 3 nights".
 */
export function stayPriceLines(
  price: {
    nightly: number;
    nights: number;
    total: number | null;
    roomTotal?: number | null;
    rooms?: number;
    groups?: readonly NightGroupLine[];
    taxes?: readonly TaxLineView[];
  },
  roomType?: string,
): SummaryLines | null {
  if (price.total === null) return null;
  const total = formatUsd(price.total);
  const taxes = taxSummaryLines(price.taxes);
  if (price.groups && price.groups.length > 0) {
    const rooms = price.rooms ?? 1;
    const lines = price.groups.map((g) => ({
      label: nightGroupLabel(g, rooms, roomType),
      value: formatUsd(Math.round(g.nightly * 100 * g.nights * rooms) / 100),
    }));
    return { lines: [...lines, ...taxes], total };
  }
  const perRoom = `${formatUsd(price.nightly)} × ${pluralize(price.nights, "night")}`;
  const rooms = price.rooms ?? 1;
  const label = rooms > 1 ? `${roomsOf(rooms, roomType)} · ${perRoom}` : perRoom;
  return { lines: [{ label, value: formatUsd(price.roomTotal ?? price.total) }, ...taxes], total };
}

/** Each destination tax and charge (docs/pricing.md): "T-GST · 17% of $110.00" and its amount. */
export function taxSummaryLines(taxes: readonly TaxLineView[] | undefined): SummaryLine[] {
  return (taxes ?? []).map((t) => ({
    label: `${t.label} · ${t.detail}`,
    value: formatUsd(t.amount, { cents: "always" }),
  }));
}

/** Nights at one rate in one season (lib/bookings/summary.ts NightGroup). */
export interface NightGroupLine {
  nightly: number;
  nights: number;
  season: string | null;
}

/** "$300.00 × 2 nights · Festive" (seasons: docs/seasons.md), after "2 × Reef Room · " for several rooms. */
function nightGroupLabel(g: NightGroupLine, rooms: number, roomType?: string): string {
  const perRoom = `${formatUsd(g.nightly)} × ${pluralize(g.nights, "night")}${g.season ? ` · ${g.season}` : ""}`;
  return rooms > 1 ? `${roomsOf(rooms, roomType)} · ${perRoom}` : perRoom;
}

/** "2 × Reef Room" (or "2 rooms" before a room type is chosen); the room type alone for one room. */
export function roomsOf(rooms: number, roomType?: string | null): string {
  if (rooms <= 1) return roomType || "1 room";
  return roomType ? `${rooms} × ${roomType}` : `${rooms} rooms`;
}

/**
 * The guest-house wizard's Booking Summary (spec §2: nights, price per night, total), "—" for what
 * is not known yet; before a room type and meal plan, the price per night is the house's base price.
 */
export function bookingSummaryLines(
  price: {
    nightly: number;
    nights: number;
    total: number | null;
    groups?: readonly NightGroupLine[];
    taxes?: readonly TaxLineView[];
  } | null,
  basePrice: number,
): SummaryLines {
  const perNight =
    price?.groups && price.groups.length > 0
      ? price.groups.map((g) => ({
          label: `${pluralize(g.nights, "night")}${g.season ? ` · ${g.season}` : ""}`,
          value: `${formatUsd(g.nightly)} a night`,
        }))
      : [{ label: "Price per night", value: formatUsd(price?.nightly ?? basePrice) }];
  return {
    lines: [
      { label: "Nights", value: price && price.nights > 0 ? String(price.nights) : "—" },
      ...perNight,
      ...taxSummaryLines(price?.taxes),
    ],
    total: price?.total != null ? formatUsd(price.total) : "—",
  };
}

/** The checkout demo's sample booking (spec §2): the room for its nights, taxes and fees, the total. */
export function sampleBookingLines(sample: {
  nights: number;
  base: number;
  taxesAndFees: number;
  total: number;
}): SummaryLines {
  return {
    lines: [
      { label: `Room (${pluralize(sample.nights, "night")})`, value: formatUsd(sample.base) },
      { label: "Taxes and fees", value: formatUsd(sample.taxesAndFees) },
    ],
    total: formatUsd(sample.total),
  };
}
