import "server-only";

/**
 * The cache tags of the catalogue ('use cache' entries in lib/server/catalogue-front/cached.ts and the hotel aggregates)
 * and what each content change expires. Two kinds of tag:
 * - an area tag (`hotels`, `promotions`, `destinations`, `guest-houses`) on every list page,
 *   first page, count and aggregate of that area: any change in the area may move them;
 * - a record tag (`hotel:7`, `promotion:3`, `destination:2`, `guest-house:5`) on one record's
 *   entry (its detail, or "there is none"): only a change of that record expires it.
 *
 * Availability is never cached (lib/server/availability reads it per request), so bookings and
 * holds expire nothing here, but for one thing they move: an offer's places under its cap
 * (Promotion.bookedCount), which decide whether /offers lists it (`offer-places`).
 */
import { revalidateTag } from "next/cache";

export const AREA_TAGS = {
  hotels: "hotels",
  promotions: "promotions",
  destinations: "destinations",
  guestHouses: "guest-houses",
  /** The destinations' taxes and charges (the prices shown beside every rate). */
  taxRules: "tax-rules",
  /** The properties' seasons (the prices shown for searched dates). */
  seasons: "seasons",
  /** The stored cancellation defaults (lib/server/policies/cancellation-defaults.ts). */
  cancellationPolicies: "cancellation-policies",
  /** The offers with a place left under their cap (/offers): taken by a booking of one, given back by its cancellation. */
  offerPlaces: "offer-places",
} as const;

export const hotelTag = (id: number) => `hotel:${id}`;
export const promotionTag = (id: number) => `promotion:${id}`;
export const destinationTag = (id: number) => `destination:${id}`;
export const guestHouseTag = (id: number) => `guest-house:${id}`;

/** What each admin mutation expires (the domain functions call `expireCatalogue` with these). */
export const catalogueChange = {
  /** A hotel created, edited or deleted: the hotel lists and aggregates, its page, and the
   *  promotions (a deleted hotel's promotions lose their hotel; promotion records carry `hotel:<id>`). */
  hotel: (id: number, { promotions = true }: { promotions?: boolean } = {}) =>
    promotions ? [AREA_TAGS.hotels, hotelTag(id), AREA_TAGS.promotions] : [AREA_TAGS.hotels, hotelTag(id)],
  /** A room type created, edited, moved or deleted: its hotel's page (and the one it left) and the
   *  hotel lists (they show the room-type names). */
  roomType: (...hotelIds: number[]) => [AREA_TAGS.hotels, ...[...new Set(hotelIds)].map(hotelTag)],
  promotion: (id: number) => [AREA_TAGS.promotions, promotionTag(id)],
  destination: (id: number) => [AREA_TAGS.destinations, destinationTag(id)],
  guestHouse: (id: number) => [AREA_TAGS.guestHouses, guestHouseTag(id)],
  /** A tax rule created, edited, reordered or deleted: every shown "+ $X taxes and charges". */
  taxRules: () => [AREA_TAGS.taxRules],
  /** A season created, edited or deleted: every price shown for searched dates. */
  seasons: () => [AREA_TAGS.seasons],
};

/**
 * Expires these tags at once: the very next request (on any instance sharing the cache handler,
 * lib/cache-handlers) reads afresh. `{ expire: 0 }` rather than 'max' (stale-while-revalidate
 * would show the old catalogue once more) and rather than `updateTag`, which only works in Server
 * Actions: every content mutation runs in a route handler. Outside Next (scripts, tests) there is
 * no Next cache and nothing to expire.
 */
export function expireCatalogue(tags: readonly string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // No Next request (a script, a test): nothing is cached.
    }
  }
}

/** An offer's place taken or given back, once the change is committed: /offers lists the offers with one left. */
export function expireOfferPlaces(): void {
  expireCatalogue([AREA_TAGS.offerPlaces]);
}
