import "server-only";

import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";

/**
 * Deletes a guest house; its bookings keep their rows and the title copied onto them
 * (guestHouseId → null). Its inventory goes with it, and its bookings hold nothing any more.
 */
export async function deleteGuestHouse(id: number): Promise<{ message: string }> {
  const db = getDb();
  await onRow("Guest house not found.", () =>
    db.$transaction([
      db.guestHouseBooking.updateMany({
        where: { guestHouseId: id, inventoryHeld: true },
        data: { inventoryHeld: false, inventoryReleasedAt: new Date() },
      }),
      db.inventoryNight.deleteMany({ where: { propertyKind: "guest_house", propertyId: id } }),
      db.guestHouse.delete({ where: { id } }),
    ]),
  );
  expireCatalogue(catalogueChange.guestHouse(id));
  return { message: "Local tourism package deleted successfully" };
}
