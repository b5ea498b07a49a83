import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { verifyPassword } from "@/lib/server/auth/password";
import { seedDatabase, DEMO_ACCOUNTS } from "@/prisma/seed";
import { todayYmd, parseYmd } from "@/lib/pricing";

describe("the demo seed", () => {
  it("is idempotent: a second run creates nothing", async () => {
    const db = getDb();
    const before = await Promise.all([db.hotel.count(), db.guestHouse.count(), db.booking.count(), db.user.count()]);
    const { created } = await seedDatabase(db, { demo: true });
    expect(created).toEqual({});
    expect(await Promise.all([db.hotel.count(), db.guestHouse.count(), db.booking.count(), db.user.count()])).toEqual(
      before,
    );
  });

  it("has a full catalogue across the four places", async () => {
    const db = getDb();
    const hotels = await db.hotel.findMany({ include: { roomTypeRecords: true } });
    expect(hotels.length).toBeGreaterThanOrEqual(12);
    for (const place of ["Maldives", "Bali", "Phuket", "Santorini"])
      expect(hotels.some((h) => h.location.includes(place))).toBe(true);
    for (const h of hotels) {
      expect(h.description.length).toBeGreaterThan(40);
      expect(h.amenities.length).toBeGreaterThanOrEqual(4);
      expect(h.additionalImages.length).toBeGreaterThan(0);
      expect(h.roomTypeRecords.length).toBeGreaterThan(0);
      expect(h.policies).not.toBe("");
      expect([h.image, ...h.additionalImages].every((src) => src.startsWith("/images/"))).toBe(true);
    }
    expect(await db.destination.count()).toBeGreaterThanOrEqual(4);
    const guestHouses = await db.guestHouse.findMany();
    expect(guestHouses.length).toBeGreaterThanOrEqual(9);
    expect(new Set(guestHouses.map((g) => g.type))).toEqual(new Set(["guest_house", "resort_day_visit"]));
  });

  it("has six promotions valid today", async () => {
    const today = parseYmd(todayYmd())!;
    const valid = await getDb().promotion.count({ where: { validFrom: { lte: today }, validUntil: { gte: today } } });
    expect(valid).toBeGreaterThanOrEqual(6);
  });

  it("has bookings of both kinds in every status", async () => {
    const db = getDb();
    for (const status of ["pending", "confirmed", "cancelled", "completed"] as const) {
      expect(await db.booking.count({ where: { status } })).toBeGreaterThan(0);
      expect(await db.guestHouseBooking.count({ where: { status } })).toBeGreaterThan(0);
    }
    const bookings = await db.booking.findMany();
    for (const b of bookings) {
      const nights = Math.round((b.checkOut.getTime() - b.checkIn.getTime()) / 86_400_000);
      expect(Number(b.totalPrice)).toBeCloseTo(Number(b.nightlyRate) * nights, 2);
      expect(b.customerEmail).toBe(b.customerEmail.toLowerCase());
    }
  });

  it("creates the demo accounts with argon2id hashes", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await getDb().user.findUniqueOrThrow({ where: { email: account.email } });
      expect(user.role).toBe(account.role);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, "wrong-password")).toBe(false);
    }
  });

  it("outside demo mode creates only the administrator named by the environment, once", async () => {
    const db = getDb();
    const hotels = await db.hotel.count();
    const admin = { email: "Ops@Example.org", password: "a-long-secret-1" };
    const first = await seedDatabase(db, { demo: false, admin });
    expect(first.created).toEqual({ users: 1 });
    const user = await db.user.findUniqueOrThrow({ where: { email: "ops@example.org" } });
    expect(user.role).toBe("admin");
    expect((await seedDatabase(db, { demo: false, admin })).created).toEqual({});
    expect(await db.hotel.count()).toBe(hotels);
  });
});
