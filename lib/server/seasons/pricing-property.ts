import "server-only";

import type { HotelNameSearch } from "@/lib/validation/admin-lists";
import type { SeasonProperty } from "@/lib/types/seasons";
import { fromCents, toCents, GUEST_HOUSE_BASE_KEY } from "@/lib/pricing";
import { getDb } from "../db/client";
import { containsText } from "../admin-content/search-text";

/**
 * The property Settings › Pricing Rules manages seasons of, with the rates a season may replace: a
 * hotel's room types (by id) or a guest house's base price ("base"). Null when it does not exist.
 */
export async function pricingProperty(kind: SeasonProperty["kind"], id: number): Promise<SeasonProperty | null> {
  const db = getDb();
  if (kind === "hotel") {
    const hotel = await db.hotel.findUnique({
      where: { id },
      select: {
        id: true,
        name: true,
        roomTypeRecords: { select: { id: true, name: true, basePrice: true }, orderBy: { id: "asc" }, take: 50 },
      },
    });
    return hotel
      ? {
          kind,
          id: hotel.id,
          name: hotel.name,
          rates: hotel.roomTypeRecords.map((r) => ({
            key: String(r.id),
            name: r.name,
            basePrice: fromCents(toCents(r.basePrice)),
          })),
        }
      : null;
  }
  const house = await db.guestHouse.findUnique({
    where: { id },
    select: { id: true, title: true, pricePerNight: true },
  });
  return house
    ? {
        kind,
        id: house.id,
        name: house.title,
        rates: [{ key: GUEST_HOUSE_BASE_KEY, name: "Base price", basePrice: fromCents(toCents(house.pricePerNight)) }],
      }
    : null;
}

/** The Pricing Rules guest-house picker: at most `limit` houses whose title holds `q` (the trigram index serves it), by title. */
export async function searchGuestHouseNames({ q, limit }: HotelNameSearch): Promise<{ id: number; name: string }[]> {
  const rows = await getDb().guestHouse.findMany({
    where: q ? { title: containsText(q) } : {},
    select: { id: true, title: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, name: r.title }));
}
