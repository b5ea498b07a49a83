import "server-only";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouseInput } from "@/lib/validation/content-guest-houses";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { toGuestHouseDTO } from "./guest-house-dto";
import { guestHouseData } from "./guest-house-data";
import { newRoomTypeId } from "./room-type-ids";

/** Creates a guest house; each room type gets a fresh id (its identity in the inventory). */
export async function createGuestHouse(input: GuestHouseInput): Promise<GuestHouseDTO> {
  await assertPicturesExist({ mainImage: input.mainImage, galleryImages: input.galleryImages });
  const row = await getDb().guestHouse.create({
    data: guestHouseData(
      input,
      input.roomTypes.map(() => newRoomTypeId()),
    ),
  });
  expireCatalogue(catalogueChange.guestHouse(row.id));
  return toGuestHouseDTO(row);
}
