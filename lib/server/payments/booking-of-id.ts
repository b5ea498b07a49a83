import "server-only";

import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { ALL_BOOKING_TABLES, type Stay } from "../bookings/kinds";

/** The booking of an id, in whichever table it is (the admin routes name a booking by its id alone); 404 when none. */
export async function stayOfId(id: string): Promise<Stay> {
  for (const table of ALL_BOOKING_TABLES) {
    const found = await table.findById(getDb(), id);
    if (found) return found.stay;
  }
  throw AppError.notFound("Booking not found.");
}
