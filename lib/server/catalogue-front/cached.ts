import "server-only";

/**
 * Cached catalogue reads for pages and the public API, with Next's own cache ('use cache'): each
 * entry is one record, one page or one aggregate (never a whole table), tagged by area and by
 * record (lib/server/catalogue/cache-tags.ts). Every content mutation expires exactly its tags (`expireCatalogue`), so
 * a visitor sees an admin's edit on the very next request, on every instance sharing the cache
 * handler (lib/cache-handlers, Redis when REDIS_URL is set).
 *
 * Availability is never read here: it changes with every booking and is read per request.
 */
import type { DestinationDTO, GuestHouseDTO, HotelDTO, HotelDetailDTO, PromotionDTO } from "@/lib/types/catalogue";
import { getHotel } from "../hotels/get-hotel";
import { listHotels } from "../hotels/list-hotels";
import { listDestinations } from "../destinations/list-destinations";
import { searchHotels, type SearchHotelsInput, type SearchHotelsResult } from "../hotels/search-hotels";
import { getPromotion } from "../promotions/get-promotion";
import { listPromotions } from "../promotions/list-promotions";
import { getDestination } from "../destinations/get-destination";
import {
  countActiveGuestHouses,
  guestHouseFacilityOptions,
  searchGuestHouses,
  type SearchGuestHousesArgs,
} from "../guest-houses/search-guest-houses";
import type { Page, PageArgs } from "../catalogue/serialize";
import { getGuestHouse } from "../guest-houses/get-guest-house";
import { AREA_TAGS, destinationTag, guestHouseTag, hotelTag, promotionTag } from "../catalogue/cache-tags";
import { catalogueCache } from "../catalogue/cache-scope";
import { bodyEtag } from "../http/etag";
import {
  activeRoomRates,
  seasonsOverlapping,
  taxRulesForRegions,
  type SeasonsByProperty,
  type TaxRulesByRegion,
} from "../pricing/shown-prices";
import type { Region } from "@/lib/policies/time-zones";
import { guestHouseWizardSeasons } from "../seasons/seasons";
import { destinationHotels } from "../destinations/destination-hotels";
import type { SeasonRates } from "@/lib/pricing/seasons";

/** One hotel with its room types; null when there is none (pages show the 404 screen). */
export async function cachedHotel(id: number): Promise<HotelDetailDTO | null> {
  "use cache";
  catalogueCache(hotelTag(id));
  return getHotel(id).catch(nullWhenNotFound);
}

/** One page of hotels for a search (GET /api/hotels, /hotels): the page's rows and the total. */
export async function cachedHotelSearch(input: SearchHotelsInput): Promise<SearchHotelsResult> {
  "use cache";
  catalogueCache(AREA_TAGS.hotels);
  return searchHotels(input);
}

/**
 * One page of GET /api/hotels as its reply's bytes: the JSON array and its ETag, made once per
 * cache entry instead of on every request (a hit costs one string; a 304 compares two).
 */
export async function cachedHotelListReply(
  input: SearchHotelsInput,
): Promise<{ json: string; etag: string; total: number }> {
  "use cache";
  catalogueCache(AREA_TAGS.hotels);
  const { items, total } = await searchHotels(input);
  const json = JSON.stringify(items);
  return { json, etag: bodyEtag(json), total };
}

/** What the home page's sections show: the first few of each in the natural (id) order, read with a LIMIT. */
export const HOME_SHOWN = { promotions: 6, hotels: 6, destinations: 4, guestHouses: 3 } as const;
export async function cachedHomeSections(): Promise<{
  promotions: Page<PromotionDTO>;
  hotels: Page<HotelDTO>;
  destinations: Page<DestinationDTO>;
  guestHouses: Page<GuestHouseDTO>;
}> {
  "use cache";
  // A destination's card counts its hotels; an offer's names its hotel.
  catalogueCache(AREA_TAGS.promotions, AREA_TAGS.hotels, AREA_TAGS.destinations, AREA_TAGS.guestHouses);
  const [promotions, hotels, destinations, guestHouses] = await Promise.all([
    listPromotions({ limit: HOME_SHOWN.promotions }),
    listHotels({ limit: HOME_SHOWN.hotels }),
    listDestinations({ limit: HOME_SHOWN.destinations }),
    // Active guest houses only, as the list shows.
    searchGuestHouses({ limit: HOME_SHOWN.guestHouses }),
  ]);
  return { promotions, hotels, destinations, guestHouses };
}

/** A destination page's first hotels and their count (destinationHotels): expired by any hotel change. */
export async function cachedDestinationHotels(
  destination: Pick<DestinationDTO, "name" | "country">,
  limit: number,
): Promise<SearchHotelsResult> {
  "use cache";
  catalogueCache(AREA_TAGS.hotels);
  return destinationHotels({ name: destination.name, country: destination.country }, limit);
}

/** The first page of GET /api/promotions without parameters (DEFAULT_PAGE_SIZE promotions, and the total). */
export async function cachedPromotionFirstPage(): Promise<Page<PromotionDTO>> {
  "use cache";
  catalogueCache(AREA_TAGS.promotions);
  return listPromotions();
}

/**
 * One page of the offers bookable on `today` (/offers: running that day, a place left under their
 * cap), and their total. Expired by any offer edit and by a booking of an offer or its cancellation
 * (`offer-places`, after the commit: lib/server/catalogue/cache-tags.ts expireOfferPlaces).
 */
export async function cachedCurrentPromotions(today: string, page: PageArgs): Promise<Page<PromotionDTO>> {
  "use cache";
  catalogueCache(AREA_TAGS.promotions, AREA_TAGS.offerPlaces);
  return listPromotions({ currentOn: today, ...page });
}

/** A hotel's 'Special Offers': promotions whose location equals the hotel's, the first HOTEL_OFFERS_SHOWN in id order. */
export const HOTEL_OFFERS_SHOWN = 12;
export async function cachedPromotionsAt(location: string): Promise<PromotionDTO[]> {
  "use cache";
  catalogueCache(AREA_TAGS.promotions);
  return (await listPromotions({ locationEquals: location, limit: HOTEL_OFFERS_SHOWN })).items;
}

/** One promotion; null when there is none. Tagged with its hotel too (a deleted hotel's promotions lose it). */
export async function cachedPromotion(id: number): Promise<PromotionDTO | null> {
  "use cache";
  const promotion = await getPromotion(id).catch(nullWhenNotFound);
  catalogueCache(promotionTag(id), ...(promotion?.hotelId ? [hotelTag(promotion.hotelId)] : []));
  return promotion;
}

/** One destination; null when there is none (pages show the 404 screen). */
export async function cachedDestination(id: number): Promise<DestinationDTO | null> {
  "use cache";
  // Its hotel count moves with any hotel change.
  catalogueCache(destinationTag(id), AREA_TAGS.hotels);
  return getDestination(id).catch(nullWhenNotFound);
}

/** The first page of GET /api/local-tourism without parameters (DEFAULT_PAGE_SIZE active houses, and the total). */
export async function cachedGuestHouseFirstPage(): Promise<Page<GuestHouseDTO>> {
  "use cache";
  catalogueCache(AREA_TAGS.guestHouses);
  return searchGuestHouses();
}

/** One page of the active guest houses for a search (/guest-houses): the page's rows and the total. */
export async function cachedGuestHouseSearch(
  input: Omit<SearchGuestHousesArgs, "includeInactive" | "roomIds">,
): Promise<Page<GuestHouseDTO>> {
  "use cache";
  catalogueCache(AREA_TAGS.guestHouses);
  return searchGuestHouses(input);
}

/** How many guest houses are listed (active): the M of 'Showing N of M guest houses'. */
export async function cachedActiveGuestHouseCount(): Promise<number> {
  "use cache";
  catalogueCache(AREA_TAGS.guestHouses);
  return countActiveGuestHouses();
}

/** The filter sheet's facilities: the first 8 distinct ones of the active houses (an aggregate). */
export async function cachedGuestHouseFacilityOptions(): Promise<string[]> {
  "use cache";
  catalogueCache(AREA_TAGS.guestHouses);
  return guestHouseFacilityOptions();
}

/** One active guest house; null when there is none or it is inactive. */
export async function cachedGuestHouse(id: number): Promise<GuestHouseDTO | null> {
  "use cache";
  catalogueCache(guestHouseTag(id));
  return getGuestHouse(id).catch(nullWhenNotFound);
}

/** The rules of these destinations (lib/server/pricing/shown-prices.ts): expired by any tax-rule change. */
export async function cachedTaxRules(regions: readonly Region[]): Promise<TaxRulesByRegion> {
  "use cache";
  catalogueCache(AREA_TAGS.taxRules);
  return taxRulesForRegions(regions);
}

/** The seasons of these properties overlapping a stay: expired by any season change. */
export async function cachedSeasonsOverlapping(
  kind: "hotel" | "guest_house",
  propertyIds: readonly number[],
  checkIn: string,
  checkOut: string,
): Promise<SeasonsByProperty> {
  "use cache";
  catalogueCache(AREA_TAGS.seasons);
  return seasonsOverlapping(kind, propertyIds, checkIn, checkOut);
}

/** A guest house's seasons not over on `today`, as its page and wizard price with them: expired by any season change. */
export async function cachedGuestHouseSeasons(houseId: number, today: string): Promise<SeasonRates[]> {
  "use cache";
  catalogueCache(AREA_TAGS.seasons);
  return (await guestHouseWizardSeasons([houseId], today)).get(houseId) ?? [];
}

/** The active room types' base prices of these hotels: expired by any hotel or room-type change. */
export async function cachedActiveRoomRates(
  hotelIds: readonly number[],
): Promise<Record<number, { id: number; basePrice: number }[]>> {
  "use cache";
  catalogueCache(AREA_TAGS.hotels);
  return activeRoomRates(hotelIds);
}

function nullWhenNotFound(error: unknown): null {
  if ((error as { code?: string } | null)?.code === "NOT_FOUND") return null;
  throw error;
}
