import "server-only";

import type { RoomTypeDTO } from "@/lib/types/catalogue";
import type { RoomTypeInput } from "@/lib/validation/content-hotels";
import { hotelRoomKey } from "@/lib/availability/inventory";
import { addDays, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";
import { AppError } from "../errors/app-error";
import { toRoomTypeDTO } from "../hotels/hotel-dto";
import { assertHotelExists } from "../promotions/check-hotel";
import { setInventoryUnits } from "../availability/set-inventory-units";
import { assertNoHeldNights } from "../availability/room-type-removal";
import { roomTypeData, uniqueName } from "./room-type-data";
import { lockHotelRows, syncHotelRoomTypeList } from "./sync-hotel-list";

/**
 * Saves a room type. Its inventory is keyed by its id, so a rename keeps every room already booked
 * (nothing moves) and the old name is no longer bookable at all. The RoomType row is locked first
 * (FOR UPDATE): a booking of it in flight (which share-locks the row) commits before, and one
 * that starts meanwhile waits and then sees the new name. New units apply from today on — 409 when
 * a night already has more rooms booked. Moving it to another hotel is refused (409) while it holds
 * future nights at its hotel. The hotels' text lists follow.
 */
export async function updateRoomType(id: number, input: RoomTypeInput): Promise<RoomTypeDTO> {
  const db = getDb();
  const existing = await db.roomType.findUnique({ where: { id }, select: { id: true, images: true } });
  if (!existing) throw AppError.notFound("Room type not found.");
  await assertPicturesExist({ images: input.images }, existing.images);
  const hotelName = (await assertHotelExists(input.hotelId))!;
  let leftHotelId = input.hotelId;
  const row = await uniqueName(() =>
    db.$transaction(
      async (tx) => {
        const locked = await tx.$queryRawUnsafe<{ hotelId: number; name: string }[]>(
          `SELECT "hotelId", "name" FROM "RoomType" WHERE "id" = $1::int FOR UPDATE`,
          id,
        );
        const before = locked[0];
        if (!before) throw AppError.notFound("Room type not found.");
        leftHotelId = before.hotelId;
        if (before.hotelId !== input.hotelId) {
          await assertNoHeldNights(tx, {
            kind: "hotel",
            propertyId: before.hotelId,
            roomKey: hotelRoomKey(id),
            name: before.name,
          });
        }
        await lockHotelRows(tx, [before.hotelId, input.hotelId]); // before the update: one lock order (sync-hotel-list.ts)
        const saved = await onRow("Room type not found.", () =>
          tx.roomType.update({ where: { id }, data: roomTypeData(input) }),
        );
        if (before.hotelId === saved.hotelId) {
          await syncHotelRoomTypeList(tx, saved.hotelId, { remove: before.name, add: saved.name });
        } else {
          await syncHotelRoomTypeList(tx, before.hotelId, { remove: before.name });
          await syncHotelRoomTypeList(tx, saved.hotelId, { add: saved.name });
        }
        const what = `Units of ${saved.name}`;
        await setInventoryUnits(
          tx,
          { kind: "hotel", propertyId: saved.hotelId, roomKey: hotelRoomKey(saved.id), units: saved.units, what },
          addDays(todayYmd(), -1),
        );
        return saved;
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
  expireCatalogue(catalogueChange.roomType(leftHotelId, row.hotelId));
  return toRoomTypeDTO(row, hotelName);
}
