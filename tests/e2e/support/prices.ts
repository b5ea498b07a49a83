import { regionOfLocation } from "@/lib/policies/time-zones";
import { defaultTaxRules } from "@/lib/pricing/tax-defaults";
import { computeTaxes, roomNightLines } from "@/lib/pricing/taxes";
import { addDays } from "@/lib/pricing/dates";

/** "$1,240" or "$85.50", as the site's formatUsd shows an amount. */
export const usd = (n: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n);
export const cents = (n: number) => Math.round(n * 100);

/**
 * What a stay costs all-in (USD) under the seeded taxes and charges of the property's destination
 * (docs/pricing.md): the figure the wizards show and the server charges. `nightly` is one room's
 * rate, or one per night (seasons).
 */
export function allIn(stay: {
  location: string;
  kind: "hotel" | "guest_house";
  checkIn: string;
  nightly: number | readonly number[];
  nights: number;
  rooms?: number;
  adults: number;
  children?: number;
  dayVisit?: boolean;
}): number {
  const nights = Array.from({ length: stay.nights }, (_, i) => ({
    date: addDays(stay.checkIn, i),
    cents: cents(typeof stay.nightly === "number" ? stay.nightly : stay.nightly[i]!),
  }));
  const taxes = computeTaxes({
    lines: roomNightLines(nights, stay.rooms ?? 1),
    guests: { adults: stay.adults, children: stay.children ?? 0 },
    propertyKind: stay.kind,
    rules: defaultTaxRules(regionOfLocation(stay.location)),
    dayVisit: stay.dayVisit,
  });
  return taxes.totalCents / 100;
}
