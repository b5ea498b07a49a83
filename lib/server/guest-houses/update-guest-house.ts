import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouseInput } from "@/lib/validation/content";
import { DAY_VISIT_KEY, roomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";
import { toGuestHouseDTO } from "./guest-house-dto";
import { guestHouseData } from "./guest-house-data";
import { dailyCapacityOf } from "../availability/resolve-inventory-target";
import { setInventoryUnits } from "../availability/set-inventory-units";

/**
 * Saves a guest house. Its room units (and a day visit's daily capacity) apply to the inventory
 * from today on in the same transaction — 409 when a night already has more booked.
 */
export async function updateGuestHouse(id: number, input: GuestHouseInput): Promise<GuestHouseDTO> {
  const row = await getDb().$transaction(
    async (tx) => {
      const saved = await onRow("Guest house not found.", () => tx.guestHouse.update({ where: { id }, data: guestHouseData(input) }));
      const from = addDays(todayYmd(), -1);
      if (saved.type === "resort_day_visit") {
        const units = dailyCapacityOf(saved);
        await setInventoryUnits(tx, { kind: "guest_house", propertyId: id, roomKey: DAY_VISIT_KEY, units, what: "The daily capacity" }, from);
      }
      for (const room of input.roomTypes) {
        const what = `Units of ${room.name}`;
        await setInventoryUnits(tx, { kind: "guest_house", propertyId: id, roomKey: roomKey(room.name), units: room.units, what }, from);
      }
      return saved;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  revalidateCatalogue("guestHouses");
  return toGuestHouseDTO(row);
}
