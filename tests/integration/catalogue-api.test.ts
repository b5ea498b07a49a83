import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";
import { GET as listHotels } from "@/app/api/hotels/route";
import { GET as getHotel } from "@/app/api/hotels/[id]/route";
import { GET as listPromotions } from "@/app/api/promotions/route";
import { GET as listDestinations } from "@/app/api/destinations/route";
import { GET as listGuestHouses } from "@/app/api/local-tourism/route";
import { GET as getGuestHouse } from "@/app/api/local-tourism/[id]/route";
import { GET as unknownApiGet, POST as unknownApiPost } from "@/app/api/[...path]/route";
import { call } from "../support/http";

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const hasAtMostTwoDecimals = (n: unknown) => typeof n === "number" && Math.round(n * 100) / 100 === n;

function expectContractError(json: { error?: unknown; message?: unknown }, message?: string | RegExp) {
  expect(typeof json.error).toBe("string");
  expect(json.message).toBe(json.error);
  if (typeof message === "string") expect(json.error).toBe(message);
  else if (message) expect(json.error).toMatch(message);
}

describe("GET /api/hotels", () => {
  it("returns every hotel as an array in the contract's shape", async () => {
    const { status, json, headers } = await call(listHotels, "/api/hotels");
    expect(status).toBe(200);
    expect(Array.isArray(json)).toBe(true);
    expect(json.length).toBeGreaterThanOrEqual(12);
    expect(headers.get("x-total-count")).toBe(String(json.length));
    for (const h of json) {
      expect(h).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        location: expect.any(String),
        image: expect.stringMatching(/^\/images\//),
      });
      expect(hasAtMostTwoDecimals(h.price)).toBe(true);
      expect(h.rating).toBeGreaterThanOrEqual(0);
      expect(h.rating).toBeLessThanOrEqual(5);
      expect(Array.isArray(h.amenities) && Array.isArray(h.roomTypes) && Array.isArray(h.additionalImages)).toBe(true);
      expect(h.checkInTime).toMatch(/^\d{2}:\d{2}$/);
      expect(h.createdAt).toMatch(ISO);
      expect(h).not.toHaveProperty("roomTypeRecords");
    }
    const ids = json.map((h: { id: number }) => h.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    for (const place of ["Maldives", "Bali", "Phuket", "Santorini"]) {
      expect(json.some((h: { location: string }) => h.location.includes(place))).toBe(true);
    }
  });

  it("narrows with limit and offset, keeping the total in X-Total-Count", async () => {
    const all = (await call(listHotels, "/api/hotels")).json;
    const page = await call(listHotels, "/api/hotels?limit=3&offset=2");
    expect(page.status).toBe(200);
    expect(page.json.map((h: { id: number }) => h.id)).toEqual(all.slice(2, 5).map((h: { id: number }) => h.id));
    expect(page.headers.get("x-total-count")).toBe(String(all.length));
  });

  it.each(["limit=0", "limit=abc", "limit=501", "offset=-1", "limit=2.5"])(
    "answers 400 JSON for ?%s",
    async (query) => {
      const { status, json } = await call(listHotels, `/api/hotels?${query}`);
      expect(status).toBe(400);
      expectContractError(json);
      expect(json.details).toBeTypeOf("object");
    },
  );
});

describe("GET /api/hotels/{id}", () => {
  it("returns one hotel with its room types", async () => {
    const first = (await call(listHotels, "/api/hotels?limit=1")).json[0];
    const { status, json } = await call(getHotel, `/api/hotels/${first.id}`, { id: String(first.id) });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: first.id, name: first.name, price: first.price });
    expect(json.roomTypeDetails.length).toBeGreaterThan(0);
    for (const r of json.roomTypeDetails) {
      expect(r).toMatchObject({ hotelId: first.id, hotelName: first.name, isActive: true });
      expect(hasAtMostTwoDecimals(r.basePrice)).toBe(true);
    }
  });

  it("answers 404 JSON for an unknown id", async () => {
    const { status, json } = await call(getHotel, "/api/hotels/987654", { id: "987654" });
    expect(status).toBe(404);
    expectContractError(json, "Hotel not found.");
  });

  it.each(["abc", "1.5", "-1", "0", "01", "9999999999", "1;DROP TABLE"])(
    "answers 400 JSON for the malformed id %s",
    async (id) => {
      const { status, json } = await call(getHotel, `/api/hotels/${encodeURIComponent(id)}`, { id });
      expect(status).toBe(400);
      expectContractError(json, "Invalid hotel id.");
    },
  );
});

describe("GET /api/promotions", () => {
  it("returns the promotions with server-computed discounted prices and calendar dates", async () => {
    const { status, json } = await call(listPromotions, "/api/promotions");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(6);
    for (const p of json) {
      expect(p.validFrom).toMatch(YMD);
      expect(p.validUntil).toMatch(YMD);
      expect(p.validFrom <= p.validUntil).toBe(true);
      expect(p.discount).toBeGreaterThanOrEqual(1);
      expect(p.discount).toBeLessThanOrEqual(100);
      const expected = Math.round(p.originalPrice * 100 - Math.round(p.originalPrice * p.discount)) / 100;
      expect(p.discountedPrice).toBe(expected);
      expect(hasAtMostTwoDecimals(p.discountedPrice)).toBe(true);
    }
  });
});

describe("GET /api/destinations", () => {
  it("returns the destinations with every admin field", async () => {
    const { status, json } = await call(listDestinations, "/api/destinations");
    expect(status).toBe(200);
    expect(json.length).toBeGreaterThanOrEqual(4);
    for (const d of json) {
      expect(d).toMatchObject({
        name: expect.any(String),
        country: expect.any(String),
        hotels: expect.any(Number),
        description: expect.any(String),
        attractions: expect.any(Array),
        bestTimeToVisit: expect.any(String),
        currency: expect.any(String),
        language: expect.any(String),
        timezone: expect.any(String),
      });
      expect(hasAtMostTwoDecimals(d.priceFrom)).toBe(true);
    }
  });
});

describe("GET /api/local-tourism", () => {
  it("lists only active guest houses, with room types and meal plans as {name, price} lists", async () => {
    const { status, json } = await call(listGuestHouses, "/api/local-tourism");
    expect(status).toBe(200);
    const inactive = await getDb().guestHouse.count({ where: { isActive: false } });
    const active = await getDb().guestHouse.count({ where: { isActive: true } });
    expect(inactive).toBeGreaterThan(0);
    expect(json.length).toBe(active);
    expect(json.every((g: { isActive: boolean }) => g.isActive)).toBe(true);
    expect(new Set(json.map((g: { type: string }) => g.type))).toEqual(new Set(["guest_house", "resort_day_visit"]));
    for (const g of json) {
      for (const [list, keys] of [
        [g.roomTypes, ["name", "price", "units"]],
        [g.mealPlans, ["name", "price"]],
      ]) {
        expect(list.length).toBeGreaterThan(0);
        for (const o of list) {
          // Room types also say how many rooms of the type there are (issue 8).
          expect(Object.keys(o).sort()).toEqual(keys);
          expect(hasAtMostTwoDecimals(o.price)).toBe(true);
        }
      }
    }
  });
});

describe("GET /api/local-tourism/{id}", () => {
  async function insert(roomTypes: unknown, mealPlans: unknown, isActive = true) {
    return getDb().guestHouse.create({
      data: {
        title: `Normalisation check ${Math.random()}`,
        type: "guest_house",
        location: "Thoddoo, Alif Alif Atoll, Maldives",
        mainImage: "/images/placeholder.webp",
        pricePerNight: "64.50",
        roomTypes: roomTypes as never,
        mealPlans: mealPlans as never,
        isActive,
      },
    });
  }
  const get = (id: number | string) => call(getGuestHouse, `/api/local-tourism/${id}`, { id: String(id) });

  it("returns one active guest house", async () => {
    const row = await insert([{ name: "Deluxe Room", price: 25 }], [{ name: "Half Board", price: 35 }]);
    const { status, json } = await get(row.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: row.id,
      pricePerNight: 64.5,
      roomTypes: [{ name: "Deluxe Room", price: 25 }],
      mealPlans: [{ name: "Half Board", price: 35 }],
    });
  });

  it("normalises a list of names, JSON text and missing values", async () => {
    const row = await insert(["Standard Room", "Family Room"], JSON.stringify([{ name: "Full Board", price: "50" }]));
    const { json } = await get(row.id);
    expect(json.roomTypes).toEqual([
      { name: "Standard Room", price: 0, units: 1 },
      { name: "Family Room", price: 0, units: 1 },
    ]);
    expect(json.mealPlans).toEqual([{ name: "Full Board", price: 50 }]);

    const text = await insert(JSON.stringify(["Dormitory"]), null);
    const second = (await get(text.id)).json;
    expect(second.roomTypes).toEqual([{ name: "Dormitory", price: 0, units: 1 }]);
    expect(second.mealPlans).toEqual([{ name: "Room Only", price: 0 }]);
  });

  it("falls back to the defaults with a logged warning on unparseable data", async () => {
    const warn = vi.spyOn(logger, "warn");
    const row = await insert("{definitely not json", { unexpected: true });
    const { status, json } = await get(row.id);
    expect(status).toBe(200);
    expect(json.roomTypes).toEqual([{ name: "Standard Room", price: 0, units: 1 }]);
    expect(json.mealPlans).toEqual([{ name: "Room Only", price: 0 }]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("using defaults"),
      expect.objectContaining({ guestHouseId: row.id, field: "roomTypes" }),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("using defaults"),
      expect.objectContaining({ guestHouseId: row.id, field: "mealPlans" }),
    );
    warn.mockRestore();
  });

  it("hides an inactive guest house (404), and answers 404/400 for unknown and malformed ids", async () => {
    const row = await insert(null, null, false);
    expect((await get(row.id)).status).toBe(404);
    const unknown = await get(999999);
    expect(unknown.status).toBe(404);
    expectContractError(unknown.json, "Guest house not found.");
    const malformed = await get("x1");
    expect(malformed.status).toBe(400);
    expectContractError(malformed.json, "Invalid guest house id.");
  });
});

describe("an unknown /api path", () => {
  it("answers a JSON 404 for any method", async () => {
    const get = await call(unknownApiGet, "/api/nothing/here", { path: ["nothing", "here"] });
    expect(get.status).toBe(404);
    expectContractError(get.json, "No API endpoint at /api/nothing/here.");
    const post = await call(
      unknownApiPost,
      "/api/hotels/1/rooms",
      { path: ["hotels", "1", "rooms"] },
      { method: "POST", body: {} },
    );
    expect(post.status).toBe(404);
    expectContractError(post.json);
  });
});
