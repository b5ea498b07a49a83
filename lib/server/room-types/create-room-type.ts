import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content";
import { roomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { setInventoryUnits } from "../availability/set-inventory-units";
import { roomTypeData, uniqueName } from "./room-type-data";

/**
 * Creates a room type. A name the hotel already listed (and guests booked at the default units)
 * takes the new units from today on, in the same transaction — 409 when fewer than already booked.
 */
export async function createRoomType(input: RoomTypeInput): Promise<RoomTypeDTO> {
  const hotelName = (await assertHotelExists(input.hotelId))!;
  const row = await uniqueName(() =>
    getDb().$transaction(
      async (tx) => {
        const saved = await tx.roomType.create({ data: roomTypeData(input) });
        const what = `Units of ${saved.name}`;
        await setInventoryUnits(tx, { kind: "hotel", propertyId: saved.hotelId, roomKey: roomKey(saved.name), units: saved.units, what }, addDays(todayYmd(), -1));
        return saved;
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  // A hotel's page lists its room types.
  revalidateCatalogue("hotels");
  return toRoomTypeDTO(row, hotelName);
}
