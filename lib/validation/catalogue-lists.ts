/**
 * Query parameters of the public catalogue lists (GET /api/hotels, /api/destinations,
 * /api/local-tourism, /api/promotions; the API contract, "Lists"): the page (`limit`, `offset`,
 * see ./common.ts) and the filters the pages use, every one bounded. Anything out of bounds is the
 * contract's 400 with zod's message.
 */
import { z } from "./zod";
import { pagination, queryFlag } from "./common";

/** Longest search text (`q`, `location`). */
export const MAX_SEARCH_TEXT = 100;
/** Most names (amenities, facilities) one list call may ask for. */
export const MAX_NAME_FILTERS = 30;
/** Highest price bound accepted (USD per night). */
export const MAX_PRICE_FILTER = 1_000_000;

const text = (name: string) =>
  z
    .string()
    .max(MAX_SEARCH_TEXT, `${name} must be at most ${MAX_SEARCH_TEXT} characters.`)
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .optional();

const price = (name: string) =>
  z
    .string()
    .regex(/^\s*\d{1,12}(\.\d{1,2})?\s*$/, `${name} must be a number of dollars, 0 or more.`)
    .transform(Number)
    .refine((n) => n <= MAX_PRICE_FILTER, `${name} must be at most ${MAX_PRICE_FILTER}.`)
    .optional();

/** A comma-separated list of names (`amenities=Pool,Spa`): tidied, distinct, bounded. */
const names = (name: string, noun: string, one: string) =>
  z
    .string()
    .max(MAX_NAME_FILTERS * (MAX_SEARCH_TEXT + 1), `${name} is too long.`)
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((f) => f.replace(/\s+/g, " ").trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= MAX_NAME_FILTERS, `Ask for at most ${MAX_NAME_FILTERS} ${noun}.`)
    .refine(
      (list) => list.every((f) => f.length <= MAX_SEARCH_TEXT),
      `A ${one} must be at most ${MAX_SEARCH_TEXT} characters.`,
    )
    .optional();

const priceOrder = { message: "minPrice must not be above maxPrice.", path: ["minPrice"] };
const pricesInOrder = (v: { minPrice?: number; maxPrice?: number }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;

export const HOTEL_LIST_SORTS = ["recommended", "price-asc", "price-desc", "rating"] as const;

/** GET /api/hotels. */
export const hotelListQuery = pagination
  .extend({
    q: text("q"),
    location: text("location"),
    minPrice: price("minPrice"),
    maxPrice: price("maxPrice"),
    amenities: names("amenities", "amenities", "amenity"),
    sort: z.enum(HOTEL_LIST_SORTS, { error: `sort must be one of ${HOTEL_LIST_SORTS.join(", ")}.` }).optional(),
  })
  .refine(pricesInOrder, priceOrder);

/** GET /api/destinations: `limit`/`offset` (natural order). */
export const destinationListQuery = pagination;

/** Order of GET /api/local-tourism: natural (id) by default, or one of the listing's orders. */
export const GUEST_HOUSE_API_SORTS = ["natural", "recommended", "price-asc", "price-desc", "capacity"] as const;

/** GET /api/local-tourism. */
export const guestHouseListQuery = pagination
  .extend({
    all: queryFlag("all"),
    q: text("q"),
    location: text("location"),
    type: z
      .enum(["guest_house", "resort_day_visit"], { error: "type must be guest_house or resort_day_visit." })
      .optional(),
    minPrice: price("minPrice"),
    maxPrice: price("maxPrice"),
    facilities: names("facilities", "facilities", "facility"),
    sort: z
      .enum(GUEST_HOUSE_API_SORTS, { error: `sort must be one of ${GUEST_HOUSE_API_SORTS.join(", ")}.` })
      .optional(),
  })
  .refine(pricesInOrder, priceOrder);

/** GET /api/promotions: `current=true` keeps the offers bookable today (as /offers shows them). */
export const promotionListQuery = pagination.extend({
  q: text("q"),
  location: text("location"),
  current: queryFlag("current"),
});
