/**
 * Taxes and charges on top of the room rate, per destination (issue 36 item 4; rules and sources in
 * docs/pricing.md). Pure: the same function runs in the browser (to show a price) and on the server
 * (to charge it), so the figure shown is the figure charged. Money is integer cents.
 *
 * Rounding rule (one, everywhere): every charge is computed once per stay on the stay's whole base
 * and rounded half up to the cent; the total is the sum of the rounded lines shown. Percentages are
 * held as basis points (1700 = 17 %), so the arithmetic is exact in integers before that one rounding.
 *
 * Order: rules apply in their `position` order. A percentage charge's base is either the room rate
 * ("rate") or the rate plus every percentage charge before it ("rate_and_previous": the Maldives'
 * T-GST on rate + service charge). Fixed charges never enter a percentage's base.
 */
import { addDays } from "./dates";
import type { Cents } from "./money";

export const TAX_RULE_KINDS = ["percent", "per_guest_night", "per_room_night", "per_stay"] as const;
export type TaxRuleKind = (typeof TAX_RULE_KINDS)[number];

export const TAX_BASES = ["rate", "rate_and_previous"] as const;
export type TaxBase = (typeof TAX_BASES)[number];

export const TAX_APPLIES_TO = ["all", "hotel", "guest_house"] as const;
export type TaxAppliesTo = (typeof TAX_APPLIES_TO)[number];

/** The kinds of property a rule can apply to. */
export type TaxPropertyKind = "hotel" | "guest_house";

/** One rule as stored (TaxRule) and as the computation reads it. */
export interface TaxRule {
  id?: number;
  label: string;
  kind: TaxRuleKind;
  /** Order of application, lowest first. */
  position: number;
  /** percent: basis points, 0–10 000 (1700 = 17 %). */
  percentBp: number | null;
  /** percent: what it is a percentage of. */
  base: TaxBase | null;
  /** Fixed kinds: cents per guest-night, room-night or stay. */
  amountCents: number | null;
  appliesTo: TaxAppliesTo;
  /** per_guest_night: children younger than this (at check-in) are exempt; null = nobody is. */
  exemptUnderAge: number | null;
  /** Fixed per-night kinds: only nights in these months (1–12, inclusive, may wrap: 11–3); null = all year. */
  fromMonth: number | null;
  toMonth: number | null;
}

/** One night of one room at its rate. A stay of 3 nights in 2 rooms is 6 lines. */
export interface RateLine {
  /** The night, "yyyy-MM-dd". */
  date: string;
  rateCents: Cents;
}

/**
 * Who stays. Children's ages (at check-in) decide age exemptions; when only a count is known, the
 * children are charged like adults (no exemption can be shown without an age).
 */
export interface TaxGuests {
  adults: number;
  children?: number;
  childAges?: readonly number[];
}

// A type (not an interface): bookings store it as JSON as it is.
export type TaxLine = {
  ruleId?: number;
  label: string;
  kind: TaxRuleKind;
  amountCents: Cents;
  /** What the charge was computed on: the base in cents (percent) or the units counted (fixed kinds). */
  baseCents?: Cents;
  percentBp?: number;
  unitCents?: Cents;
  /** per_guest_night: guests charged × nights; per_room_night: room-nights; per_stay: 1. */
  units?: number;
  /** per_guest_night: guests charged and exempt (for the line's wording). */
  guests?: number;
  exemptGuests?: number;
};

export interface TaxBreakdown {
  /** The room rate of the stay: every night of every room. */
  rateCents: Cents;
  lines: TaxLine[];
  /** The sum of the lines. */
  taxesCents: Cents;
  /** What the guest pays: rate + taxes. */
  totalCents: Cents;
}

export interface TaxInput {
  lines: readonly RateLine[];
  guests: TaxGuests;
  propertyKind: TaxPropertyKind;
  rules: readonly TaxRule[];
  /**
   * A resort day visit: nobody stays the night, so the per-night charges (a bed-night tax such as the
   * Maldives Green Tax, a per-room-night fee) do not apply; percentages and per-stay fees do.
   */
  dayVisit?: boolean;
}

/** `value × numerator / denominator`, rounded half up (all non-negative integers). */
function roundHalfUp(value: number, numerator: number, denominator: number): number {
  return Math.floor((value * numerator * 2 + denominator) / (denominator * 2));
}

/** Whether a rule applies to this kind of property. */
export function appliesToKind(rule: Pick<TaxRule, "appliesTo">, kind: TaxPropertyKind): boolean {
  return rule.appliesTo === "all" || rule.appliesTo === kind;
}

/** Whether a night ("yyyy-MM-dd") falls in a rule's months (null bounds: every month). */
export function inSeason(rule: Pick<TaxRule, "fromMonth" | "toMonth">, date: string): boolean {
  if (rule.fromMonth == null || rule.toMonth == null) return true;
  const month = Number(date.slice(5, 7));
  return rule.fromMonth <= rule.toMonth
    ? month >= rule.fromMonth && month <= rule.toMonth
    : month >= rule.fromMonth || month <= rule.toMonth;
}

/** Guests charged per night by a per-guest rule, and those exempt by age. */
function chargedGuests(guests: TaxGuests, exemptUnderAge: number | null): { charged: number; exempt: number } {
  const ages = guests.childAges ?? [];
  const children = Math.max(guests.children ?? 0, ages.length);
  const exempt = exemptUnderAge == null ? 0 : ages.filter((age) => age < exemptUnderAge).length;
  return { charged: guests.adults + children - exempt, exempt };
}

/**
 * The taxes and charges of a stay, line by line in rule order, and the all-in total. Rules that do
 * not apply to the property's kind, and fixed lines that come to nothing (no night in season, every
 * guest exempt), are left out.
 */
export function computeTaxes({ lines, guests, propertyKind, rules, dayVisit = false }: TaxInput): TaxBreakdown {
  const rateCents = lines.reduce((sum, l) => sum + l.rateCents, 0);
  const nights = [...new Set(lines.map((l) => l.date))];
  const ordered = rules.filter((r) => appliesToKind(r, propertyKind)).sort((a, b) => a.position - b.position);
  const out: TaxLine[] = [];
  let percentSoFar = 0;
  for (const rule of ordered) {
    const id = rule.id === undefined ? {} : { ruleId: rule.id };
    if (rule.kind === "percent") {
      const percentBp = rule.percentBp ?? 0;
      const baseCents = rule.base === "rate_and_previous" ? rateCents + percentSoFar : rateCents;
      const amountCents = roundHalfUp(baseCents, percentBp, 10_000);
      percentSoFar += amountCents;
      out.push({ ...id, label: rule.label, kind: rule.kind, amountCents, baseCents, percentBp });
      continue;
    }
    if (dayVisit && rule.kind !== "per_stay") continue;
    const unitCents = rule.amountCents ?? 0;
    let units: number;
    let guestCounts: { guests?: number; exemptGuests?: number } = {};
    if (rule.kind === "per_guest_night") {
      const { charged, exempt } = chargedGuests(guests, rule.exemptUnderAge);
      units = charged * nights.filter((d) => inSeason(rule, d)).length;
      guestCounts = { guests: charged, exemptGuests: exempt };
    } else if (rule.kind === "per_room_night") {
      units = lines.filter((l) => inSeason(rule, l.date)).length;
    } else {
      units = lines.length > 0 ? 1 : 0;
    }
    if (units <= 0) continue;
    out.push({
      ...id,
      label: rule.label,
      kind: rule.kind,
      amountCents: unitCents * units,
      unitCents,
      units,
      ...guestCounts,
    });
  }
  const taxesCents = out.reduce((sum, l) => sum + l.amountCents, 0);
  return { rateCents, lines: out, taxesCents, totalCents: rateCents + taxesCents };
}

/** The rate lines of a stay priced night by night (one room's nights, lib/pricing/seasons.ts): each night once per room. */
export function roomNightLines(nights: readonly { date: string; cents: Cents }[], rooms = 1): RateLine[] {
  return nights.flatMap((n) => Array.from({ length: rooms }, () => ({ date: n.date, rateCents: n.cents })));
}

/** The charges stored on a booking (`taxLines`, JSON), or null when absent or not that shape. */
export function parseTaxLines(value: unknown): TaxLine[] | null {
  if (!Array.isArray(value)) return null;
  const out: TaxLine[] = [];
  for (const v of value) {
    if (typeof v !== "object" || v === null) return null;
    const line = v as Record<string, unknown>;
    if (
      typeof line.label !== "string" ||
      !TAX_RULE_KINDS.includes(line.kind as TaxRuleKind) ||
      !Number.isInteger(line.amountCents)
    )
      return null;
    const ints = ["ruleId", "baseCents", "percentBp", "unitCents", "units", "guests", "exemptGuests"] as const;
    if (ints.some((k) => line[k] !== undefined && !Number.isInteger(line[k]))) return null;
    out.push(line as unknown as TaxLine);
  }
  return out;
}

/** The rate lines of a stay at one nightly rate: every night from check-in, once per room. */
export function rateLinesFor(checkIn: string, nights: number, rooms: number, rateCents: Cents): RateLine[] {
  const out: RateLine[] = [];
  for (let n = 0; n < nights; n++) {
    const date = addDays(checkIn, n);
    for (let r = 0; r < rooms; r++) out.push({ date, rateCents });
  }
  return out;
}
