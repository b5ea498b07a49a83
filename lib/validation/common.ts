import { MAX_OFFSET, MAX_PAGE_SIZE } from "./limits";
import { z } from "./zod";

/**
 * A numeric path id ("12"). Anything else (letters, signs, decimals, more than 9 digits)
 * is a malformed id and answers 400, never reaching the database.
 */
export function numericId(label: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,8}$/, `Invalid ${label} id.`)
    .transform(Number);
}

export { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from "./limits";

/** Optional `?limit=&offset=` on list calls (see the API contract, "Lists"). */
export const pagination = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}.`)
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a number." })
    .int("offset must be a whole number.")
    .min(0, "offset must be 0 or more.")
    .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}.`)
    .optional(),
});
export type Pagination = z.infer<typeof pagination>;

/** A yes/no query flag (`?force=true`, `?all=1`); anything else is a 400. */
export const queryFlag = (name: string) =>
  z
    .enum(["true", "false", "1", "0", ""], { error: `${name} must be true or false.` })
    .optional()
    .transform((v) => v === "true" || v === "1" || v === "");
