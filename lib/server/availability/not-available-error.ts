import "server-only";

import { roomKey, DAY_VISIT_KEY, type PropertyKind } from "@/lib/availability/inventory";
import { AppError, isAppError } from "../errors/app-error";
import { logger } from "../logger";
import { DATES_NOT_AVAILABLE } from "./hold-inventory";
import { findStayAlternatives } from "./find-stay-alternatives";

/** The stay a booking asked for, to look for alternatives to it. */
export interface AskedStay {
  kind: PropertyKind;
  propertyId: number;
  roomTypeName: string;
  dayVisit?: boolean;
  checkIn: string;
  checkOut: string;
  count: number;
  today: string;
}

/**
 * Runs a booking's creation; when its stay no longer fits (409 reason "not_available" from inside
 * the rolled-back transaction), answers the same 409 with the free alternatives in the body:
 * `{error, message, reason, alternatives: {roomTypes: [{name, free}], nearestDates: {checkIn, checkOut} | null}}`.
 */
export async function notAvailableWithAlternatives<T>(stay: AskedStay, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!(isAppError(error) && error.reason === "not_available")) throw error;
    let alternatives = null;
    try {
      alternatives = await findStayAlternatives({
        ...stay,
        roomKey: stay.dayVisit ? DAY_VISIT_KEY : roomKey(stay.roomTypeName),
      });
    } catch (failure) {
      // The 409 matters more than its suggestions.
      logger.warn("could not compute booking alternatives", { error: failure });
    }
    throw AppError.conflict(DATES_NOT_AVAILABLE, { reason: "not_available", extra: { alternatives } });
  }
}
