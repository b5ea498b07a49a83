/**
 * The taxes and charges of a stay as the guest reads them (docs/pricing.md "Display convention"):
 * one line per charge with what it was computed on — "T-GST · 17% of $110.00", "Green Tax · $12.00 ×
 * 2 guests × 1 night" — and its amount. The same wording in the wizards, the API's breakdown, the
 * e-mails, the manage page, the receipt and the admin's Booking Details, from the lines computed by
 * lib/pricing/taxes.ts (the server's stored `taxLines`, or the wizard's own computation of them).
 */
import { formatCentsUsd, pluralize } from "@/lib/format";
import { fromCents } from "@/lib/pricing/money";
import type { TaxBreakdown, TaxLine } from "@/lib/pricing/taxes";
import type { PriceBreakdown, TaxLineView } from "@/lib/types/bookings";

/** "17% of $110.00" (a percentage of a base in basis points: 1750 → "17.5%"). */
function percentDetail(line: TaxLine): string {
  const percent = (line.percentBp ?? 0) / 100;
  return `${percent}% of ${formatCentsUsd(line.baseCents ?? 0)}`;
}

/** What a charge was computed on, in words. */
export function taxLineDetail(line: TaxLine): string {
  const unit = formatCentsUsd(line.unitCents ?? line.amountCents);
  const units = line.units ?? 1;
  switch (line.kind) {
    case "percent":
      return percentDetail(line);
    case "per_guest_night": {
      const guests = line.guests ?? 1;
      const nights = guests > 0 ? Math.round(units / guests) : 0;
      const exempt = line.exemptGuests ? ` (${line.exemptGuests} exempt by age)` : "";
      return `${unit} × ${pluralize(guests, "guest")} × ${pluralize(nights, "night")}${exempt}`;
    }
    case "per_room_night":
      return `${unit} × ${pluralize(units, "room-night")}`;
    case "per_stay":
      return "per stay";
  }
}

/** The lines as shown. */
export function taxLineViews(lines: readonly TaxLine[]): TaxLineView[] {
  return lines.map((line) => ({ label: line.label, detail: taxLineDetail(line), amount: fromCents(line.amountCents) }));
}

/** "T-GST (17% of $110.00)": a line's label with its detail, for one-line summaries (e-mails, lists). */
export function taxLineText(line: TaxLineView): string {
  return `${line.label} (${line.detail})`;
}

/** A stay's computed taxes as a breakdown. */
export function priceBreakdownOf(taxes: TaxBreakdown): PriceBreakdown {
  return {
    roomTotal: fromCents(taxes.rateCents),
    taxes: taxLineViews(taxes.lines),
    taxesTotal: fromCents(taxes.taxesCents),
    total: fromCents(taxes.totalCents),
  };
}

/**
 * A stored booking's breakdown from its total and its stored lines: the room total is what the
 * total holds besides the charges. Null for a booking made before taxes were charged (its total is
 * the room rate alone).
 */
export function storedPriceBreakdown(totalCents: number, lines: readonly TaxLine[] | null): PriceBreakdown | null {
  if (lines === null) return null;
  const taxesCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return {
    roomTotal: fromCents(totalCents - taxesCents),
    taxes: taxLineViews(lines),
    taxesTotal: fromCents(taxesCents),
    total: fromCents(totalCents),
  };
}

/**
 * A stored booking's price make-up as label → amount rows, before its "Total" row: the room rate of
 * the stay, then each charge with what it was computed on. None for a booking without charges.
 */
export function priceBreakdownRows(breakdown: PriceBreakdown | null): [string, string][] {
  if (!breakdown || breakdown.taxes.length === 0) return [];
  const usd = (amount: number) => formatCentsUsd(Math.round(amount * 100));
  return [
    ["Room rate", usd(breakdown.roomTotal)],
    ...breakdown.taxes.map((t): [string, string] => [taxLineText(t), usd(t.amount)]),
  ];
}
