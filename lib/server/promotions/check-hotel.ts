import "server-only";

import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";

/** A referenced hotel must exist: 400 with the field's message otherwise (never a foreign-key 500). */
export async function assertHotelExists(hotelId: number | null, field = "hotelId"): Promise<string | null> {
  if (hotelId === null) return null;
  const hotel = await getDb().hotel.findUnique({ where: { id: hotelId }, select: { name: true } });
  if (!hotel) throw AppError.badRequest("Please select a hotel.", { [field]: ["Please select a hotel."] });
  return hotel.name;
}
