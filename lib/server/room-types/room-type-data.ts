import "server-only";

import type { RoomTypeInput } from "@/lib/validation/content-hotels";
import { decimal } from "../catalogue/db-errors";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors/app-error";

/** Validated form input → the room type row; isActive is always true on save (admin spec §3). */
export function roomTypeData(input: RoomTypeInput) {
  return {
    hotelId: input.hotelId,
    name: input.name,
    description: input.description,
    basePrice: decimal(input.basePrice),
    maxOccupancy: input.maxOccupancy,
    ...(input.units !== undefined ? { units: input.units } : {}),
    amenities: input.amenities,
    images: input.images,
    isActive: true,
  };
}

export const DUPLICATE_ROOM_TYPE = "This hotel already has a room type with that name.";

/** A second room type of one name in one hotel → 409 instead of a constraint error. */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(DUPLICATE_ROOM_TYPE);
    throw error;
  }
}
