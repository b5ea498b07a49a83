import "server-only";

/**
 * The prices a page of cards shows (docs/pricing.md "Display convention"): a fixed number of
 * queries per page, whatever the number of cards — the destinations' tax rules (one), and with a
 * searched stay the cards' seasons overlapping it (one) and, for the hotels a season touches, their
 * active room types (one). Each read is cached and tagged: a tax rule, season, hotel or room-type
 * change expires it (lib/server/catalogue/cache-tags.ts).
 */
import type { StayQuery } from "@/lib/availability/stay";
import { guestHouseShownPrice, hotelShownPrice, promotionShownPrice, shownStayOf } from "@/lib/catalogue/shown-prices";
import type { ShownPrice } from "@/lib/pricing/stay-quote";
import { cachedActiveRoomRates, cachedSeasonsOverlapping, cachedTaxRules } from "./cached";
import { regionsOf, rulesOf, type SeasonsByProperty, type TaxRulesByRegion } from "../pricing/shown-prices";

/** The rules of the destinations of these locations (cached; one query when not). */
export function pageTaxRules(locations: readonly string[]): Promise<TaxRulesByRegion> {
  return cachedTaxRules(regionsOf(locations));
}

/** The seasons of these properties with a night in the stay; none without a stay. */
export async function pageSeasons(
  kind: "hotel" | "guest_house",
  ids: readonly number[],
  stay: StayQuery | null,
): Promise<SeasonsByProperty> {
  if (!stay || ids.length === 0) return {};
  return cachedSeasonsOverlapping(
    kind,
    [...new Set(ids)].sort((a, b) => a - b),
    stay.checkIn,
    stay.checkOut,
  );
}

/** The tax rules of the cards' destinations and the seasons of their properties with a night in the stay, read together. */
function cardRulesAndSeasons(
  kind: "hotel" | "guest_house",
  cards: readonly { id: number; location: string }[],
  stay: StayQuery | null,
) {
  return Promise.all([
    pageTaxRules(cards.map((c) => c.location)),
    pageSeasons(
      kind,
      cards.map((c) => c.id),
      stay,
    ),
  ]);
}

/** Each hotel card's price, by hotel id. */
export async function hotelCardPrices(
  hotels: readonly { id: number; price: number; location: string }[],
  stay: StayQuery | null,
  today: string,
): Promise<Map<number, ShownPrice>> {
  const [rules, seasons] = await cardRulesAndSeasons("hotel", hotels, stay);
  const seasonal = hotels.filter((h) => seasons[h.id]?.length).map((h) => h.id);
  const rooms = seasonal.length ? await cachedActiveRoomRates(seasonal.sort((a, b) => a - b)) : {};
  const shownStay = shownStayOf(stay);
  return new Map(
    hotels.map((h) => [
      h.id,
      hotelShownPrice({
        price: h.price,
        rooms: rooms[h.id],
        seasons: seasons[h.id],
        stay: shownStay,
        today,
        rules: rulesOf(rules, h.location),
      }),
    ]),
  );
}

/** Each guest-house card's price (its base price), by house id. */
export async function guestHouseCardPrices(
  houses: readonly { id: number; pricePerNight: number; location: string; type: "guest_house" | "resort_day_visit" }[],
  stay: StayQuery | null,
  today: string,
): Promise<Map<number, ShownPrice>> {
  const [rules, seasons] = await cardRulesAndSeasons("guest_house", houses, stay);
  const shownStay = shownStayOf(stay);
  return new Map(
    houses.map((h) => [
      h.id,
      guestHouseShownPrice(
        h.pricePerNight,
        seasons[h.id] ?? [],
        shownStay,
        today,
        rulesOf(rules, h.location),
        h.type === "resort_day_visit",
      ),
    ]),
  );
}

/** Each deal card's price (one night for two adults at its hotel's destination), by promotion id. */
export async function promotionCardPrices(
  promotions: readonly { id: number; discountedPrice: number; location: string }[],
  today: string,
): Promise<Map<number, ShownPrice>> {
  const rules = await pageTaxRules(promotions.map((p) => p.location));
  return new Map(
    promotions.map((p) => [p.id, promotionShownPrice(p.discountedPrice, today, rulesOf(rules, p.location))]),
  );
}
