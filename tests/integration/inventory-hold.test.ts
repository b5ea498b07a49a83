/**
 * The claim of a booking on its nights in one statement (holdNights → the database function
 * `inventory_hold`): all or nothing, with the units of the room type the booking's transaction
 * resolved (hotelRoomByName), its RoomType row share-locked until the transaction ends.
 * (tests/integration/availability.test.ts covers the guarantee end to end: concurrency, lapsed
 * holds, confirmations, renames.)
 */
import pg from "pg";
import { describe, expect, it } from "vitest";

import { hotelRoomKey } from "@/lib/availability/inventory";
import { addDays, nightsBetween, todayYmd } from "@/lib/pricing/dates";
import { getDb } from "@/lib/server/db/client";
import { holdNights } from "@/lib/server/availability/inventory-sql";
import { hotelRoomByName } from "@/lib/server/availability/resolve-inventory-target";
import { hotelWithRoom as makeHotel } from "../support/hotels";
import { testEngine } from "../support/test-databases";

/** The stays below, written as 2031 dates, fall 30–125 days from today (inside the booking horizon). */
const base = addDays(todayYmd(), 30);
const d = (written: string) => addDays(base, nightsBetween("2031-01-01", written));

async function hotelWithRoom(units: number) {
  const hotel = await makeHotel({ label: "Hold", units, price: 150, room: "Reef Room", alsoListed: ["Nameless Room"] });
  return { hotel, room: hotel.roomType };
}

/**
 * Resolves the room type by name and claims its nights in one transaction, rolled back when it does
 * not fit (as the booking's is). "unknown" when the hotel has no such room type.
 */
async function claim(hotelId: number, name: string, checkIn: string, checkOut: string): Promise<boolean | "unknown"> {
  try {
    return await getDb().$transaction(async (tx) => {
      const target = await hotelRoomByName(tx, hotelId, name);
      if (!target) return "unknown" as const;
      if (!(await holdNights(tx, { ...target, checkIn, checkOut }, new Date()))) throw new Error("full");
      return true;
    });
  } catch (error) {
    if ((error as Error).message === "full") return false;
    throw error;
  }
}

const nights = (hotelId: number, key: string) =>
  getDb().$queryRawUnsafe<{ night: string; units: number; booked: number }[]>(
    `SELECT to_char("night", 'YYYY-MM-DD') AS "night", "units", "booked" FROM "InventoryNight" WHERE "propertyKind" = 'hotel' AND "propertyId" = $1::int AND "roomKey" = $2 ORDER BY "night"`,
    hotelId,
    key,
  );

describe("holdNights", () => {
  it("holds a hotel room type's own units under its id; a listed name without a record has no rooms to hold", async () => {
    const { hotel, room } = await hotelWithRoom(2);
    const reef = () => claim(hotel.id, " reef ROOM", d("2031-01-10"), d("2031-01-12"));
    expect([await reef(), await reef(), await reef()]).toEqual([true, true, false]);
    expect(await nights(hotel.id, hotelRoomKey(room.id))).toEqual([
      { night: d("2031-01-10"), units: 2, booked: 2 },
      { night: d("2031-01-11"), units: 2, booked: 2 },
    ]);

    // Before: 5 made-up units under "room:nameless room".
    expect(await claim(hotel.id, "Nameless Room", d("2031-01-10"), d("2031-01-11"))).toBe("unknown");
    const rows = await getDb().inventoryNight.count({
      where: { propertyKind: "hotel", propertyId: hotel.id, roomKey: { not: hotelRoomKey(room.id) } },
    });
    expect(rows).toBe(0);
  });

  it("takes every night or none: a stay crossing one full night leaves the others as they were", async () => {
    const { hotel, room } = await hotelWithRoom(1);
    expect(await claim(hotel.id, "Reef Room", d("2031-02-02"), d("2031-02-03"))).toBe(true);
    expect(await claim(hotel.id, "Reef Room", d("2031-02-01"), d("2031-02-04"))).toBe(false);
    expect(await nights(hotel.id, hotelRoomKey(room.id))).toEqual([{ night: d("2031-02-02"), units: 1, booked: 1 }]);
    expect(await claim(hotel.id, "Reef Room", d("2031-02-03"), d("2031-02-05"))).toBe(true);
  });

  it("refuses an empty stay without writing anything", async () => {
    const { hotel, room } = await hotelWithRoom(3);
    expect(await claim(hotel.id, "Reef Room", d("2031-03-01"), d("2031-03-01"))).toBe(false);
    expect(await nights(hotel.id, hotelRoomKey(room.id))).toEqual([]);
  });

  it.skipIf(testEngine() !== "postgres")(
    "share-locks the hotel room type until its transaction ends, so a change of units waits for it",
    async () => {
      const { hotel, room } = await hotelWithRoom(4);
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query("SET lock_timeout = '500ms'");
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let claimed!: () => void;
        const inside = new Promise<void>((resolve) => (claimed = resolve));
        const booking = getDb().$transaction(async (tx) => {
          const target = (await hotelRoomByName(tx, hotel.id, "Reef Room"))!;
          expect(
            await holdNights(tx, { ...target, checkIn: d("2031-04-01"), checkOut: d("2031-04-02") }, new Date()),
          ).toBe(true);
          claimed();
          await held;
        });
        await inside;
        await expect(other.query(`UPDATE "RoomType" SET "units" = 6 WHERE "id" = $1`, [room.id])).rejects.toThrow(
          /lock timeout/,
        );
        release();
        await booking;
        await other.query(`UPDATE "RoomType" SET "units" = 6 WHERE "id" = $1`, [room.id]);
      } finally {
        await other.end();
      }
    },
  );
});
