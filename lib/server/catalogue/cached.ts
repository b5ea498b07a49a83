/**
 * Cached catalogue reads for pages and public API lists. Each entry carries a tag; every content
 * mutation calls `revalidateCatalogue(...)` so a visitor sees an admin's edit on the next request
 * (never stale data), while ordinary visits do not touch the database at all.
 */
import { unstable_cache, revalidateTag } from "next/cache";
import { listHotels } from "../hotels/list-hotels";
import { getHotel } from "../hotels/get-hotel";
import { listPromotions } from "../promotions/list-promotions";
import { listDestinations } from "../destinations/list-destinations";
import { listGuestHouses } from "../guest-houses/list-guest-houses";
import { getGuestHouse } from "../guest-houses/get-guest-house";

export const CATALOGUE_TAGS = {
  hotels: "catalogue:hotels",
  promotions: "catalogue:promotions",
  destinations: "catalogue:destinations",
  guestHouses: "catalogue:guest-houses",
} as const;
export type CatalogueArea = keyof typeof CATALOGUE_TAGS;

// A safety net only: correctness comes from the tags.
const REVALIDATE_SECONDS = 3600;

export const cachedHotels = unstable_cache(async () => (await listHotels()).items, ["hotels:all"], {
  tags: [CATALOGUE_TAGS.hotels],
  revalidate: REVALIDATE_SECONDS,
});

/** One hotel with its room types; null when there is none (pages show the 404 screen). */
export const cachedHotel = unstable_cache(
  async (id: number) => getHotel(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))),
  ["hotels:one"],
  { tags: [CATALOGUE_TAGS.hotels], revalidate: REVALIDATE_SECONDS },
);

export const cachedPromotions = unstable_cache(async () => (await listPromotions()).items, ["promotions:all"], {
  tags: [CATALOGUE_TAGS.promotions],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedDestinations = unstable_cache(async () => (await listDestinations()).items, ["destinations:all"], {
  tags: [CATALOGUE_TAGS.destinations],
  revalidate: REVALIDATE_SECONDS,
});

/** Active guest houses only (the public list). */
export const cachedGuestHouses = unstable_cache(async () => (await listGuestHouses()).items, ["guest-houses:active"], {
  tags: [CATALOGUE_TAGS.guestHouses],
  revalidate: REVALIDATE_SECONDS,
});

export const cachedGuestHouse = unstable_cache(
  async (id: number) => getGuestHouse(id).catch((e: unknown) => (isNotFound(e) ? null : Promise.reject(e))),
  ["guest-houses:one"],
  { tags: [CATALOGUE_TAGS.guestHouses], revalidate: REVALIDATE_SECONDS },
);

function isNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "NOT_FOUND";
}

/** Call after any change to these areas (admin mutations, seeding a running server). */
export function revalidateCatalogue(...areas: CatalogueArea[]): void {
  for (const area of areas) revalidateTag(CATALOGUE_TAGS[area], { expire: 0 });
}
