// List bounds of the API contract ("Lists"), apart from the zod schemas that enforce them, so that
// code in the browser (the listings' pagers) can read them without loading zod.

/** A list call without `limit` answers at most this many items (the API contract, "Lists"). */
export const DEFAULT_PAGE_SIZE = 100;
/** The largest `limit` a list call accepts. */
export const MAX_PAGE_SIZE = 500;
/** The deepest `offset` accepted: deeper pages would make the database skip that many rows. */
export const MAX_OFFSET = 100_000;

/** The longest alt text an uploaded picture may carry (Media.alt; the admin's picture fields). */
export const MEDIA_ALT_MAX = 300;
