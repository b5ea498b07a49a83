import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouseInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toGuestHouseDTO } from "./guest-house-dto";
import { guestHouseData } from "./guest-house-data";

export async function createGuestHouse(input: GuestHouseInput): Promise<GuestHouseDTO> {
  const row = await getDb().guestHouse.create({ data: guestHouseData(input) });
  revalidateCatalogue("guestHouses");
  return toGuestHouseDTO(row);
}
