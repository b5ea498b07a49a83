import "server-only";

import type { DestinationDTO } from "@/lib/types/catalogue";
import type { Destination } from "../db/generated/client";
import { getDb } from "../db/client";
import { iso, money, type Page, type PageArgs } from "../catalogue/serialize";
import { boundedPage } from "../catalogue/bounded-page";
import { withHotelCounts } from "./hotel-counts";

export function toDestinationDTO(d: Destination): DestinationDTO {
  return {
    id: d.id,
    name: d.name,
    country: d.country,
    image: d.image,
    // Counted from the hotels by withHotelCounts; the stored column is no longer written.
    hotels: d.hotels,
    priceFrom: money(d.priceFrom),
    description: d.description,
    attractions: d.attractions,
    bestTimeToVisit: d.bestTimeToVisit,
    currency: d.currency,
    language: d.language,
    timezone: d.timezone,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** One page of destinations in the natural order (the first DEFAULT_PAGE_SIZE without a limit), with their hotels counted, and their total. */
export async function listDestinations(page: PageArgs = {}): Promise<Page<DestinationDTO>> {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.destination.findMany({ orderBy: { id: "asc" }, ...boundedPage(page) }),
    db.destination.count(),
  ]);
  return { items: await withHotelCounts(rows.map(toDestinationDTO)), total };
}
