import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import { nightsBetween, parseYmd } from "@/lib/pricing";
import { AppError } from "../errors/app-error";
import { readAvailability, type PropertyAvailability } from "./read-inventory";

export type { PropertyAvailability } from "./read-inventory";

/** Longest range one availability read covers (a year and a day: the detail calendars need 60). */
export const MAX_AVAILABILITY_NIGHTS = 367;

export function assertRange(from: string, to: string): void {
  if (!parseYmd(from) || !parseYmd(to)) throw AppError.badRequest("Dates must be real dates as yyyy-MM-dd.");
  const nights = nightsBetween(from, to);
  if (nights < 1) throw AppError.badRequest("The end date must be after the start date.");
  if (nights > MAX_AVAILABILITY_NIGHTS)
    throw AppError.badRequest(`Availability covers at most ${MAX_AVAILABILITY_NIGHTS} nights at a time.`);
}

export interface GetPropertyAvailabilityInput {
  kind: PropertyKind;
  propertyId: number;
  /** First night, "yyyy-MM-dd". */
  from: string;
  /** The day after the last night (a check-out date), "yyyy-MM-dd". */
  to: string;
  /** Pending holds lapsed by then do not count (tests pin it). */
  now?: Date;
}

/**
 * Free units of each bookable room type of one property, per night over [from, to), counting
 * confirmed bookings and pending ones whose hold has not lapsed. For a resort day visit there is
 * one entry (key "day") whose units are guests a day. 404 when the property does not exist.
 */
export async function getPropertyAvailability(input: GetPropertyAvailabilityInput): Promise<PropertyAvailability> {
  assertRange(input.from, input.to);
  const [found] = await readAvailability(input.kind, [input.propertyId], input.from, input.to, input.now ?? new Date());
  if (!found) throw AppError.notFound(input.kind === "hotel" ? "Hotel not found." : "Guest house not found.");
  return found;
}
