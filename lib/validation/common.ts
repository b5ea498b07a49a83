import { parseYmd } from "@/lib/pricing/dates";
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

/**
 * A calendar date as "yyyy-MM-dd" that exists (no month 00 or 13, no day 00, 32 or 30 February),
 * trimmed; anything else fails with the field's `message` (`required` when it is not a string).
 * The one date field of every schema: a refinement after it may compute with a date only once
 * `isCalendarDate` holds, since the field's own failure does not stop the object's refinements.
 */
export function calendarDate(message: string, required = message) {
  return z.string({ error: required }).trim().refine(isCalendarDate, message);
}

/** Whether `value` is a real calendar date as "yyyy-MM-dd" (never throws, whatever the string). */
export const isCalendarDate = (value: unknown): value is string =>
  typeof value === "string" && parseYmd(value) !== null;

export { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from "./limits";

/** An optional whole-number query parameter from `min` to `max`. */
function wholeParam(name: string, min: number, minMessage: string, max: number) {
  return z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, minMessage)
    .max(max, `${name} must be at most ${max}.`)
    .optional();
}

/** Optional `?limit=&offset=` on list calls (see the API contract, "Lists"). */
export const pagination = z.object({
  limit: wholeParam("limit", 1, "limit must be at least 1.", MAX_PAGE_SIZE),
  offset: wholeParam("offset", 0, "offset must be 0 or more.", MAX_OFFSET),
});
export type Pagination = z.infer<typeof pagination>;

/** A yes/no query flag (`?force=true`, `?all=1`); anything else is a 400. */
export const queryFlag = (name: string) =>
  z
    .enum(["true", "false", "1", "0", ""], { error: `${name} must be true or false.` })
    .optional()
    .transform((v) => v === "true" || v === "1" || v === "");
