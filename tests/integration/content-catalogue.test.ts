import { beforeAll, describe, expect, it } from "vitest";

import { GET as listDestinationsRoute, POST as postDestination } from "@/app/api/destinations/route";
import {
  DELETE as deleteDestinationRoute,
  GET as getDestinationRoute,
  PUT as putDestination,
} from "@/app/api/destinations/[id]/route";
import { GET as listPromotionsRoute, POST as postPromotion } from "@/app/api/promotions/route";
import {
  DELETE as deletePromotionRoute,
  GET as getPromotionRoute,
  PUT as putPromotion,
} from "@/app/api/promotions/[id]/route";
import { GET as listGuestHousesRoute, POST as postGuestHouse } from "@/app/api/local-tourism/route";
import {
  DELETE as deleteGuestHouseRoute,
  GET as getGuestHouseRoute,
  PUT as putGuestHouse,
} from "@/app/api/local-tourism/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { call } from "../support/http";
import { signInTokens, validDestination, validGuestHouse, validHotel, validPromotion } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-content-catalogue";

let as: Awaited<ReturnType<typeof signInTokens>>;
const anon = {} as Record<string, string>;
beforeAll(async () => {
  as = await signInTokens();
});

// Route handlers with or without an {id} param.
type Handler = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The five calls of one content area. */
function area(base: string, handlers: { list: Handler; post: Handler; get: Handler; put: Handler; del: Handler }) {
  return {
    list: async (query = "", headers: Record<string, string> = anon) =>
      call(handlers.list, `${base}${query}`, undefined, { headers }),
    create: (body: unknown, headers: Record<string, string> = as.admin) =>
      call(handlers.post, base, undefined, { method: "POST", body, headers }),
    get: (id: number | string) => call(handlers.get, `${base}/${id}`, { id: String(id) }),
    update: (id: number | string, body: unknown, headers: Record<string, string> = as.admin) =>
      call(handlers.put, `${base}/${id}`, { id: String(id) }, { method: "PUT", body, headers }),
    remove: (id: number | string, headers: Record<string, string> = as.admin) =>
      call(handlers.del, `${base}/${id}`, { id: String(id) }, { method: "DELETE", headers }),
  };
}

const destinations = area("/api/destinations", {
  list: listDestinationsRoute,
  post: postDestination,
  get: getDestinationRoute,
  put: putDestination,
  del: deleteDestinationRoute,
});
const promotions = area("/api/promotions", {
  list: listPromotionsRoute,
  post: postPromotion,
  get: getPromotionRoute,
  put: putPromotion,
  del: deletePromotionRoute,
});
const guestHouses = area("/api/local-tourism", {
  list: listGuestHousesRoute,
  post: postGuestHouse,
  get: getGuestHouseRoute,
  put: putGuestHouse,
  del: deleteGuestHouseRoute,
});

const ids = (res: { json: { id: number }[] }) => res.json.map((x) => x.id);

async function expectMessages(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  create: (body: unknown) => Promise<{ status: number; json: any }>,
  valid: object,
  cases: [Record<string, unknown>, string, string][],
) {
  for (const [over, field, message] of cases) {
    const res = await create({ ...valid, ...over });
    expect(res.status, JSON.stringify(over)).toBe(400);
    expect(res.json.details?.[field], JSON.stringify(over)).toContain(message);
  }
}

async function expectGuarded(a: ReturnType<typeof area>, valid: object, id: number) {
  for (const [headers, status] of [
    [anon, 401],
    [as.customer, 403],
  ] as const) {
    expect((await a.create(valid, headers)).status).toBe(status);
    expect((await a.update(id, valid, headers)).status).toBe(status);
    expect((await a.remove(id, headers)).status).toBe(status);
  }
}

describe("destinations", () => {
  it("round trip, each step on the next public read", async () => {
    const created = await destinations.create(validDestination);
    expect(created.status).toBe(201);
    // `hotels` is counted from the hotels (none is in Lakshadweep): the sent 3 is ignored.
    expect(created.json).toMatchObject({ ...validDestination, hotels: 0 });
    const id = created.json.id;
    expect(ids(await destinations.list())).toContain(id);
    expect((await destinations.get(id)).json.name).toBe("Lakshadweep");

    const updated = await destinations.update(id, {
      ...validDestination,
      name: "Lakshadweep Islands",
      attractions: "Lagoons\nDiving\nKayaking",
      priceFrom: "175.5",
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      name: "Lakshadweep Islands",
      attractions: ["Lagoons", "Diving", "Kayaking"],
      priceFrom: 175.5,
    });
    expect((await destinations.list()).json.find((d: { id: number }) => d.id === id).name).toBe("Lakshadweep Islands");

    const deleted = await destinations.remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Destination deleted successfully");
    expect(ids(await destinations.list())).not.toContain(id);
    expect((await destinations.get(id)).status).toBe(404);
    expect((await destinations.remove(id)).status).toBe(404);
    expect((await destinations.update(id, validDestination)).status).toBe(404);
    expect((await destinations.get("abc")).status).toBe(400);
    expect((await destinations.remove("-1")).status).toBe(400);
  });

  it("hotels is counted from the hotels' locations (a sent value is ignored), and follows a hotel's create and delete", async () => {
    const db = getDb();
    const hotel = (name: string, location: string) =>
      db.hotel.create({ data: { ...validHotel, name, location, price: "100.00", rating: "4.0" } });
    const created = await destinations.create({
      ...validDestination,
      name: "Zanzibar",
      country: "Tanzania",
      hotels: 77,
    });
    expect(created.json.hotels).toBe(0);
    const id = created.json.id;
    const a = await hotel("Count One", "Nungwi, Zanzibar");
    await hotel("Count Two", "Stone Town, zanzibar");
    await hotel("Count Elsewhere", "Arusha, Tanzania");
    expect((await destinations.get(id)).json.hotels).toBe(2);
    expect((await destinations.list("?limit=100")).json.find((d: { id: number }) => d.id === id).hotels).toBe(2);
    expect(
      (await destinations.update(id, { ...validDestination, name: "Zanzibar", country: "Tanzania", hotels: 500 })).json
        .hotels,
    ).toBe(2);
    // A country-level destination counts the hotels whose location names the country.
    const country = (await destinations.create({ ...validDestination, name: "Tanzania", country: "Tanzania" })).json.id;
    expect((await destinations.get(country)).json.hotels).toBe(1);
    await db.hotel.delete({ where: { id: a.id } });
    expect((await destinations.get(id)).json.hotels).toBe(1);
    expect((await getDb().destination.findUniqueOrThrow({ where: { id } })).hotels).toBe(0);
  });

  it("§5 messages", async () => {
    await expectMessages(destinations.create, validDestination, [
      [{ name: "L" }, "name", "Name must be at least 2 characters."],
      [{ country: "I" }, "country", "Country must be at least 2 characters."],
      [{ image: "beach" }, "image", "Must be a valid URL."],
      [{ description: "Islands" }, "description", "Description must be at least 10 characters."],
    ]);
  });

  it("401 / 403 for non-admins", async () => {
    await expectGuarded(destinations, validDestination, (await destinations.list()).json[0].id);
  });
});

describe("promotions", () => {
  it("the server computes discountedPrice = original − original × discount / 100 (a client value is ignored)", async () => {
    const created = await promotions.create({ ...validPromotion, discountedPrice: 1 });
    expect(created.status).toBe(201);
    // 333.33 − 15 % = 283.3305 → 283.33
    expect(created.json).toMatchObject({ originalPrice: 333.33, discount: 15, discountedPrice: 283.33 });
    const id = created.json.id;
    expect(ids(await promotions.list())).toContain(id);
    expect((await promotions.get(id)).json.discountedPrice).toBe(283.33);

    // 9999 cents − round(4999.5) = 4999 cents
    const updated = await promotions.update(id, {
      ...validPromotion,
      discount: "50",
      originalPrice: "99.99",
      discountedPrice: 0,
      title: "Half Price",
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ title: "Half Price", discountedPrice: 49.99, originalPrice: 99.99 });
    const stored = await getDb().promotion.findUniqueOrThrow({ where: { id } });
    expect(stored.discountedPrice.toString()).toBe("49.99");
    expect((await promotions.list()).json.find((p: { id: number }) => p.id === id).title).toBe("Half Price");

    const deleted = await promotions.remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Promotion deleted successfully");
    expect(ids(await promotions.list())).not.toContain(id);
    expect((await promotions.remove(id)).status).toBe(404);
    expect((await promotions.update(id, validPromotion)).status).toBe(404);
    expect((await promotions.update("1e3", validPromotion)).status).toBe(400);
  });

  it("§5 messages", async () => {
    await expectMessages(promotions.create, validPromotion, [
      [{ title: "E" }, "title", "Title must be at least 2 characters."],
      [{ location: "M" }, "location", "Location is required."],
      [{ image: "promo.jpg" }, "image", "Must be a valid URL."],
      [{ description: "Save" }, "description", "Description must be at least 10 characters."],
      [{ discount: 0 }, "discount", "Discount must be between 1 and 100."],
      [{ discount: 101 }, "discount", "Discount must be between 1 and 100."],
      [{ rating: 0.5 }, "rating", "Rating must be between 1 and 5."],
      [{ validUntil: "2025-12-01" }, "validUntil", "Valid until must be on or after valid from."],
      [{ hotelId: 999999 }, "hotelId", "Please select a hotel."],
    ]);
  });

  it("401 / 403 for non-admins", async () => {
    await expectGuarded(promotions, validPromotion, (await promotions.list()).json[0].id);
  });
});

describe("guest houses (local tourism)", () => {
  it("round trip; an inactive one leaves the public list, and admins see it with ?all=true", async () => {
    const created = await guestHouses.create({
      ...validGuestHouse,
      activities: "Snorkelling\nSandbank trips",
      roomTypes: [...validGuestHouse.roomTypes, { name: "", price: 0 }],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...validGuestHouse, maxGuests: null });
    const id = created.json.id;
    expect(ids(await guestHouses.list())).toContain(id);
    expect((await guestHouses.get(id)).json.title).toBe("Integration Guest House");

    const updated = await guestHouses.update(id, {
      ...validGuestHouse,
      title: "Renamed Guest House",
      type: "resort_day_visit",
      isActive: false,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ title: "Renamed Guest House", type: "resort_day_visit", isActive: false });
    expect(ids(await guestHouses.list())).not.toContain(id);
    expect((await guestHouses.get(id)).status).toBe(404);
    const all = await guestHouses.list("?all=true", as.admin);
    expect(all.status).toBe(200);
    expect(ids(all)).toContain(id);
    expect((await guestHouses.list("?all=true")).status).toBe(401);
    expect((await guestHouses.list("?all=true", as.customer)).status).toBe(403);

    const deleted = await guestHouses.remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe("Local tourism package deleted successfully");
    expect(ids(await guestHouses.list("?all=1", as.admin))).not.toContain(id);
    expect((await guestHouses.remove(id)).status).toBe(404);
    expect((await guestHouses.update(id, validGuestHouse)).status).toBe(404);
    expect((await guestHouses.remove("abc")).status).toBe(400);
  });

  it("§5 messages", async () => {
    await expectMessages(guestHouses.create, validGuestHouse, [
      [{ title: "I" }, "title", "Title must be at least 2 characters."],
      [{ type: "hostel" }, "type", "Please select accommodation type."],
      [{ type: undefined }, "type", "Please select accommodation type."],
      [{ description: "Rooms" }, "description", "Description must be at least 10 characters."],
      [{ location: "" }, "location", "Location is required."],
      [{ checkInTime: "" }, "checkInTime", "Check-in time is required."],
      [{ checkOutTime: "" }, "checkOutTime", "Check-out time is required."],
      [{ activities: "Swim" }, "activities", "Please list available activities."],
      [{ activities: [] }, "activities", "Please list available activities."],
      [{ facilities: "Wifi" }, "facilities", "Please list guest house facilities."],
      [{ mainImage: "gh.jpg" }, "mainImage", "Must be a valid URL."],
      [{ roomTypes: [] }, "roomTypes", "At least one room type is required."],
      [{ roomTypes: [{ name: " ", price: 10 }] }, "roomTypes", "At least one room type is required."],
      [{ mealPlans: [] }, "mealPlans", "At least one meal plan is required."],
      [{ mealPlans: [{ name: "Odd", price: -5 }] }, "mealPlans", "Price must be a number of 0 or more."],
    ]);
  });

  it("401 / 403 for non-admins", async () => {
    await expectGuarded(guestHouses, validGuestHouse, (await guestHouses.list()).json[0].id);
  });

  it("a deleted guest house keeps its bookings (title copied)", async () => {
    const gh = (await guestHouses.create(validGuestHouse)).json;
    const booking = await getDb().guestHouseBooking.create({
      data: {
        reference: "GH-KEEP01",
        guestHouseId: gh.id,
        guestHouseTitle: gh.title,
        customerName: "Kept Guest",
        customerEmail: "kept@example.com",
        customerPhone: "+960 777 0000",
        checkInDate: new Date("2027-02-01"),
        checkOutDate: new Date("2027-02-03"),
        guests: 2,
        roomType: "Standard Room",
        mealPlan: "Bed & Breakfast",
        nightlyRate: 95,
        totalPrice: 190,
      },
    });
    expect((await guestHouses.remove(gh.id)).status).toBe(200);
    expect(await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({
      guestHouseId: null,
      guestHouseTitle: gh.title,
    });
  });
});
