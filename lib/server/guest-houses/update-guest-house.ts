import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouseInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { onRow } from "../catalogue/db-errors";
import { toGuestHouseDTO } from "./guest-house-dto";
import { guestHouseData } from "./guest-house-data";

export async function updateGuestHouse(id: number, input: GuestHouseInput): Promise<GuestHouseDTO> {
  const row = await onRow("Guest house not found.", () => getDb().guestHouse.update({ where: { id }, data: guestHouseData(input) }));
  revalidateCatalogue("guestHouses");
  return toGuestHouseDTO(row);
}
