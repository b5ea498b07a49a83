import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { pageArgs, type Page, type PageArgs } from "../catalogue/serialize";
import { toGuestHouseDTO } from "./guest-house-dto";

export interface ListGuestHousesArgs extends PageArgs {
  /** Only an admin may see inactive listings; the caller decides. */
  includeInactive?: boolean;
  /** The admin dashboard: room types carry their ids (toGuestHouseDTO). */
  roomIds?: boolean;
}

export async function listGuestHouses({ includeInactive = false, roomIds = false, ...page }: ListGuestHousesArgs = {}): Promise<Page<GuestHouseDTO>> {
  const db = getDb();
  const where = includeInactive ? {} : { isActive: true };
  const [rows, total] = await Promise.all([
    db.guestHouse.findMany({ where, orderBy: { id: "asc" }, ...pageArgs(page) }),
    db.guestHouse.count({ where }),
  ]);
  return { items: rows.map((row) => toGuestHouseDTO(row, { roomIds })), total };
}
