import "server-only";

import type { DestinationDTO, GuestHouseDTO, HotelDetailDTO } from "@/lib/types/catalogue";
import type { AdminPage } from "@/lib/validation/admin-lists";
import type { AdminPromotion } from "@/lib/types/admin";
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { toHotelDTO, toRoomTypeDTO } from "../hotels/hotel-dto";
import { toDestinationDTO } from "../destinations/list-destinations";
import { withHotelCounts } from "../destinations/hotel-counts";
import { toPromotionDTO } from "../promotions/list-promotions";
import { toGuestHouseDTO } from "../guest-houses/guest-house-dto";
import { containsText, readAdminPage } from "./search-text";
import { GUEST_HOUSE_TYPES } from "@/lib/catalogue/guest-house-search";

/**
 * The admin dashboard's content tables (admin spec §2.1): one page of each list, newest first (a
 * record just created is at the top of page 1), narrowed by the dashboard's search text in the
 * database. Admins see inactive guest houses too.
 */
export interface AdminListArgs {
  q: string;
  /** 1-based; clamped to the last page. */
  page: number;
}

/** One page of hotels, each with its room type records (the edit dialog's rows: name, price, rooms). */
export function listAdminHotels({ q, page }: AdminListArgs): Promise<AdminPage<HotelDetailDTO>> {
  const db = getDb();
  const where: Prisma.HotelWhereInput = q ? { OR: [{ name: containsText(q) }, { location: containsText(q) }] } : {};
  return readAdminPage(
    page,
    () => db.hotel.count({ where }),
    (p) =>
      db.hotel.findMany({
        where,
        orderBy: { id: "desc" },
        include: { roomTypeRecords: { orderBy: { id: "asc" } } },
        ...p,
      }),
    ({ roomTypeRecords, ...hotel }) => ({
      ...toHotelDTO(hotel),
      roomTypeDetails: roomTypeRecords.map((r) => toRoomTypeDTO(r, hotel.name)),
    }),
  );
}

export async function listAdminDestinations({ q, page }: AdminListArgs): Promise<AdminPage<DestinationDTO>> {
  const db = getDb();
  const where: Prisma.DestinationWhereInput = q
    ? { OR: [{ name: containsText(q) }, { country: containsText(q) }] }
    : {};
  const read = await readAdminPage(
    page,
    () => db.destination.count({ where }),
    (p) => db.destination.findMany({ where, orderBy: { id: "desc" }, ...p }),
    toDestinationDTO,
  );
  return { ...read, items: await withHotelCounts(read.items) };
}

export function listAdminPromotions({ q, page }: AdminListArgs): Promise<AdminPage<AdminPromotion>> {
  const db = getDb();
  const where: Prisma.PromotionWhereInput = q
    ? { OR: [{ title: containsText(q) }, { location: containsText(q) }] }
    : {};
  return readAdminPage(
    page,
    () => db.promotion.count({ where }),
    (p) =>
      db.promotion.findMany({ where, orderBy: { id: "desc" }, include: { hotel: { select: { name: true } } }, ...p }),
    ({ hotel, ...row }) => ({ ...toPromotionDTO(row), hotelName: hotel?.name ?? null }),
  );
}

export function listAdminGuestHouses({ q, page }: AdminListArgs): Promise<AdminPage<GuestHouseDTO>> {
  const db = getDb();
  const needle = q.toLowerCase();
  // The guest-house kinds as the table shows them, with their stored names: the search matches either.
  const types = GUEST_HOUSE_TYPES.filter((t) => t.value.includes(needle) || t.label.toLowerCase().includes(needle)).map(
    (t) => t.value,
  );
  const where: Prisma.GuestHouseWhereInput = q
    ? {
        OR: [
          { title: containsText(q) },
          { location: containsText(q) },
          ...(types.length ? [{ type: { in: types } }] : []),
        ],
      }
    : {};
  return readAdminPage(
    page,
    () => db.guestHouse.count({ where }),
    (p) => db.guestHouse.findMany({ where, orderBy: { id: "desc" }, ...p }),
    // The dialog sends the room types' ids back on save, so a rename keeps the room type.
    (row) => toGuestHouseDTO(row, { roomIds: true }),
  );
}
