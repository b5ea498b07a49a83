/**
 * Renaming or removing a room type can never strand a held night or sell a room twice (issue 18,
 * item 6): the inventory is keyed by the room type's identity (a hotel's RoomType id, a guest-house
 * room type entry's id), a name without a room type is refused instead of getting made-up rooms,
 * and a room type holding future nights cannot be removed. Both property kinds, both engines; the
 * racing cases run with real concurrency on PostgreSQL, and in their serialised orders on PGlite
 * (one connection: every transaction runs alone, so those orders are the only ones possible).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { PUT as putGuestHouse } from "@/app/api/local-tourism/[id]/route";
import { GET as getHotelRoute } from "@/app/api/hotels/[id]/route";
import { DELETE as deleteRoomTypeRoute, PUT as putRoomType } from "@/app/api/room-types/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { guestHouseRoomKey, hotelRoomKey } from "@/lib/availability/inventory";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { getPropertyAvailability } from "@/lib/server/availability/get-property-availability";
import { createGuestHouse } from "@/lib/server/guest-houses/create-guest-house";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";
import { updateGuestHouse } from "@/lib/server/guest-houses/update-guest-house";
import { updateRoomType } from "@/lib/server/room-types/update-room-type";
import { roomTypeSchema } from "@/lib/validation/content-hotels";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { guestHouseValues } from "@/components/admin/content-definitions";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { expectInventoryConsistent } from "../support/inventory";
import { signInTokens } from "../support/content";
import { hotelWithRoom } from "../support/hotels";
import { testEngine } from "../support/test-databases";
import { scopedIdempotencyKey } from "@/lib/server/bookings/idempotent-create";
import { clientAddress } from "@/lib/server/http/client-address";

process.env.NEXTAUTH_SECRET = "integration-test-room-type-rename";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const NOT_AVAILABLE = "Those dates are no longer available";
const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const isPostgres = testEngine() === "postgres";

let as: Awaited<ReturnType<typeof signInTokens>>;
beforeAll(async () => {
  as = await signInTokens();
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const postGh = (body: unknown, headers: Record<string, string> = {}) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body, headers });
const putRt = (id: number, body: unknown) =>
  call(putRoomType, `/api/room-types/${id}`, { id: String(id) }, { method: "PUT", body, headers: as.admin });
const deleteRt = (id: number) =>
  call(deleteRoomTypeRoute, `/api/room-types/${id}`, { id: String(id) }, { method: "DELETE", headers: as.admin });
const putGh = (id: number, body: unknown) =>
  call(putGuestHouse, `/api/local-tourism/${id}`, { id: String(id) }, { method: "PUT", body, headers: as.admin });

let counter = 0;

/** A hotel of its own listing "Reef Room" (a RoomType of `units` rooms) and "Ghost Room" (a name only). */
async function hotelWithReef(units: number) {
  const hotel = await hotelWithRoom({
    label: "Rename",
    units,
    price: 200,
    room: "Reef Room",
    alsoListed: ["Ghost Room"],
  });
  return { hotel, room: hotel.roomType };
}

const hotelBooking = (hotelId: number, roomType: string, over: Record<string, unknown> = {}) =>
  hotelBookingBody(hotelId, roomType, { adults: 1, children: 0, ...over });

/** The admin form's room type body (what the settings panel sends). */
const roomTypeBody = (hotelId: number, name: string, units: number) => ({
  hotelId,
  name,
  basePrice: 200,
  maxOccupancy: 2,
  units,
  amenities: [],
  images: [],
});

/** A guest house of its own, made as the admin API makes one (each room type gets its id). */
async function houseWithGarden(units: number) {
  return createGuestHouse(
    guestHouseSchema.parse({
      title: `Rename House ${++counter}`,
      type: "guest_house",
      description: "A guest house for rename tests.",
      location: "Maafushi, Maldives",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      pricePerNight: 50,
      maxGuests: 6,
      activities: "Snorkelling",
      facilities: "Free WiFi",
      mainImage: "/images/placeholder.webp",
      roomTypes: [
        { name: "Garden Room", price: 0, units },
        { name: "Deluxe Room", price: 20, units: 1 },
      ],
      mealPlans: [{ name: "Room Only", price: 0 }],
    }),
  );
}

const ghBooking = (tourismId: number, roomType: string, over: Record<string, unknown> = {}) =>
  guestHouseBookingBody(tourismId, { roomType, ...over });

/** The admin dashboard's edit form for a house, as it starts (its room types carry their ids), with `edit` applied. */
async function guestHouseForm(
  id: number,
  edit: (rows: { id?: string; name: string; price: number; units: number }[]) => unknown[],
) {
  const house = (await listGuestHouses({ includeInactive: true, roomIds: true, limit: 1000 })).items.find(
    (g) => g.id === id,
  )!;
  const values = guestHouseValues(house) as Record<string, unknown>;
  return {
    ...values,
    roomTypes: edit(values.roomTypes as { id?: string; name: string; price: number; units: number }[]),
  };
}

/** The inventory keys a property's bookings hold. */
async function heldKeys(kind: "hotel" | "guest_house", propertyId: number): Promise<string[]> {
  const rows =
    kind === "hotel"
      ? await getDb().booking.findMany({
          where: { hotelId: propertyId, inventoryHeld: true },
          select: { inventoryKey: true },
        })
      : await getDb().guestHouseBooking.findMany({
          where: { guestHouseId: propertyId, inventoryHeld: true },
          select: { inventoryKey: true },
        });
  return [...new Set(rows.map((r) => r.inventoryKey!))];
}

async function roomKeysOf(kind: "hotel" | "guest_house", propertyId: number): Promise<string[]> {
  const rows = await getDb().inventoryNight.findMany({
    where: { propertyKind: kind, propertyId },
    select: { roomKey: true },
    distinct: ["roomKey"],
  });
  return rows.map((r) => r.roomKey);
}

describe("hotels: a renamed room type", () => {
  it("rename then book: the old name is no longer bookable, the new one counts the rooms already booked", async () => {
    const { hotel, room } = await hotelWithReef(1);
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(201);

    const renamed = await putRt(room.id, roomTypeBody(hotel.id, "Lagoon Room", 1));
    expect(renamed.status).toBe(200);
    // The hotel's list follows (before: the old name stayed, and was sold with 5 made-up rooms).
    expect((await call(getHotelRoute, `/api/hotels/${hotel.id}`, { id: String(hotel.id) })).json.roomTypes).toEqual([
      "Lagoon Room",
      "Ghost Room",
    ]);

    const old = await post(hotelBooking(hotel.id, "Reef Room"));
    expect(old.status).toBe(400);
    expect(old.json.message).toBe(`"Reef Room" is not a room type of ${hotel.name}.`);
    const again = await post(hotelBooking(hotel.id, "Lagoon Room"));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(NOT_AVAILABLE);

    const availability = await getPropertyAvailability({
      kind: "hotel",
      propertyId: hotel.id,
      from: inDays(20),
      to: inDays(22),
    });
    expect(availability.roomTypes.map((r) => [r.key, r.name, r.freeForWholeStay])).toEqual([
      ["room:lagoon room", "Lagoon Room", 0],
    ]);
    expect(await getDb().booking.count({ where: { hotelId: hotel.id } })).toBe(1);
    expect(await heldKeys("hotel", hotel.id)).toEqual([hotelRoomKey(room.id)]);
    expect(await roomKeysOf("hotel", hotel.id)).toEqual([hotelRoomKey(room.id)]);
    await expectInventoryConsistent();
  });

  it("a listed name without a room type record is refused, never sold with made-up rooms", async () => {
    const { hotel } = await hotelWithReef(1);
    const res = await post(hotelBooking(hotel.id, "Ghost Room"));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: `"Ghost Room" is not a room type of ${hotel.name}.`,
      details: { roomType: ["Please select a room type."] },
    });
    expect(await getDb().booking.count({ where: { hotelId: hotel.id } })).toBe(0);
    expect(await roomKeysOf("hotel", hotel.id)).toEqual([]);
    const availability = await getPropertyAvailability({
      kind: "hotel",
      propertyId: hotel.id,
      from: inDays(20),
      to: inDays(22),
    });
    expect(availability.roomTypes.map((r) => r.name)).toEqual(["Reef Room"]);
  });

  it("a room type holding future nights cannot be deleted (409 naming it and its first held night); once they are released it can", async () => {
    const { hotel, room } = await hotelWithReef(2);
    const a = await post(hotelBooking(hotel.id, "Reef Room", { checkIn: inDays(25), checkOut: inDays(27) }));
    const b = await post(hotelBooking(hotel.id, "Reef Room"));
    expect([a.status, b.status]).toEqual([201, 201]);

    const refused = await deleteRt(room.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `The room type "Reef Room" cannot be removed: 2 bookings hold its rooms from ${inDays(20)}. Cancel them (or wait until they end) first, or keep the room type.`,
    );
    expect(refused.json).toMatchObject({
      reason: "room_type_has_bookings",
      roomType: "Reef Room",
      firstHeldNight: inDays(20),
    });
    expect(await getDb().roomType.count({ where: { id: room.id } })).toBe(1);

    // Moving it to another hotel would strand them too.
    const other = await hotelWithReef(1);
    expect((await putRt(room.id, roomTypeBody(other.hotel.id, "Moved Room", 2))).status).toBe(409);

    await changeBookingStatus({ kind: "hotel", id: b.json.booking.id, status: "cancelled", changedByUserId: null });
    // A pending hold that lapsed holds nothing: it does not block.
    await getDb().booking.update({
      where: { id: a.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 1000) },
    });
    const deleted = await deleteRt(room.id);
    expect(deleted.status).toBe(200);
    expect((await call(getHotelRoute, `/api/hotels/${hotel.id}`, { id: String(hotel.id) })).json.roomTypes).toEqual([
      "Ghost Room",
    ]);
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(400);
    // The lapsed request cannot be confirmed onto a room type that is gone.
    await expect(
      changeBookingStatus({ kind: "hotel", id: a.json.booking.id, status: "confirmed", changedByUserId: null }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining('The room type "Reef Room" no longer exists'),
    });
    await expectInventoryConsistent();
  });

  it("in the serialised orders (PGlite's only ones), a booking and a rename never make a second inventory", async () => {
    const { hotel, room } = await hotelWithReef(1);
    // Booking first, rename second: the hold stays with the room type.
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(201);
    await updateRoomType(room.id, roomTypeSchema.parse(roomTypeBody(hotel.id, "Lagoon Room", 1)));
    // Rename first, a booking by the old name second: refused.
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(400);
    expect((await post(hotelBooking(hotel.id, "lagoon room"))).status).toBe(409);
    expect(await roomKeysOf("hotel", hotel.id)).toEqual([hotelRoomKey(room.id)]);
    await expectInventoryConsistent();
  });
});

describe("guest houses: a renamed room type", () => {
  it("rename then book (the admin form carries the room type's id): the new name counts the rooms already booked", async () => {
    const house = await houseWithGarden(2);
    expect((await postGh(ghBooking(house.id, "Garden Room"))).status).toBe(201);
    expect((await postGh(ghBooking(house.id, "Garden Room"))).status).toBe(201);

    const form = await guestHouseForm(house.id, (rows) =>
      rows.map((r) => (r.name === "Garden Room" ? { ...r, name: "Lagoon Room" } : r)),
    );
    const saved = await putGh(house.id, form);
    expect(saved.status).toBe(200);
    expect(saved.json.roomTypes).toEqual([
      { name: "Lagoon Room", price: 0, units: 2 },
      { name: "Deluxe Room", price: 20, units: 1 },
    ]);

    // Before: the new name started with empty inventory — 4 stays for 2 rooms.
    const renamed = await postGh(ghBooking(house.id, "Lagoon Room"));
    expect(renamed.status).toBe(409);
    expect(renamed.json.error).toBe(NOT_AVAILABLE);
    expect((await postGh(ghBooking(house.id, "Garden Room"))).status).toBe(400);
    const availability = await getPropertyAvailability({
      kind: "guest_house",
      propertyId: house.id,
      from: inDays(30),
      to: inDays(32),
    });
    expect(availability.roomTypes.map((r) => [r.name, r.freeForWholeStay])).toEqual([
      ["Lagoon Room", 0],
      ["Deluxe Room", 1],
    ]);
    expect(await getDb().guestHouseBooking.count({ where: { guestHouseId: house.id } })).toBe(2);
    expect((await heldKeys("guest_house", house.id))[0]).toMatch(/^ghr:[0-9a-f]{12}$/);
    await expectInventoryConsistent();
  });

  it("a room type holding future nights cannot be removed or renamed away without its id (409 naming it and its first held night)", async () => {
    const house = await houseWithGarden(2);
    expect(
      (await postGh(ghBooking(house.id, "Garden Room", { checkInDate: inDays(31), checkOutDate: inDays(33) }))).status,
    ).toBe(201);

    const removed = await putGh(
      house.id,
      await guestHouseForm(house.id, (rows) => rows.filter((r) => r.name !== "Garden Room")),
    );
    expect(removed.status).toBe(409);
    expect(removed.json.message).toBe(
      `The room type "Garden Room" cannot be removed: 1 booking holds its rooms from ${inDays(31)}. Cancel it (or wait until it ends) first, or keep the room type.`,
    );
    // An API client renaming without the id removes the old room type: refused the same way.
    const withoutIds = await putGh(
      house.id,
      await guestHouseForm(house.id, (rows) =>
        rows.map((r) => ({ name: r.name === "Garden Room" ? "Lagoon Room" : r.name, price: r.price, units: r.units })),
      ),
    );
    expect(withoutIds.status).toBe(409);
    expect(withoutIds.json.reason).toBe("room_type_has_bookings");
    // Still the house as it was: its room type keeps its rooms and its booking.
    expect(
      (await postGh(ghBooking(house.id, "Garden Room", { checkInDate: inDays(31), checkOutDate: inDays(33) }))).status,
    ).toBe(201);
    expect(
      (await postGh(ghBooking(house.id, "Garden Room", { checkInDate: inDays(31), checkOutDate: inDays(33) }))).status,
    ).toBe(409);

    // A room type without bookings can go.
    const dropDeluxe = await putGh(
      house.id,
      await guestHouseForm(house.id, (rows) => rows.filter((r) => r.name !== "Deluxe Room")),
    );
    expect(dropDeluxe.status).toBe(200);
    expect((await postGh(ghBooking(house.id, "Deluxe Room"))).status).toBe(400);
    await expectInventoryConsistent();
  });

  it("an unknown room type is refused, and a house stored before room types had ids keeps its bookings when saved", async () => {
    const legacy = await getDb().guestHouse.create({
      data: {
        title: `Legacy House ${++counter}`,
        type: "guest_house",
        location: "Maafushi, Maldives",
        mainImage: "/images/placeholder.webp",
        pricePerNight: 50,
        roomTypes: [{ name: "Garden Room", price: 0, units: 1 }],
        mealPlans: [{ name: "Room Only", price: 0 }],
      },
    });
    expect((await postGh(ghBooking(legacy.id, "Ghost Room"))).status).toBe(400);
    expect((await postGh(ghBooking(legacy.id, "Garden Room"))).status).toBe(201);
    expect(await heldKeys("guest_house", legacy.id)).toEqual(["room:garden room"]);
    // Saved as it is: the entry gets an id and its holds move with it.
    const body = await guestHouseForm(legacy.id, (rows) => rows);
    const saved = await putGh(legacy.id, {
      ...body,
      description: "A legacy house, saved again.",
      activities: "Snorkelling",
      facilities: "Free WiFi",
    });
    expect(saved.status).toBe(200);
    const [key] = await heldKeys("guest_house", legacy.id);
    expect(key).toMatch(/^ghr:/);
    expect(await roomKeysOf("guest_house", legacy.id)).toEqual([key]);
    expect((await postGh(ghBooking(legacy.id, "Garden Room"))).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("in the serialised orders (PGlite's only ones), a booking and a rename never make a second inventory", async () => {
    const house = await houseWithGarden(1);
    expect((await postGh(ghBooking(house.id, "Garden Room"))).status).toBe(201);
    const form = guestHouseSchema.parse(
      await guestHouseForm(house.id, (rows) =>
        rows.map((r) => (r.name === "Garden Room" ? { ...r, name: "Lagoon Room" } : r)),
      ),
    );
    await updateGuestHouse(house.id, form);
    expect((await postGh(ghBooking(house.id, "Garden Room"))).status).toBe(400);
    expect((await postGh(ghBooking(house.id, "lagoon room"))).status).toBe(409);
    const stored = await getDb().guestHouse.findUniqueOrThrow({ where: { id: house.id } });
    const lagoon = (stored.roomTypes as { id: string; name: string }[]).find((r) => r.name === "Lagoon Room")!;
    expect(await roomKeysOf("guest_house", house.id)).toEqual([guestHouseRoomKey(lagoon)]);
    await expectInventoryConsistent();
  });
});

/**
 * PostgreSQL, real concurrency. A second connection stands in for the other transaction and holds
 * it open at the moment that matters, so each interleaving is forced, not hoped for:
 * - rename in flight, then a booking by the old name: the booking waits on the room type's row and
 *   then finds no such room type (400), instead of booking a fresh key;
 * - booking in flight (its room type resolved, its insert waiting on an uncommitted booking with the
 *   same Idempotency-Key), then a rename: the rename waits for it, and the booking's hold is the
 *   renamed room type's.
 */
describe.skipIf(!isPostgres)("a booking racing a rename (PostgreSQL)", () => {
  const clients: pg.Client[] = [];
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
  });
  async function connection() {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    clients.push(c);
    return c;
  }
  /** Waits until some session of this database waits for a lock (the racing request is parked). */
  async function someoneWaits(observer: pg.Client, n = 1) {
    for (let i = 0; i < 200; i++) {
      const { rows } = await observer.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("no session ever waited for the lock");
  }
  /**
   * An uncommitted booking row with this Idempotency-Key, stored as the booking POST stores it
   * (scoped to its client: these calls carry no address), so a POST with the same key waits on it.
   */
  const blockKey = (c: pg.Client, kind: "hotel" | "guest_house", sentKey: string, propertyId: number) => {
    const key = scopedIdempotencyKey(sentKey, {
      clientAddress: clientAddress(new Request("http://localhost/api/bookings")),
    });
    return kind === "hotel"
      ? c.query(
          `INSERT INTO "Booking" (id, reference, "hotelId", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", adults, "nightlyRate", "totalPrice", "idempotencyKey", "updatedAt")
           VALUES (gen_random_uuid(), 'MV-BLOCK' || floor(random() * 1e6)::text, $2, 'x', 'x', 'x@example.com', '+960 777 1234', 'x', current_date + 100, current_date + 101, 1, 1, 1, $1, now())`,
          [key, propertyId],
        )
      : c.query(
          `INSERT INTO "GuestHouseBooking" (id, reference, "guestHouseId", "guestHouseTitle", "customerName", "customerEmail", "customerPhone", "checkInDate", "checkOutDate", guests, "roomType", "mealPlan", "nightlyRate", "totalPrice", "idempotencyKey", "updatedAt")
           VALUES (gen_random_uuid(), 'GH-BLOCK' || floor(random() * 1e6)::text, $2, 'x', 'x', 'x@example.com', '+960 777 1234', current_date + 100, current_date + 101, 1, 'x', 'x', 1, 1, $1, now())`,
          [key, propertyId],
        );
  };

  it("hotel: a booking by the old name waiting on a rename in flight is refused, not booked under a fresh key", async () => {
    const { hotel, room } = await hotelWithReef(1);
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(201);
    const renamer = await connection();
    const observer = await connection();
    await renamer.query("BEGIN");
    // The rename's transaction: the room type's row locked and renamed (as updateRoomType does first).
    await renamer.query(`SELECT 1 FROM "RoomType" WHERE "id" = $1 FOR UPDATE`, [room.id]);
    await renamer.query(`UPDATE "RoomType" SET "name" = 'Lagoon Room', "updatedAt" = now() WHERE "id" = $1`, [room.id]);
    const racing = post(hotelBooking(hotel.id, "Reef Room"));
    await someoneWaits(observer);
    await renamer.query("COMMIT");
    const res = await racing;
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`"Reef Room" is not a room type of ${hotel.name}.`);
    expect(await roomKeysOf("hotel", hotel.id)).toEqual([hotelRoomKey(room.id)]);
    expect((await post(hotelBooking(hotel.id, "Lagoon Room"))).status).toBe(409);
    await expectInventoryConsistent();
  });

  it("hotel: a rename waits for a booking in flight, and the booking's hold is the renamed room type's", async () => {
    const { hotel, room } = await hotelWithReef(1);
    const blocker = await connection();
    const observer = await connection();
    await blocker.query("BEGIN");
    await blockKey(blocker, "hotel", "race-hotel-1", hotel.id);
    const booking = post(hotelBooking(hotel.id, "Reef Room"), { "idempotency-key": "race-hotel-1" });
    await someoneWaits(observer); // the booking: its room type share-locked, its insert waiting
    const rename = updateRoomType(room.id, roomTypeSchema.parse(roomTypeBody(hotel.id, "Lagoon Room", 1)));
    await someoneWaits(observer, 2); // the rename waits for the booking
    await blocker.query("ROLLBACK");
    const res = await booking;
    expect(res.status).toBe(201);
    expect(res.json.booking.roomType).toBe("Reef Room");
    expect((await rename).name).toBe("Lagoon Room");
    expect(await heldKeys("hotel", hotel.id)).toEqual([hotelRoomKey(room.id)]);
    // The renamed room type's only room is the one just booked.
    expect((await post(hotelBooking(hotel.id, "Lagoon Room"))).status).toBe(409);
    expect((await post(hotelBooking(hotel.id, "Reef Room"))).status).toBe(400);
    await expectInventoryConsistent();
  });

  it("guest house: a booking by the old name waiting on a save in flight is refused; a save waits for a booking in flight", async () => {
    const house = await houseWithGarden(1);
    const other = await connection();
    const observer = await connection();
    const renamed = guestHouseSchema.parse(
      await guestHouseForm(house.id, (rows) =>
        rows.map((r) => (r.name === "Garden Room" ? { ...r, name: "Lagoon Room" } : r)),
      ),
    );

    // A booking in flight, then the rename.
    await other.query("BEGIN");
    await blockKey(other, "guest_house", "race-house-1", house.id);
    const booking = postGh(ghBooking(house.id, "Garden Room"), { "idempotency-key": "race-house-1" });
    await someoneWaits(observer);
    const save = updateGuestHouse(house.id, renamed);
    await someoneWaits(observer, 2);
    await other.query("ROLLBACK");
    expect((await booking).status).toBe(201);
    expect((await save).roomTypes.map((r) => r.name)).toEqual(["Lagoon Room", "Deluxe Room"]);
    const [key] = await heldKeys("guest_house", house.id);
    expect(await roomKeysOf("guest_house", house.id)).toEqual([key]);
    expect((await postGh(ghBooking(house.id, "Lagoon Room"))).status).toBe(409);

    // A rename in flight (Deluxe → Suite), then a booking by the old name.
    await other.query("BEGIN");
    await other.query(`SELECT 1 FROM "GuestHouse" WHERE "id" = $1 FOR UPDATE`, [house.id]);
    await other.query(
      `UPDATE "GuestHouse" SET "roomTypes" = (SELECT jsonb_agg(CASE WHEN e ->> 'name' = 'Deluxe Room' THEN e || '{"name": "Suite"}'::jsonb ELSE e END) FROM jsonb_array_elements("roomTypes") e) WHERE "id" = $1`,
      [house.id],
    );
    const racing = postGh(ghBooking(house.id, "Deluxe Room"));
    await someoneWaits(observer);
    await other.query("COMMIT");
    expect((await racing).status).toBe(400);
    expect((await postGh(ghBooking(house.id, "Suite"))).status).toBe(201);
    expect((await postGh(ghBooking(house.id, "Suite"))).status).toBe(409);
    await expectInventoryConsistent();
  });
});
