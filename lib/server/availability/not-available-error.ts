import { roomKey, DAY_VISIT_KEY, type PropertyKind } from "@/lib/availability/inventory";
import { AppError, isAppError } from "../errors/app-error";
import { logger } from "../logger";
import { DATES_NOT_AVAILABLE } from "./hold-inventory";
import { findStayAlternatives } from "./find-stay-alternatives";
import { readAvailability } from "./read-inventory";

/**
 * Runs a booking's creation; when its stay no longer fits (409 reason "not_available" from inside
 * the rolled-back transaction), answers the same 409 with the free alternatives in the body:
 * `{error, message, alternatives: {roomTypes: [{name, free}], nearestDates: {checkIn, checkOut} | null}}`.
 */
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
 * A read-only look before side effects that should not happen for a full stay (creating the
 * guest's account): 409 with alternatives when the room is already taken. Not the guarantee —
 * the booking's transaction is.
 */
export async function assertStayLooksFree(stay: AskedStay): Promise<void> {
  const key = stay.dayVisit ? DAY_VISIT_KEY : roomKey(stay.roomTypeName);
  await notAvailableWithAlternatives(stay, async () => {
    const [p] = await readAvailability(stay.kind, [stay.propertyId], stay.checkIn, stay.checkOut, new Date());
    const room = p?.roomTypes.find((r) => r.key === key);
    if (room && room.freeForWholeStay < stay.count) throw AppError.conflict(DATES_NOT_AVAILABLE, { reason: "not_available" });
  });
}

export async function notAvailableWithAlternatives<T>(stay: AskedStay, create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (!(isAppError(error) && error.reason === "not_available")) throw error;
    let alternatives = null;
    try {
      alternatives = await findStayAlternatives({ ...stay, roomKey: stay.dayVisit ? DAY_VISIT_KEY : roomKey(stay.roomTypeName) });
    } catch (failure) {
      // The 409 matters more than its suggestions.
      logger.warn("could not compute booking alternatives", { error: failure });
    }
    throw AppError.conflict(DATES_NOT_AVAILABLE, { reason: "not_available", extra: { alternatives } });
  }
}
