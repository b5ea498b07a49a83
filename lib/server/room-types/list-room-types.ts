import type { RoomTypeDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { toRoomTypeDTO } from "../hotels/hotel-dto";

/** Every room type with its hotel's name, by hotel then name (the admin settings' table). */
export async function listRoomTypes(): Promise<RoomTypeDTO[]> {
  const rows = await getDb().roomType.findMany({ include: { hotel: { select: { name: true } } }, orderBy: [{ hotelId: "asc" }, { name: "asc" }] });
  return rows.map((r) => toRoomTypeDTO(r, r.hotel.name));
}
