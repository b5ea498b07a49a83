import { z } from "zod";

import type { UserDTO } from "@/lib/types/auth";
import type { BookingSummary } from "@/lib/types/bookings";
import { AppError } from "../errors/app-error";
import { listBookingsForUser } from "./list-bookings";

const userIdSchema = z.uuid("Invalid user id.");

/**
 * GET /api/bookings/user/{userId}: an account's bookings, for that account itself or an
 * administrator; anyone else → 403 (whether the account exists or not).
 */
export async function listUserBookingsAs(actor: UserDTO, userId: string): Promise<BookingSummary[]> {
  if (actor.id !== userId && actor.role !== "admin") throw AppError.forbidden("You can only see your own bookings.");
  const parsed = userIdSchema.safeParse(userId);
  if (!parsed.success) throw AppError.badRequest("Invalid user id.", { userId: ["Invalid user id."] });
  return listBookingsForUser(parsed.data);
}
