import "server-only";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { toGuestHouseDTO } from "./guest-house-dto";

/** One guest house; an inactive one is hidden from everyone but admins (NOT_FOUND). */
export async function getGuestHouse(id: number, { includeInactive = false } = {}): Promise<GuestHouseDTO> {
  const row = await getDb().guestHouse.findUnique({ where: { id } });
  if (!row || (!row.isActive && !includeInactive)) throw AppError.notFound("Guest house not found.");
  return toGuestHouseDTO(row);
}
