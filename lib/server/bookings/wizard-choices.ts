import "server-only";

import type { Prisma } from "../db/generated/client";
import type { GuestHouseDTO, HotelDetailDTO, PromotionDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { containsText } from "../catalogue/text-search";
import { toHotelDTO, toRoomTypeDTO } from "../hotels/hotel-dto";
import { toGuestHouseDTO } from "../guest-houses/guest-house-dto";

/** How many properties a booking wizard offers to choose from when the address names none. */
export const WIZARD_CHOICES = 24;

export interface WizardChoices<T> {
  items: T[];
  /** Every property that matches, whatever the limit. */
  total: number;
}

/**
 * The hotels /book offers when its address names none: those the offer covers (its hotel, or the
 * hotels of its place), narrowed by the visitor's search text (name or place), oldest first, at
 * most `limit` of them with their active room types; and how many match in all.
 */
export async function hotelWizardChoices({
  q = "",
  promotion = null,
  limit = WIZARD_CHOICES,
}: {
  q?: string;
  promotion?: Pick<PromotionDTO, "hotelId" | "location"> | null;
  limit?: number;
}): Promise<WizardChoices<HotelDetailDTO>> {
  const and: Prisma.HotelWhereInput[] = [];
  if (promotion) and.push(promotion.hotelId !== null ? { id: promotion.hotelId } : { location: promotion.location });
  if (q) and.push({ OR: [{ name: containsText(q) }, { location: containsText(q) }] });
  const where: Prisma.HotelWhereInput = and.length ? { AND: and } : {};
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.hotel.findMany({
      where,
      orderBy: { id: "asc" },
      take: limit,
      include: { roomTypeRecords: { where: { isActive: true }, orderBy: [{ basePrice: "asc" }, { id: "asc" }] } },
    }),
    db.hotel.count({ where }),
  ]);
  const items = rows.map(({ roomTypeRecords, ...hotel }) => ({
    ...toHotelDTO(hotel),
    roomTypeDetails: roomTypeRecords.map((r) => toRoomTypeDTO(r, hotel.name)),
  }));
  return { items, total };
}

/** The active guest houses /book-guest-house offers when its address names none, narrowed by the search text; oldest first. */
export async function guestHouseWizardChoices({
  q = "",
  limit = WIZARD_CHOICES,
}: {
  q?: string;
  limit?: number;
}): Promise<WizardChoices<GuestHouseDTO>> {
  const where: Prisma.GuestHouseWhereInput = {
    isActive: true,
    ...(q ? { OR: [{ title: containsText(q) }, { location: containsText(q) }] } : {}),
  };
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.guestHouse.findMany({ where, orderBy: { id: "asc" }, take: limit }),
    db.guestHouse.count({ where }),
  ]);
  return { items: rows.map((row) => toGuestHouseDTO(row)), total };
}
