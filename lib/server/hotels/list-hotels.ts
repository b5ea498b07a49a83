import "server-only";

import type { HotelDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { type Page, type PageArgs } from "../catalogue/serialize";
import { boundedPage } from "../catalogue/bounded-page";
import { toHotelDTO } from "./hotel-dto";

/** One page of hotels in the natural ("Recommended") order, oldest first (the first DEFAULT_PAGE_SIZE without a limit), and their total. */
export async function listHotels(page: PageArgs = {}): Promise<Page<HotelDTO>> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.hotel.findMany({ orderBy: { id: "asc" }, ...boundedPage(page) }),
    db.hotel.count(),
  ]);
  return { items: rows.map(toHotelDTO), total };
}
