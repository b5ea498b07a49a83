import "server-only";

import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { AdminPage, RoomTypeListParams } from "@/lib/validation/admin-lists";
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { containsText, readAdminPage } from "../admin-content/search-text";

/**
 * Settings → Room Types (admin spec §2.2): one page of room types with their hotel's name, newest
 * first, narrowed in the database by text found in the room type's or its hotel's name.
 */
export function searchRoomTypes({ q, page }: RoomTypeListParams): Promise<AdminPage<RoomTypeDTO>> {
  const db = getDb();
  const where: Prisma.RoomTypeWhereInput = q
    ? { OR: [{ name: containsText(q) }, { hotel: { name: containsText(q) } }] }
    : {};
  return readAdminPage(
    page,
    () => db.roomType.count({ where }),
    (p) =>
      db.roomType.findMany({ where, orderBy: { id: "desc" }, include: { hotel: { select: { name: true } } }, ...p }),
    (r) => toRoomTypeDTO(r, r.hotel.name),
  );
}
