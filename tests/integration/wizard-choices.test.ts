import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { guestHouseWizardChoices, hotelWizardChoices } from "@/lib/server/bookings/wizard-choices";
import { averageHotelPriceCents } from "@/lib/server/checkout/average-price";
import { toCents } from "@/lib/pricing/money";

const matches = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());

describe("the booking wizards' choosers read a bounded page in SQL", () => {
  it("offers at most `limit` hotels, oldest first, each with its active room types, and counts them all", async () => {
    const all = await getDb().hotel.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    const page = await hotelWizardChoices({ limit: 3 });
    expect(page.total).toBe(all.length);
    expect(page.items.map((h) => h.id)).toEqual(all.slice(0, 3).map((h) => h.id));
    for (const hotel of page.items) {
      expect(hotel.roomTypeDetails?.length).toBeGreaterThan(0);
      expect(hotel.roomTypeDetails!.every((r) => r.isActive && r.hotelId === hotel.id)).toBe(true);
    }
  });

  it("narrows by name or place, case-insensitively, with % and _ matching themselves", async () => {
    const db = getDb();
    const sample = await db.hotel.findFirstOrThrow({ orderBy: { id: "asc" } });
    const word = sample.location.split(/[ ,]+/)[0]!.toUpperCase();
    const page = await hotelWizardChoices({ q: word, limit: 500 });
    const expected = (await db.hotel.findMany({ select: { name: true, location: true } })).filter(
      (h) => matches(h.name, word) || matches(h.location, word),
    );
    expect(page.total).toBe(expected.length);
    expect(page.items.every((h) => matches(h.name, word) || matches(h.location, word))).toBe(true);

    const literal = await db.hotel.create({
      data: { name: "100% Reef_Lodge", location: "Baa Atoll, Maldives", price: 250, image: "/images/placeholder.webp" },
    });
    expect((await hotelWizardChoices({ q: "100% reef_" })).items.map((h) => h.id)).toEqual([literal.id]);
    expect((await hotelWizardChoices({ q: "0%" })).items.map((h) => h.id)).toEqual([literal.id]);
    expect((await hotelWizardChoices({ q: "r_ef" })).total).toBe(0);
  });

  it("offers an offer's own hotel, or the hotels of its place", async () => {
    const db = getDb();
    const hotel = await db.hotel.findFirstOrThrow({ orderBy: { id: "desc" } });
    const own = await hotelWizardChoices({ promotion: { hotelId: hotel.id, location: "anywhere" } });
    expect(own).toMatchObject({ total: 1, items: [{ id: hotel.id }] });
    const place = await hotelWizardChoices({ promotion: { hotelId: null, location: hotel.location }, limit: 500 });
    expect(place.total).toBe(await db.hotel.count({ where: { location: hotel.location } }));
    expect(place.items.every((h) => h.location === hotel.location)).toBe(true);
  });

  it("offers active guest houses only, narrowed by title or place", async () => {
    const db = getDb();
    const houses = await db.guestHouse.findMany({ where: { isActive: true }, orderBy: { id: "asc" } });
    await db.guestHouse.update({ where: { id: houses[0]!.id }, data: { isActive: false } });
    const page = await guestHouseWizardChoices({ limit: 2 });
    expect(page.total).toBe(houses.length - 1);
    expect(page.items.map((h) => h.id)).toEqual(houses.slice(1, 3).map((h) => h.id));
    const q = houses[1]!.title.slice(1, 6).toLowerCase();
    const found = await guestHouseWizardChoices({ q, limit: 500 });
    expect(found.items.map((h) => h.id)).toContain(houses[1]!.id);
    expect(found.items.every((h) => matches(h.title, q) || matches(h.location, q))).toBe(true);
  });

  it("prices the payment demo at the catalogue's average nightly price, computed in SQL", async () => {
    const prices = (await getDb().hotel.findMany({ select: { price: true } })).map((h) => toCents(h.price.toString()));
    expect(await averageHotelPriceCents()).toBe(Math.round(prices.reduce((a, b) => a + b, 0) / prices.length));
  });
});
