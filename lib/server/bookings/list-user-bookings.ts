import "server-only";

import { z } from "zod";

import type { UserDTO } from "@/lib/types/auth";
import { AppError } from "../errors/app-error";
import { listBookingsForUser, type CustomerBookingsPage, type CustomerPageRequest } from "./list-bookings";

const userIdSchema = z.uuid("Invalid user id.");

/**
 * Who may read an account's bookings: the account itself or an administrator; anyone else → 403
 * (whether the account exists or not), then a malformed id → 400. Returns the id.
 */
export function authorizeUserBookings(actor: UserDTO, userId: string): string {
  if (actor.id !== userId && actor.role !== "admin") throw AppError.forbidden("You can only see your own bookings.");
  const parsed = userIdSchema.safeParse(userId);
  if (!parsed.success) throw AppError.badRequest("Invalid user id.", { userId: ["Invalid user id."] });
  return parsed.data;
}

/**
 * GET /api/bookings/user/{userId}: one page of an account's bookings, for that account itself or
 * an administrator; anyone else → 403 (whether the account exists or not).
 */
export async function listUserBookingsAs(
  actor: UserDTO,
  userId: string,
  page: CustomerPageRequest = {},
): Promise<CustomerBookingsPage> {
  return listBookingsForUser(authorizeUserBookings(actor, userId), page);
}
