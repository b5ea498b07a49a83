import "server-only";

/**
 * What the cards and detail pages price with (docs/pricing.md "Display convention"): the page's
 * destinations' tax rules, and the page's properties' seasons overlapping the searched stay. One
 * query each for the whole page, whatever the number of cards; the pages pass the results as props
 * and price with lib/pricing/stay-quote.ts, as the server charges.
 */
import { getDb } from "../db/client";
import { regionOfLocation, type Region } from "@/lib/policies/time-zones";
import { toSeasonRates, type SeasonRates } from "@/lib/pricing/seasons";
import { fromCents, toCents } from "@/lib/pricing/money";
import type { TaxRule } from "@/lib/pricing/taxes";
import { TAX_RULES_MAX } from "@/lib/validation/tax-rules";
import { MAX_SEASONS_PER_PROPERTY } from "@/lib/validation/seasons";
import { toSeasonDTO } from "../seasons/seasons";

/** Each destination's rules in application order (every kind: computeTaxes skips the other kind's). */
export type TaxRulesByRegion = Partial<Record<Region, TaxRule[]>>;

/** The destinations of these locations, once each, in a stable order (a cache key). */
export function regionsOf(locations: readonly string[]): Region[] {
  return [...new Set(locations.map((l) => regionOfLocation(l)))].sort();
}

/** The rules of these destinations: one query on the (region, position) index. */
export async function taxRulesForRegions(regions: readonly Region[]): Promise<TaxRulesByRegion> {
  if (regions.length === 0) return {};
  const rows = await getDb().taxRule.findMany({
    where: { region: { in: [...regions] } },
    orderBy: [{ region: "asc" }, { position: "asc" }, { id: "asc" }],
    take: TAX_RULES_MAX * regions.length,
  });
  const out: TaxRulesByRegion = Object.fromEntries(regions.map((r) => [r, [] as TaxRule[]]));
  for (const {
    id,
    region,
    label,
    kind,
    position,
    percentBp,
    base,
    amountCents,
    appliesTo,
    exemptUnderAge,
    fromMonth,
    toMonth,
  } of rows) {
    out[region]!.push({
      id,
      label,
      kind,
      position,
      percentBp,
      base,
      amountCents,
      appliesTo,
      exemptUnderAge,
      fromMonth,
      toMonth,
    });
  }
  return out;
}

/** A property's rules from the page's: its location's destination (none loaded: no charges). */
export function rulesOf(byRegion: TaxRulesByRegion, location: string): TaxRule[] {
  return byRegion[regionOfLocation(location)] ?? [];
}

/** Seasons by property id (as a record: it crosses the cache and the props as plain data). */
export type SeasonsByProperty = Record<number, SeasonRates[]>;

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * The seasons with a night in [checkIn, checkOut) of the given properties, priced as the server
 * prices a booking (a hotel's prices keyed by room type id, a guest house's by "base"): one query
 * for the page (the (hotelId|guestHouseId, startDate, endDate) index), never one per card.
 */
export async function seasonsOverlapping(
  kind: "hotel" | "guest_house",
  propertyIds: readonly number[],
  checkIn: string,
  checkOut: string,
): Promise<SeasonsByProperty> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return {};
  const rows = await getDb().season.findMany({
    where: {
      ...(kind === "hotel" ? { hotelId: { in: ids } } : { guestHouseId: { in: ids } }),
      startDate: { lt: day(checkOut) },
      endDate: { gte: day(checkIn) },
    },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take: MAX_SEASONS_PER_PROPERTY * ids.length,
  });
  const out: SeasonsByProperty = {};
  for (const row of rows) {
    const dto = toSeasonDTO(row);
    (out[dto.propertyId] ??= []).push(toSeasonRates(dto));
  }
  return out;
}

/** The active room types (id and base price, USD) of these hotels, by hotel: one query. */
export async function activeRoomRates(
  hotelIds: readonly number[],
): Promise<Record<number, { id: number; basePrice: number }[]>> {
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) return {};
  const rows = await getDb().roomType.findMany({
    where: { hotelId: { in: ids }, isActive: true },
    select: { id: true, hotelId: true, basePrice: true },
    orderBy: { id: "asc" },
    take: 50 * ids.length,
  });
  const out: Record<number, { id: number; basePrice: number }[]> = {};
  for (const r of rows) (out[r.hotelId] ??= []).push({ id: r.id, basePrice: fromCents(toCents(r.basePrice)) });
  return out;
}
