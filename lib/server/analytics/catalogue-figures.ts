import "server-only";

import { catalogueStats } from "@/lib/catalogue/admin-stats";
import { contentAnalytics, growthNote, growthPercent, type ContentAnalytics } from "@/lib/catalogue/admin-analytics";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import type { HotelDTO } from "@/lib/types/catalogue";
import type { CatalogueFigures, ContentChange } from "@/lib/types/admin";
import { DESTINATION_HOTEL_COUNT_SQL } from "../destinations/hotel-counts";
import { getDb } from "../db/client";
import { toHotelDTO } from "../hotels/hotel-dto";

/** How far ahead an offer's end counts as 'expiring soon' (the Overview). */
export const EXPIRING_WITHIN_DAYS = 14;
/** The stat cards' growth window. */
export const GROWTH_DAYS = 30;

const int = (v: unknown) => Number(v ?? 0);

/**
 * The dashboard's stat cards and Overview figures (admin spec §2.1), each one aggregate query over
 * a catalogue table: counts, sums, the rows created before the growth window, the offers running
 * today and those ending soon. Nothing is loaded row by row.
 */
export async function catalogueFigures(now = new Date()): Promise<CatalogueFigures> {
  const db = getDb();
  const today = todayYmd(now);
  const soon = addDays(today, EXPIRING_WITHIN_DAYS);
  const since = new Date(now.getTime() - GROWTH_DAYS * 86_400_000);
  const [[hotels], [destinations], [promotions], [guestHouses]] = await Promise.all([
    db.$queryRaw<{ n: number; ratingSum: string; reviews: string; before: number }[]>`
      SELECT count(*)::int AS n, coalesce(sum("rating"), 0)::text AS "ratingSum", coalesce(sum("reviews"), 0)::text AS reviews,
             (count(*) FILTER (WHERE "createdAt" <= ${since}))::int AS before
      FROM "Hotel"`,
    db.$queryRaw<{ n: number; before: number }[]>`
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE "createdAt" <= ${since}))::int AS before FROM "Destination"`,
    db.$queryRaw<{ active: number; expiring: number }[]>`
      SELECT (count(*) FILTER (WHERE "validFrom" <= ${today}::date AND "validUntil" >= ${today}::date))::int AS active,
             (count(*) FILTER (WHERE "validFrom" <= ${today}::date AND "validUntil" >= ${today}::date AND "validUntil" <= ${soon}::date))::int AS expiring
      FROM "Promotion"`,
    db.$queryRaw<{ active: number }[]>`SELECT (count(*) FILTER (WHERE "isActive"))::int AS active FROM "GuestHouse"`,
  ]);
  return {
    stats: catalogueStats({
      hotels: int(hotels!.n),
      ratingSum: hotels!.ratingSum,
      reviews: int(hotels!.reviews),
      destinations: int(destinations!.n),
      activePromotions: int(promotions!.active),
    }),
    expiringSoon: int(promotions!.expiring),
    activeGuestHouses: int(guestHouses!.active),
    hotelGrowth: growthNote(growthPercent(int(hotels!.n), int(hotels!.before))),
    destinationGrowth: growthNote(growthPercent(int(destinations!.n), int(destinations!.before))),
  };
}

/**
 * The Analytics tab's figures (admin spec §2.1): the leaders (most reviews, most hotels, highest
 * discount; the oldest wins a tie) read with ORDER BY … LIMIT 1, the sums in the database.
 */
export async function analyticsFigures(): Promise<ContentAnalytics> {
  const db = getDb();
  const [[popular], [top], [best], [hotels], [promotions]] = await Promise.all([
    db.$queryRaw<
      { name: string; reviews: number }[]
    >`SELECT "name", "reviews" FROM "Hotel" ORDER BY "reviews" DESC, "id" ASC LIMIT 1`,
    // The destination with the most hotels, counted (not the stored, hand-typed figure).
    db.$queryRawUnsafe<{ name: string; hotels: number }[]>(
      `SELECT "name", "hotels" FROM (SELECT d."name", d."id", ${DESTINATION_HOTEL_COUNT_SQL} AS "hotels" FROM "Destination" d) c ORDER BY "hotels" DESC, "id" ASC LIMIT 1`,
    ),
    db.$queryRaw<
      { title: string; discount: number }[]
    >`SELECT "title", "discount" FROM "Promotion" ORDER BY "discount" DESC, "id" ASC LIMIT 1`,
    db.$queryRaw<{ priceSum: string }[]>`SELECT coalesce(sum("price"), 0)::text AS "priceSum" FROM "Hotel"`,
    db.$queryRaw<{ n: number; savings: string; discounts: string }[]>`
      SELECT count(*)::int AS n, coalesce(sum("originalPrice" - "discountedPrice"), 0)::text AS savings, coalesce(sum("discount"), 0)::text AS discounts
      FROM "Promotion"`,
  ]);
  return contentAnalytics({
    mostPopularHotel: popular ? { name: popular.name, reviews: int(popular.reviews) } : null,
    topDestination: top ? { name: top.name, hotels: int(top.hotels) } : null,
    bestPromotion: best ? { title: best.title, discount: int(best.discount) } : null,
    hotelPriceSum: hotels!.priceSum,
    savingsSum: promotions!.savings,
    promotions: int(promotions!.n),
    discountSum: int(promotions!.discounts),
  });
}

/**
 * The Overview's latest content changes: the newest `take` of each table by last change, merged
 * (each read is a LIMIT; nothing else is loaded).
 */
export async function latestContentChanges(take = 5): Promise<ContentChange[]> {
  const db = getDb();
  const select = { id: true, createdAt: true, updatedAt: true } as const;
  const newest = { orderBy: [{ updatedAt: "desc" as const }, { id: "desc" as const }], take };
  const [hotels, destinations, promotions, guestHouses] = await Promise.all([
    db.hotel.findMany({ select: { ...select, name: true }, ...newest }),
    db.destination.findMany({ select: { ...select, name: true }, ...newest }),
    db.promotion.findMany({ select: { ...select, title: true }, ...newest }),
    db.guestHouse.findMany({ select: { ...select, title: true }, ...newest }),
  ]);
  const change =
    (what: ContentChange["what"], prefix: string) =>
    (r: { id: number; createdAt: Date; updatedAt: Date; name?: string; title?: string }) => ({
      key: `${prefix}${r.id}`,
      what,
      name: r.name ?? r.title ?? "",
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    });
  return [
    ...hotels.map(change("Hotel", "h")),
    ...destinations.map(change("Destination", "d")),
    ...promotions.map(change("Promotion", "p")),
    ...guestHouses.map(change("Guest house", "g")),
  ]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, take);
}

/** The Overview's first hotels in the natural order (oldest first). */
export async function firstHotels(take = 3): Promise<HotelDTO[]> {
  const rows = await getDb().hotel.findMany({ orderBy: { id: "asc" }, take });
  return rows.map(toHotelDTO);
}
