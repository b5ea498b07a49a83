import { z } from "./zod";
import { pagination } from "./common";

/*
 * Query parameters of the public catalogue lists (GET /api/hotels, GET /api/destinations): the
 * contract's `limit`/`offset` plus the filters the /hotels page applies. Every parameter is
 * bounded; anything malformed is the contract's 400 with the message below.
 */

/** Longest search text (`q`, `location`) accepted. */
export const MAX_SEARCH_TEXT = 100;
/** At most this many amenities in one filter. */
export const MAX_AMENITY_FILTER = 30;
/** Highest price bound accepted (USD per night). */
export const MAX_PRICE_BOUND = 1_000_000;

export const HOTEL_LIST_SORTS = ["recommended", "price-asc", "price-desc", "rating"] as const;

const text = (name: string) =>
  z
    .string()
    .max(MAX_SEARCH_TEXT, `${name} must be at most ${MAX_SEARCH_TEXT} characters.`)
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .optional();

const price = (name: string) =>
  z
    .string()
    .regex(/^\s*\d{1,7}(\.\d{1,2})?\s*$/, `${name} must be a number of 0 or more.`)
    .transform(Number)
    .refine((n) => n <= MAX_PRICE_BOUND, `${name} must be at most ${MAX_PRICE_BOUND}.`)
    .optional();

export const hotelListQuery = pagination
  .extend({
    q: text("q"),
    location: text("location"),
    minPrice: price("minPrice"),
    maxPrice: price("maxPrice"),
    amenities: z
      .string()
      .max(MAX_AMENITY_FILTER * (MAX_SEARCH_TEXT + 1), "amenities is too long.")
      .transform((v) =>
        v
          .split(",")
          .map((a) => a.replace(/\s+/g, " ").trim())
          .filter(Boolean),
      )
      .refine((list) => list.length <= MAX_AMENITY_FILTER, `amenities may name at most ${MAX_AMENITY_FILTER} amenities.`)
      .refine((list) => list.every((a) => a.length <= MAX_SEARCH_TEXT), `Each amenity must be at most ${MAX_SEARCH_TEXT} characters.`)
      .optional(),
    sort: z.enum(HOTEL_LIST_SORTS, { error: `sort must be one of: ${HOTEL_LIST_SORTS.join(", ")}.` }).optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "minPrice must not be above maxPrice.",
    path: ["minPrice"],
  });
export type HotelListQuery = z.infer<typeof hotelListQuery>;

/** GET /api/destinations: `limit`/`offset` (natural order). */
export const destinationListQuery = pagination;
