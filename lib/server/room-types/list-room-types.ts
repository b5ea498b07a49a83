import "server-only";

import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import type { Page } from "../catalogue/serialize";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { containsText } from "../admin-content/search-text";

export interface ListRoomTypesArgs {
  limit: number;
  offset: number;
  /** Text in the room type's or its hotel's name (case-insensitive). */
  q?: string;
}

/**
 * GET /api/room-types (admin): one page of room types with their hotel's name, newest first, and
 * the total — never the whole table (27 500 rows at scale).
 */
export async function listRoomTypes({ limit, offset, q }: ListRoomTypesArgs): Promise<Page<RoomTypeDTO>> {
  const db = getDb();
  const where: Prisma.RoomTypeWhereInput = q
    ? { OR: [{ name: containsText(q) }, { hotel: { name: containsText(q) } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.roomType.findMany({
      where,
      include: { hotel: { select: { name: true } } },
      orderBy: { id: "desc" },
      take: limit,
      skip: offset,
    }),
    db.roomType.count({ where }),
  ]);
  return { items: rows.map((r) => toRoomTypeDTO(r, r.hotel.name)), total };
}
