import "server-only";

import { AppError } from "../../errors/app-error";

/**
 * 400 `over_occupancy`: the party does not fit the room type (hotels: adults + children above its
 * maxOccupancy) or the house (guest houses: above its maxGuests). The sentence names the limit and
 * what fits; `details` puts it on the field to change, and `fits` lists the room types that do
 * (lib/catalogue/occupancy.ts).
 */
export function overOccupancy(
  problem: { message: string; fits?: string[] },
  field: "roomType" | "guests" = "roomType",
): AppError {
  return new AppError("VALIDATION", problem.message, {
    reason: "over_occupancy",
    details: { [field]: [problem.message] },
    extra: problem.fits ? { fits: problem.fits } : undefined,
  });
}
