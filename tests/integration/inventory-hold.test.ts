/**
 * The claim of a booking on its nights in one statement (holdNights → the database function
 * `inventory_hold`): all or nothing, a hotel room type's units read in that same statement with its
 * RoomType row share-locked until the transaction ends. (tests/integration/availability.test.ts
 * covers the guarantee end to end: concurrency, lapsed holds, confirmations.)
 */
import pg from "pg";
import { describe, expect, it } from "vitest";

import { DEFAULT_HOTEL_UNITS } from "@/lib/availability/inventory";
import { getDb } from "@/lib/server/db/client";
import { holdNights, type InventoryClaim } from "@/lib/server/availability/inventory-sql";
import { hotelRoomTarget } from "@/lib/server/availability/resolve-inventory-target";
import { testEngine } from "../support/test-databases";

let counter = 0;
async function hotelWithRoom(units: number) {
  const db = getDb();
  const hotel = await db.hotel.create({
    data: { name: `Hold Hotel ${++counter}`, location: "Hold Atoll, Maldives", price: 150, image: "/images/x.webp", roomTypes: ["Reef Room", "Nameless Room"] },
  });
  const room = await db.roomType.create({ data: { hotelId: hotel.id, name: "Reef Room", basePrice: 150, units } });
  return { hotel, room };
}

/** Runs one claim in its own transaction, rolled back when it does not fit (as the booking's is). */
async function claim(c: InventoryClaim): Promise<boolean> {
  try {
    return await getDb().$transaction(async (tx) => {
      if (!(await holdNights(tx, c, new Date()))) throw new Error("full");
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
  it("reads a hotel room type's units itself; a name without a record counts against the default", async () => {
    const { hotel } = await hotelWithRoom(2);
    const reef = { ...hotelRoomTarget(hotel.id, "room:reef room"), checkIn: "2031-01-10", checkOut: "2031-01-12" };
    expect([await claim(reef), await claim(reef), await claim(reef)]).toEqual([true, true, false]);
    expect(await nights(hotel.id, "room:reef room")).toEqual([
      { night: "2031-01-10", units: 2, booked: 2 },
      { night: "2031-01-11", units: 2, booked: 2 },
    ]);

    const nameless = { ...hotelRoomTarget(hotel.id, "room:nameless room"), checkIn: "2031-01-10", checkOut: "2031-01-11" };
    const results: boolean[] = [];
    for (let i = 0; i <= DEFAULT_HOTEL_UNITS; i++) results.push(await claim(nameless));
    expect(results).toEqual([...Array(DEFAULT_HOTEL_UNITS).fill(true), false]);
    expect(await nights(hotel.id, "room:nameless room")).toEqual([{ night: "2031-01-10", units: DEFAULT_HOTEL_UNITS, booked: DEFAULT_HOTEL_UNITS }]);
  });

  it("takes every night or none: a stay crossing one full night leaves the others as they were", async () => {
    const { hotel } = await hotelWithRoom(1);
    const target = hotelRoomTarget(hotel.id, "room:reef room");
    expect(await claim({ ...target, checkIn: "2031-02-02", checkOut: "2031-02-03" })).toBe(true);
    expect(await claim({ ...target, checkIn: "2031-02-01", checkOut: "2031-02-04" })).toBe(false);
    expect(await nights(hotel.id, "room:reef room")).toEqual([{ night: "2031-02-02", units: 1, booked: 1 }]);
    expect(await claim({ ...target, checkIn: "2031-02-03", checkOut: "2031-02-05" })).toBe(true);
  });

  it("refuses an empty stay without writing anything", async () => {
    const { hotel } = await hotelWithRoom(3);
    expect(await claim({ ...hotelRoomTarget(hotel.id, "room:reef room"), checkIn: "2031-03-01", checkOut: "2031-03-01" })).toBe(false);
    expect(await nights(hotel.id, "room:reef room")).toEqual([]);
  });

  it.skipIf(testEngine() !== "postgres")("share-locks the hotel room type until its transaction ends, so a change of units waits for it", async () => {
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
        expect(await holdNights(tx, { ...hotelRoomTarget(hotel.id, "room:reef room"), checkIn: "2031-04-01", checkOut: "2031-04-02" }, new Date())).toBe(true);
        claimed();
        await held;
      });
      await inside;
      await expect(other.query(`UPDATE "RoomType" SET "units" = 6 WHERE "id" = $1`, [room.id])).rejects.toThrow(/lock timeout/);
      release();
      await booking;
      await other.query(`UPDATE "RoomType" SET "units" = 6 WHERE "id" = $1`, [room.id]);
    } finally {
      await other.end();
    }
  });
});
