import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import type { HotelInput } from "@/lib/validation/content-hotels";
import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";
import { toHotelDTO } from "./hotel-dto";
import { hotelData } from "./hotel-data";

/** Replaces a hotel's fields; AppError NOT_FOUND when there is none. */
export async function updateHotel(id: number, input: HotelInput): Promise<HotelDTO> {
  const row = await onRow("Hotel not found.", () => getDb().hotel.update({ where: { id }, data: hotelData(input) }));
  // Promotions and room types show the hotel too.
  expireCatalogue(catalogueChange.hotel(id));
  return toHotelDTO(row);
}
