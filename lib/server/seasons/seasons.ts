import "server-only";

/**
 * Seasons of a property (docs/seasons.md): the admin's list, create, update and delete, and the one
 * query a booking or a wizard reads a property's seasons with. Seasons of one property never overlap:
 * a save locks the property's row (FOR NO KEY UPDATE, so bookings inserting under it are not held up)
 * and refuses an overlap with 400.
 */
import type { SeasonDTO } from "@/lib/types/seasons";
import { MAX_SEASONS_PER_PROPERTY, type SeasonInput } from "@/lib/validation/seasons";
import { fromCents, shortDate, toCents, toSeasonRates, type SeasonRates } from "@/lib/pricing";
import type { Prisma, Season } from "../db/generated/client";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { ymd } from "../catalogue/serialize";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";

type Kind = SeasonDTO["propertyKind"];
type Tx = Prisma.TransactionClient;

const day = (value: string) => new Date(`${value}T00:00:00Z`);
const propertyWhere = (kind: Kind, propertyId: number) =>
  kind === "hotel" ? { hotelId: propertyId } : { guestHouseId: propertyId };

function storedPrices(value: unknown): Record<string, number> {
  const prices: Record<string, number> = {};
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, price] of Object.entries(value)) {
      if (typeof price === "string" || typeof price === "number") prices[key] = fromCents(toCents(price));
    }
  }
  return prices;
}

export function toSeasonDTO(row: Season): SeasonDTO {
  return {
    id: row.id,
    propertyKind: row.propertyKind,
    propertyId: (row.propertyKind === "hotel" ? row.hotelId : row.guestHouseId) ?? 0,
    name: row.name,
    startDate: ymd(row.startDate),
    endDate: ymd(row.endDate),
    minNights: row.minNights,
    percent: row.percent,
    prices: storedPrices(row.prices),
  };
}

/** The property's seasons, by first night (at most MAX_SEASONS_PER_PROPERTY exist). 404 without the property. */
export async function listSeasons(kind: Kind, propertyId: number): Promise<SeasonDTO[]> {
  const db = getDb();
  const exists =
    kind === "hotel"
      ? await db.hotel.findUnique({ where: { id: propertyId }, select: { id: true } })
      : await db.guestHouse.findUnique({ where: { id: propertyId }, select: { id: true } });
  if (!exists) throw AppError.notFound(kind === "hotel" ? "Hotel not found." : "Guest house not found.");
  const rows = await db.season.findMany({
    where: propertyWhere(kind, propertyId),
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take: MAX_SEASONS_PER_PROPERTY,
  });
  return rows.map(toSeasonDTO);
}

/**
 * The seasons with a night in [checkIn, checkOut) of one property, as the pricing uses them: one
 * indexed query (Season_hotelId_startDate_endDate_idx), whatever the number of nights.
 */
export async function seasonsForStay(
  db: Pick<Tx, "season">,
  kind: Kind,
  propertyId: number,
  checkIn: string,
  checkOut: string,
): Promise<SeasonRates[]> {
  const rows = await db.season.findMany({
    where: { ...propertyWhere(kind, propertyId), startDate: { lt: day(checkOut) }, endDate: { gte: day(checkIn) } },
    orderBy: { startDate: "asc" },
    take: MAX_SEASONS_PER_PROPERTY,
  });
  return rows.map((row) => toSeasonRates(toSeasonDTO(row)));
}

/** The seasons not yet over on `today` of the given properties (the wizards price any dates the guest picks with them): one query. */
export async function upcomingSeasons(kind: Kind, propertyIds: readonly number[], today: string): Promise<SeasonDTO[]> {
  if (propertyIds.length === 0) return [];
  const rows = await getDb().season.findMany({
    where: {
      ...(kind === "hotel" ? { hotelId: { in: [...propertyIds] } } : { guestHouseId: { in: [...propertyIds] } }),
      endDate: { gte: day(today) },
    },
    orderBy: { startDate: "asc" },
    take: MAX_SEASONS_PER_PROPERTY * propertyIds.length,
  });
  return rows.map(toSeasonDTO);
}

/** Locks the property's row; 404 without it. Returns a hotel's room type ids (a guest house's only key is "base"). */
async function lockProperty(tx: Tx, kind: Kind, propertyId: number): Promise<Set<string>> {
  if (kind === "hotel") {
    const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT "id" FROM "Hotel" WHERE "id" = $1::int FOR NO KEY UPDATE`,
      propertyId,
    );
    if (locked.length === 0) throw AppError.notFound("Hotel not found.");
    const rooms = await tx.roomType.findMany({ where: { hotelId: propertyId }, select: { id: true } });
    return new Set(rooms.map((r) => String(r.id)));
  }
  const locked = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT "id" FROM "GuestHouse" WHERE "id" = $1::int FOR NO KEY UPDATE`,
    propertyId,
  );
  if (locked.length === 0) throw AppError.notFound("Guest house not found.");
  return new Set(["base"]);
}

async function assertSavable(tx: Tx, input: SeasonInput, selfId: number | null): Promise<void> {
  const keys = await lockProperty(tx, input.propertyKind, input.propertyId);
  const unknown = Object.keys(input.prices).filter((key) => !keys.has(key));
  if (unknown.length > 0) {
    const message =
      input.propertyKind === "hotel"
        ? "A price names a room type this hotel does not have."
        : 'A guest house season has one price: "base".';
    throw AppError.badRequest(message, { prices: [message] });
  }
  const where = propertyWhere(input.propertyKind, input.propertyId);
  const overlap = await tx.season.findFirst({
    where: {
      ...where,
      startDate: { lte: day(input.endDate) },
      endDate: { gte: day(input.startDate) },
      ...(selfId !== null ? { id: { not: selfId } } : {}),
    },
    orderBy: { startDate: "asc" },
  });
  if (overlap) {
    const message = `These dates overlap the season “${overlap.name}” (${shortDate(ymd(overlap.startDate))} – ${shortDate(ymd(overlap.endDate))}): seasons of one property may not overlap.`;
    throw AppError.badRequest(message, { startDate: [message] });
  }
  if (selfId === null && (await tx.season.count({ where })) >= MAX_SEASONS_PER_PROPERTY) {
    throw AppError.badRequest(`A property has at most ${MAX_SEASONS_PER_PROPERTY} seasons.`);
  }
}

function seasonData(input: SeasonInput) {
  return {
    propertyKind: input.propertyKind,
    hotelId: input.propertyKind === "hotel" ? input.propertyId : null,
    guestHouseId: input.propertyKind === "guest_house" ? input.propertyId : null,
    name: input.name,
    startDate: day(input.startDate),
    endDate: day(input.endDate),
    minNights: input.minNights,
    percent: input.percent,
    prices: Object.fromEntries(
      Object.entries(input.prices).map(([key, price]) => [key, fromCents(toCents(price)).toFixed(2)]),
    ),
  };
}

export async function createSeason(input: SeasonInput): Promise<SeasonDTO> {
  const row = await getDb().$transaction(async (tx) => {
    await assertSavable(tx, input, null);
    return tx.season.create({ data: seasonData(input) });
  });
  expireCatalogue(catalogueChange.seasons());
  return toSeasonDTO(row);
}

/** Saves a season; bookings made before keep the prices they were made with (they store their own). */
export async function updateSeason(id: number, input: SeasonInput): Promise<SeasonDTO> {
  const row = await getDb().$transaction(async (tx) => {
    const found = await tx.season.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw AppError.notFound("Season not found.");
    await assertSavable(tx, input, id);
    return tx.season.update({ where: { id }, data: seasonData(input) });
  });
  expireCatalogue(catalogueChange.seasons());
  return toSeasonDTO(row);
}

export async function deleteSeason(id: number): Promise<{ message: string }> {
  const { count } = await getDb().season.deleteMany({ where: { id } });
  if (count === 0) throw AppError.notFound("Season not found.");
  expireCatalogue(catalogueChange.seasons());
  return { message: "Season deleted." };
}

/**
 * The hotels' seasons not over on `today`, as the hotel wizard prices with them (one query): prices
 * keyed by room type name — the wizard's choice — instead of id.
 */
export async function hotelWizardSeasons(
  hotels: readonly { id: number; roomTypeDetails: readonly { id: number; name: string }[] }[],
  today: string,
): Promise<Map<number, SeasonRates[]>> {
  const seasons = await upcomingSeasons(
    "hotel",
    hotels.map((h) => h.id),
    today,
  );
  const byHotel = new Map<number, SeasonRates[]>();
  for (const season of seasons) {
    const names = new Map(
      hotels.find((h) => h.id === season.propertyId)?.roomTypeDetails.map((r) => [String(r.id), r.name]),
    );
    const prices = Object.fromEntries(
      Object.entries(season.prices).flatMap(([id, price]) => (names.has(id) ? [[names.get(id)!, price]] : [])),
    );
    byHotel.set(season.propertyId, [...(byHotel.get(season.propertyId) ?? []), toSeasonRates({ ...season, prices })]);
  }
  return byHotel;
}

/** The houses' seasons not over on `today`, as the guest-house wizard prices with them (one query). */
export async function guestHouseWizardSeasons(
  houseIds: readonly number[],
  today: string,
): Promise<Map<number, SeasonRates[]>> {
  const byHouse = new Map<number, SeasonRates[]>();
  for (const season of await upcomingSeasons("guest_house", houseIds, today)) {
    byHouse.set(season.propertyId, [...(byHouse.get(season.propertyId) ?? []), toSeasonRates(season)]);
  }
  return byHouse;
}
