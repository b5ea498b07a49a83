import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import type { HotelInput } from "@/lib/validation/content-hotels";
import { getDb } from "../db/client";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { toHotelDTO } from "./hotel-dto";
import { hotelData } from "./hotel-data";

export async function createHotel(input: HotelInput): Promise<HotelDTO> {
  const row = await getDb().hotel.create({ data: hotelData(input) });
  expireCatalogue(catalogueChange.hotel(row.id, { promotions: false }));
  return toHotelDTO(row);
}
