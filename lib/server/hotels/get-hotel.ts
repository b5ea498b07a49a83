import "server-only";

import type { HotelDetailDTO } from "@/lib/types/catalogue";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { toHotelDTO, toRoomTypeDTO } from "./hotel-dto";

/** One hotel with its active room types; AppError NOT_FOUND when there is none. */
export async function getHotel(id: number): Promise<HotelDetailDTO> {
  const hotel = await getDb().hotel.findUnique({
    where: { id },
    include: { roomTypeRecords: { where: { isActive: true }, orderBy: [{ basePrice: "asc" }, { id: "asc" }] } },
  });
  if (!hotel) throw AppError.notFound("Hotel not found.");
  const { roomTypeRecords, ...rest } = hotel;
  return { ...toHotelDTO(rest), roomTypeDetails: roomTypeRecords.map((r) => toRoomTypeDTO(r, hotel.name)) };
}
