import type { HotelDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { pageArgs, type Page, type PageArgs } from "../catalogue/serialize";
import { toHotelDTO } from "./hotel-dto";

/** Every hotel in the natural ("Recommended") order: oldest first. */
export async function listHotels(page: PageArgs = {}): Promise<Page<HotelDTO>> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.hotel.findMany({ orderBy: { id: "asc" }, ...pageArgs(page) }),
    db.hotel.count(),
  ]);
  return { items: rows.map(toHotelDTO), total };
}
