import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, readLocalMigrations, MigrationError, type LocalMigration } from "@/lib/server/db/migrations";
import { openRunner, type SqlRunner } from "@/lib/server/db/sql-runner";
import { pendingSchemaDiff } from "@/scripts/db/schema-engine";
import { createPostgresDatabase, dropPostgresDatabase, testEngine } from "../support/test-databases";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** An empty database on the engine under test. */
async function emptyDatabase(): Promise<SqlRunner> {
  if (testEngine() === "postgres") {
    const db = await createPostgresDatabase("lagoon_mig");
    const runner = await openRunner({ kind: "postgres", url: db.url });
    cleanups.push(async () => {
      await runner.close();
      await dropPostgresDatabase(db.name);
    });
    return runner;
  }
  const runner = await openRunner({ kind: "pglite", dataDir: "memory://" });
  cleanups.push(() => runner.close());
  return runner;
}

/** An empty database migrated up to, not including, the migration named `…_${suffix}`; `applyIt` applies that one. */
async function migratedUpTo(suffix: string) {
  const r = await emptyDatabase();
  const all = readLocalMigrations();
  const at = all.findIndex((m) => m.name.endsWith(`_${suffix}`));
  expect(at).toBeGreaterThan(0);
  await applyMigrations(r, all.slice(0, at));
  return { r, applyIt: () => applyMigrations(r, all.slice(0, at + 1)) };
}

const tables = async (r: SqlRunner) =>
  (
    await r.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    )
  ).map((t) => t.table_name);

describe("the committed migrations", () => {
  it("match schema.prisma exactly (no drift)", async () => {
    const diff = await pendingSchemaDiff();
    expect(
      diff,
      `schema.prisma and prisma/migrations differ; run npm run db:migration:create -- <name>:\n${diff}`,
    ).toBe("");
  });

  it("use Prisma's standard layout", () => {
    const migrations = readLocalMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const m of migrations) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });
});

describe("applyMigrations", () => {
  it("creates the whole schema, records each migration in _prisma_migrations, and is idempotent", async () => {
    const r = await emptyDatabase();
    const local = readLocalMigrations();
    const first = await applyMigrations(r);
    expect(first.applied).toEqual(local.map((m) => m.name));
    expect(await tables(r)).toEqual(
      expect.arrayContaining([
        "User",
        "Hotel",
        "RoomType",
        "Destination",
        "Promotion",
        "GuestHouse",
        "Booking",
        "GuestHouseBooking",
        "EmailConfig",
        "EmailLog",
        "_prisma_migrations",
      ]),
    );
    const rows = await r.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((x) => [x.migration_name, x.checksum])).toEqual(local.map((m) => [m.name, m.checksum]));
    expect(rows.every((x) => x.finished_at !== null && x.applied_steps_count === 1)).toBe(true);

    const second = await applyMigrations(r);
    expect(second.applied).toEqual([]);
  });

  it("refuses to go on when an applied migration was edited", async () => {
    const r = await emptyDatabase();
    await applyMigrations(r);
    const edited = readLocalMigrations().map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
    await expect(applyMigrations(r, edited)).rejects.toThrow(MigrationError);
    await expect(applyMigrations(r, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it("rolls a failing migration back whole, records it, and applies the corrected one next time", async () => {
    const r = await emptyDatabase();
    await applyMigrations(r);
    const broken: LocalMigration = {
      name: "29990101000000_broken",
      // A semicolon inside a comment; must not split anything. The second statement fails.
      sql: `-- creates a table; then fails\nCREATE TABLE "Scratch" (id int);\nINSERT INTO "NoSuchTable" VALUES (1);\n`,
      checksum: "a".repeat(64),
    };
    await expect(applyMigrations(r, [...readLocalMigrations(), broken])).rejects.toThrow(
      /29990101000000_broken failed/,
    );
    expect(await tables(r)).not.toContain("Scratch");
    const [row] = await r.query<{ rolled_back_at: Date | null; logs: string }>(
      `SELECT rolled_back_at, logs FROM "_prisma_migrations" WHERE migration_name = $1`,
      [broken.name],
    );
    expect(row?.rolled_back_at).not.toBeNull();
    expect(row?.logs).toMatch(/NoSuchTable/);

    const fixed = { ...broken, sql: `CREATE TABLE "Scratch" (id int);\n`, checksum: "b".repeat(64) };
    const { applied } = await applyMigrations(r, [...readLocalMigrations(), fixed]);
    expect(applied).toEqual([fixed.name]);
    expect(await tables(r)).toContain("Scratch");
  });

  it("reports migrations the database has but this checkout lacks", async () => {
    const r = await emptyDatabase();
    const local = readLocalMigrations();
    await applyMigrations(r, [...local, { name: "29990101000000_future", sql: "SELECT 1;", checksum: "c".repeat(64) }]);
    const { unknown } = await applyMigrations(r, local);
    expect(unknown).toEqual(["29990101000000_future"]);
  });
});

describe("the inventory migration", () => {
  it("backfills the holds of pending and confirmed stays that have not ended, never failing on an over-booked night", async () => {
    const { r, applyIt } = await migratedUpTo("inventory");

    await r.query(
      `INSERT INTO "Hotel" (name, location, price, image, "updatedAt") VALUES ('Old Hotel', 'Malé', 100, '/images/placeholder.webp', now())`,
    );
    await r.query(
      `INSERT INTO "RoomType" ("hotelId", name, "basePrice", "updatedAt") SELECT id, 'Garden Room', 100, now() FROM "Hotel"`,
    );
    await r.query(
      `INSERT INTO "GuestHouse" (title, type, location, "mainImage", "pricePerNight", "updatedAt") VALUES ('Old House', 'guest_house', 'Maafushi', '/images/placeholder.webp', 50, now()), ('Old Visit', 'resort_day_visit', 'Maafushi', '/images/placeholder.webp', 50, now())`,
    );
    const booking = (ref: string, status: string, from: number, to: number, room = "Garden Room") =>
      r.query(
        `INSERT INTO "Booking" (id, reference, "hotelId", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", adults, "nightlyRate", "totalPrice", status, "updatedAt")
         SELECT gen_random_uuid(), $1, id, name, 'G', 'g@example.com', '+960 777 1234', $5, current_date + $3::int, current_date + $4::int, 1, 100, 100, $2::"BookingStatus", now() FROM "Hotel"`,
        [ref, status, from, to, room],
      );
    // Six confirmed stays on one night of a 5-room type: already over-booked before inventory existed.
    for (let i = 0; i < 6; i++) await booking(`MV-OLD00${i}`, "confirmed", 10, 12);
    await booking("MV-PEND01", "pending", 11, 13, "garden room");
    await booking("MV-CANC01", "cancelled", 10, 12);
    await booking("MV-PAST01", "confirmed", -5, -2);
    await r.query(
      `INSERT INTO "GuestHouseBooking" (id, reference, "guestHouseId", "guestHouseTitle", "customerName", "customerEmail", "customerPhone", "checkInDate", "checkOutDate", guests, "roomType", "mealPlan", "nightlyRate", "totalPrice", status, "updatedAt")
       SELECT gen_random_uuid(), 'GH-OLD' || id, id, title, 'G', 'g@example.com', '+960 777 1234', current_date + 3, current_date + 4, 4, 'Standard Room', 'Room Only', 50, 50, 'confirmed', now() FROM "GuestHouse"`,
    );

    await applyIt();
    const nights = await r.query<{
      propertyKind: string;
      roomKey: string;
      night: string;
      units: number;
      booked: number;
    }>(
      `SELECT "propertyKind"::text AS "propertyKind", "roomKey", to_char("night" - current_date, 'FM999') AS night, units, booked FROM "InventoryNight" ORDER BY 1, 2, "night"`,
    );
    expect(nights).toEqual([
      { propertyKind: "guest_house", roomKey: "day", night: "3", units: 30, booked: 4 },
      { propertyKind: "guest_house", roomKey: "room:standard room", night: "3", units: 1, booked: 1 },
      { propertyKind: "hotel", roomKey: "room:garden room", night: "10", units: 6, booked: 6 },
      { propertyKind: "hotel", roomKey: "room:garden room", night: "11", units: 7, booked: 7 },
      { propertyKind: "hotel", roomKey: "room:garden room", night: "12", units: 5, booked: 1 },
    ]);
    const held = await r.query<{ reference: string; inventoryHeld: boolean; pendingHold: boolean }>(
      `SELECT reference, "inventoryHeld", "inventoryHeldUntil" IS NOT NULL AS "pendingHold" FROM "Booking" ORDER BY reference`,
    );
    expect(held.filter((b) => b.inventoryHeld).map((b) => b.reference)).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `MV-OLD00${i}`),
      "MV-PEND01",
    ]);
    expect(held.find((b) => b.reference === "MV-PEND01")!.pendingHold).toBe(true);
  });
});

describe("the room type identity migration", () => {
  it("keys hotel inventory by RoomType id and guest-house inventory by entry id, giving held or listed names a real row, dropping no held night", async () => {
    const { r, applyIt } = await migratedUpTo("room_type_identity");

    // The audit's hotel: "Reef Room" (1 room) renamed to "Lagoon Room" left the old name in the list,
    // and the old name was sold on with 5 made-up rooms. Another hotel sold the default 'Standard Room'.
    await r.query(
      `INSERT INTO "Hotel" (name, location, price, image, "roomTypes", "updatedAt") VALUES ('Renamed Hotel', 'Malé', 100, '/images/placeholder.webp', '{"Lagoon Room","Reef Room","Garden Room"}', now()), ('Plain Hotel', 'Malé', 80, '/images/placeholder.webp', '{}', now())`,
    );
    await r.query(
      `INSERT INTO "RoomType" ("hotelId", name, "basePrice", units, "updatedAt") SELECT id, 'Lagoon Room', 100, 1, now() FROM "Hotel" WHERE name = 'Renamed Hotel'`,
    );
    const hotelBooking = (ref: string, hotel: string, room: string, key: string) =>
      r.query(
        `INSERT INTO "Booking" (id, reference, "hotelId", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", adults, "nightlyRate", "totalPrice", status, "inventoryKey", "inventoryUnits", "inventoryHeld", "updatedAt")
         SELECT gen_random_uuid(), $1, id, name, 'G', 'g@example.com', '+960 777 1234', $3, current_date + 10, current_date + 11, 1, 100, 100, 'confirmed', $4, 1, true, now() FROM "Hotel" WHERE name = $2`,
        [ref, hotel, room, key],
      );
    await hotelBooking("MV-LAG001", "Renamed Hotel", "Reef Room", "room:lagoon room"); // moved by the old rename
    await hotelBooking("MV-REEF01", "Renamed Hotel", "Reef Room", "room:reef room");
    await hotelBooking("MV-REEF02", "Renamed Hotel", "Reef Room", "room:reef room");
    await hotelBooking("MV-STD001", "Plain Hotel", "Standard Room", "room:standard room");
    await r.query(
      `INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", night, units, booked)
       SELECT 'hotel'::"BookingKind", id, 'room:lagoon room', current_date + 10, 1, 1 FROM "Hotel" WHERE name = 'Renamed Hotel'
       UNION ALL SELECT 'hotel'::"BookingKind", id, 'room:reef room', current_date + 10, 5, 2 FROM "Hotel" WHERE name = 'Renamed Hotel'
       UNION ALL SELECT 'hotel'::"BookingKind", id, 'room:standard room', current_date + 10, 5, 1 FROM "Hotel" WHERE name = 'Plain Hotel'`,
    );
    // A guest house whose JSON has no ids (and one room type stored as a plain name), with a held booking.
    await r.query(
      `INSERT INTO "GuestHouse" (title, type, location, "mainImage", "pricePerNight", "roomTypes", "updatedAt")
       VALUES ('Old House', 'guest_house', 'Maafushi', '/images/placeholder.webp', 50, '[{"name": "Garden Room", "price": 0, "units": 2}, "Hut"]', now())`,
    );
    await r.query(
      `INSERT INTO "GuestHouseBooking" (id, reference, "guestHouseId", "guestHouseTitle", "customerName", "customerEmail", "customerPhone", "checkInDate", "checkOutDate", guests, "roomType", "mealPlan", "nightlyRate", "totalPrice", status, "inventoryKey", "inventoryUnits", "inventoryHeld", "updatedAt")
       SELECT gen_random_uuid(), 'GH-OLD001', id, title, 'G', 'g@example.com', '+960 777 1234', current_date + 3, current_date + 5, 2, 'Garden Room', 'Room Only', 50, 100, 'confirmed', 'room:garden room', 1, true, now() FROM "GuestHouse"`,
    );
    await r.query(
      `INSERT INTO "InventoryNight" ("propertyKind", "propertyId", "roomKey", night, units, booked)
       SELECT 'guest_house', id, 'room:garden room', current_date + n, 2, 1 FROM "GuestHouse", generate_series(3, 4) n`,
    );

    await applyIt();

    const rooms = await r.query<{ hotel: string; id: number; name: string; units: number; basePrice: string }>(
      `SELECT h.name AS hotel, rt.id, rt.name, rt.units, rt."basePrice"::text AS "basePrice" FROM "RoomType" rt JOIN "Hotel" h ON h.id = rt."hotelId" ORDER BY h.name, rt.name`,
    );
    expect(rooms.map(({ hotel, name, units, basePrice }) => ({ hotel, name, units, basePrice }))).toEqual([
      { hotel: "Plain Hotel", name: "Standard Room", units: 5, basePrice: "80.00" },
      { hotel: "Renamed Hotel", name: "Garden Room", units: 5, basePrice: "100.00" },
      { hotel: "Renamed Hotel", name: "Lagoon Room", units: 1, basePrice: "100.00" },
      { hotel: "Renamed Hotel", name: "Reef Room", units: 5, basePrice: "100.00" },
    ]);
    const idOf = (hotel: string, name: string) => rooms.find((x) => x.hotel === hotel && x.name === name)!.id;
    const bookings = await r.query<{ reference: string; inventoryKey: string; inventoryHeld: boolean }>(
      `SELECT reference, "inventoryKey", "inventoryHeld" FROM "Booking" ORDER BY reference`,
    );
    expect(bookings).toEqual([
      { reference: "MV-LAG001", inventoryKey: `rt:${idOf("Renamed Hotel", "Lagoon Room")}`, inventoryHeld: true },
      { reference: "MV-REEF01", inventoryKey: `rt:${idOf("Renamed Hotel", "Reef Room")}`, inventoryHeld: true },
      { reference: "MV-REEF02", inventoryKey: `rt:${idOf("Renamed Hotel", "Reef Room")}`, inventoryHeld: true },
      { reference: "MV-STD001", inventoryKey: `rt:${idOf("Plain Hotel", "Standard Room")}`, inventoryHeld: true },
    ]);
    const hotelNights = await r.query<{ roomKey: string; units: number; booked: number }>(
      `SELECT "roomKey", units, booked FROM "InventoryNight" WHERE "propertyKind" = 'hotel' ORDER BY "roomKey"`,
    );
    expect(hotelNights).toEqual(
      [
        { roomKey: `rt:${idOf("Renamed Hotel", "Lagoon Room")}`, units: 1, booked: 1 },
        { roomKey: `rt:${idOf("Renamed Hotel", "Reef Room")}`, units: 5, booked: 2 },
        { roomKey: `rt:${idOf("Plain Hotel", "Standard Room")}`, units: 5, booked: 1 },
      ].sort((a, b) => a.roomKey.localeCompare(b.roomKey)),
    );

    const [house] = await r.query<{ roomTypes: { id: string; name: string; price: number; units?: number }[] }>(
      `SELECT "roomTypes" FROM "GuestHouse"`,
    );
    expect(house!.roomTypes.map(({ name, price, units }) => ({ name, price, units }))).toEqual([
      { name: "Garden Room", price: 0, units: 2 },
      { name: "Hut", price: 0, units: undefined },
    ]);
    const [garden, hut] = house!.roomTypes;
    expect(garden!.id).toMatch(/^[0-9a-f]{12}$/);
    expect(hut!.id).toMatch(/^[0-9a-f]{12}$/);
    expect(garden!.id).not.toBe(hut!.id);
    const [ghBooking] = await r.query<{ inventoryKey: string }>(`SELECT "inventoryKey" FROM "GuestHouseBooking"`);
    expect(ghBooking!.inventoryKey).toBe(`ghr:${garden!.id}`);
    const ghNights = await r.query<{ roomKey: string; units: number; booked: number }>(
      `SELECT "roomKey", units, booked FROM "InventoryNight" WHERE "propertyKind" = 'guest_house' ORDER BY night`,
    );
    expect(ghNights).toEqual([
      { roomKey: `ghr:${garden!.id}`, units: 2, booked: 1 },
      { roomKey: `ghr:${garden!.id}`, units: 2, booked: 1 },
    ]);
  });
});

describe("the promotion count migration", () => {
  it("backfills each offer's bookedCount from its bookings that are not cancelled", async () => {
    const { r, applyIt } = await migratedUpTo("promotion_booked_count");

    await r.query(
      `INSERT INTO "Hotel" (name, location, price, image, "updatedAt") VALUES ('Old Hotel', 'Malé', 100, '/images/placeholder.webp', now())`,
    );
    await r.query(
      `INSERT INTO "Promotion" (title, image, location, discount, "originalPrice", "discountedPrice", "validFrom", "validUntil", "maxBookings", "updatedAt")
       VALUES ('Busy Offer', '/images/placeholder.webp', 'Malé', 10, 100, 90, current_date, current_date + 30, 2, now()),
              ('Quiet Offer', '/images/placeholder.webp', 'Malé', 10, 100, 90, current_date, current_date + 30, 0, now())`,
    );
    const booking = (ref: string, status: string, offer: string | null) =>
      r.query(
        `INSERT INTO "Booking" (id, reference, "hotelId", "hotelName", "promotionId", "customerName", "customerEmail", "customerPhone", "roomType", "checkIn", "checkOut", adults, "nightlyRate", "totalPrice", status, "updatedAt")
         SELECT gen_random_uuid(), $1, h.id, h.name, (SELECT id FROM "Promotion" WHERE title = $3), 'G', 'g@example.com', '+960 777 1234', 'Garden Room', current_date + 10, current_date + 12, 1, 90, 180, $2::"BookingStatus", now() FROM "Hotel" h`,
        [ref, status, offer],
      );
    // Three that count (one over the cap of 2: kept, never a failed migration), one cancelled, one without an offer.
    await booking("MV-OFFER1", "pending", "Busy Offer");
    await booking("MV-OFFER2", "confirmed", "Busy Offer");
    await booking("MV-OFFER3", "completed", "Busy Offer");
    await booking("MV-OFFER4", "cancelled", "Busy Offer");
    await booking("MV-PLAIN1", "confirmed", null);

    await applyIt();
    const counts = await r.query<{ title: string; bookedCount: number }>(
      `SELECT title, "bookedCount" FROM "Promotion" ORDER BY title`,
    );
    expect(counts).toEqual([
      { title: "Busy Offer", bookedCount: 3 },
      { title: "Quiet Offer", bookedCount: 0 },
    ]);
  });
});

describe("the account e-mail verification migration", () => {
  it("counts existing administrators as verified and existing customers as not", async () => {
    const { r, applyIt } = await migratedUpTo("account_email_verification");
    await r.query(
      `INSERT INTO "User" (id, name, email, "passwordHash", role, "updatedAt") VALUES
         (gen_random_uuid(), 'Old Admin', 'old.admin@example.com', 'x', 'admin', now()),
         (gen_random_uuid(), 'Old Customer', 'old.customer@example.com', 'x', 'customer', now())`,
    );
    await applyIt();
    const rows = await r.query<{ email: string; verified: boolean }>(
      `SELECT email, "emailVerifiedAt" IS NOT NULL AS verified FROM "User" ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: "old.admin@example.com", verified: true },
      { email: "old.customer@example.com", verified: false },
    ]);
  });
});
