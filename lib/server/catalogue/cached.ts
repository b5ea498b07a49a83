/**
 * Cached catalogue reads for pages and the public API. Ordinary visits do not touch the
 * database; every content mutation calls `revalidateCatalogue(...)`, so a visitor sees an
 * admin's edit on the very next request (never stale data). See ./memo.ts.
 */
import { revalidateTag } from "next/cache";

import type { DestinationDTO, GuestHouseDTO, HotelDetailDTO, PromotionDTO } from "@/lib/types/catalogue";
import { getHotel } from "../hotels/get-hotel";
import { getPromotion } from "../promotions/get-promotion";
import { listPromotions } from "../promotions/list-promotions";
import { getDestination } from "../destinations/get-destination";
import { countActiveGuestHouses, guestHouseFacilityOptions, searchGuestHouses } from "../guest-houses/search-guest-houses";
import type { Page } from "./serialize";
import { getGuestHouse } from "../guest-houses/get-guest-house";
import { invalidateCatalogueAreas, memo, type CatalogueArea } from "./memo";

export type { CatalogueArea };

export const CATALOGUE_TAGS: Record<CatalogueArea, string> = {
  hotels: "catalogue:hotels",
  promotions: "catalogue:promotions",
  destinations: "catalogue:destinations",
  guestHouses: "catalogue:guest-houses",
};

/** One hotel with its room types; null when there is none (pages show the 404 screen). */
export const cachedHotel = (id: number): Promise<HotelDetailDTO | null> =>
  memo(["hotels"], `hotels:${id}`, () => getHotel(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))));

/** The first page of GET /api/promotions without parameters (DEFAULT_PAGE_SIZE promotions, and the total). */
export const cachedPromotionFirstPage = (): Promise<Page<PromotionDTO>> => memo(["promotions"], "promotions:first-page", () => listPromotions());

/** A hotel's 'Special Offers': promotions whose location equals the hotel's, the first HOTEL_OFFERS_SHOWN in id order. */
export const HOTEL_OFFERS_SHOWN = 12;
export const cachedPromotionsAt = async (location: string): Promise<PromotionDTO[]> =>
  (await memo(["promotions"], `promotions:at:${location}`, () => listPromotions({ locationEquals: location, limit: HOTEL_OFFERS_SHOWN }))).items;

/** One promotion; null when there is none. */
export const cachedPromotion = (id: number): Promise<PromotionDTO | null> =>
  memo(["promotions"], `promotions:${id}`, () => getPromotion(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))));

/** One destination; null when there is none (pages show the 404 screen). */
export const cachedDestination = (id: number): Promise<DestinationDTO | null> =>
  memo(["destinations"], `destinations:${id}`, () => getDestination(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))));

/** The first page of GET /api/local-tourism without parameters (DEFAULT_PAGE_SIZE active houses, and the total). */
export const cachedGuestHouseFirstPage = (): Promise<Page<GuestHouseDTO>> => memo(["guestHouses"], "guest-houses:first-page", () => searchGuestHouses());

/** How many guest houses are listed (active): the M of 'Showing N of M guest houses'. */
export const cachedActiveGuestHouseCount = (): Promise<number> => memo(["guestHouses"], "guest-houses:active-count", countActiveGuestHouses);

/** The filter sheet's facilities: the first 8 distinct ones of the active houses (an aggregate). */
export const cachedGuestHouseFacilityOptions = (): Promise<string[]> =>
  memo(["guestHouses"], "guest-houses:facility-options", () => guestHouseFacilityOptions());

/** One active guest house; null when there is none or it is inactive. */
export const cachedGuestHouse = (id: number): Promise<GuestHouseDTO | null> =>
  memo(["guestHouses"], `guest-houses:${id}`, () => getGuestHouse(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))));

function isNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "NOT_FOUND";
}

/** Call after any change to these areas (admin mutations, seeding a running server). */
export function revalidateCatalogue(...areas: CatalogueArea[]): void {
  invalidateCatalogueAreas(...areas);
  for (const area of areas) {
    try {
      // Any page Next itself cached with these tags goes too.
      revalidateTag(CATALOGUE_TAGS[area], { expire: 0 });
    } catch {
      // Outside a Next request (scripts, tests) there is no Next cache to clear.
    }
  }
}
