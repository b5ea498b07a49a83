import type { HotelDTO } from "@/lib/types/catalogue";
import type { HotelInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toHotelDTO } from "./hotel-dto";
import { hotelData } from "./hotel-data";

export async function createHotel(input: HotelInput): Promise<HotelDTO> {
  const row = await getDb().hotel.create({ data: hotelData(input) });
  revalidateCatalogue("hotels");
  return toHotelDTO(row);
}
