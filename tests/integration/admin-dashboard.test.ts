/**
 * The admin dashboard and settings at scale (issue 19): the stat cards, analytics, growth figures
 * and booking charts are aggregate SQL — checked here against a known data set — and the content
 * tables, the room types and the hotel picker read one bounded page, searched in the database.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/lib/server/db/client";
import { Prisma } from "@/lib/server/db/generated/client";
import {
  analyticsFigures,
  catalogueFigures,
  firstHotels,
  latestContentChanges,
} from "@/lib/server/analytics/catalogue-figures";
import {
  OCCUPANCY_TOP,
  bookingCharts,
  bookingSummary,
  createdCountSql,
  monthsSql,
  occupancySql,
} from "@/lib/server/analytics/booking-figures";
import {
  listAdminDestinations,
  listAdminGuestHouses,
  listAdminHotels,
  listAdminPromotions,
} from "@/lib/server/admin-content/list-admin-content";
import { searchRoomTypes } from "@/lib/server/room-types/search-room-types";
import { searchHotelNames } from "@/lib/server/hotels/search-hotel-names";
import { GET as listRoomTypesRoute } from "@/app/api/room-types/route";
import { call } from "../support/http";
import { signInTokens } from "../support/content";
import {
  ADMIN_PAGE_SIZE,
  HOTEL_NAME_SEARCH_LIMIT,
  MAX_ADMIN_PAGE,
  MAX_ADMIN_QUERY,
  dashboardParams,
  hotelNameSearch,
  roomTypeListParams,
} from "@/lib/validation/admin-lists";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00.000Z` : iso);
const day = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);

async function emptyCatalogue() {
  await getDb().$executeRawUnsafe(
    `TRUNCATE "Booking", "GuestHouseBooking", "Promotion", "RoomType", "Hotel", "Destination", "GuestHouse" RESTART IDENTITY CASCADE`,
  );
}

const hotel = (name: string, extra: Partial<Prisma.HotelCreateManyInput> = {}): Prisma.HotelCreateManyInput => ({
  name,
  location: "Baa Atoll, Maldives",
  price: 100,
  image: "/images/hotels/andaman-longtail-kamala-1.webp",
  ...extra,
});

let counter = 0;
const booking = (
  hotelId: number | null,
  hotelName: string,
  b: {
    created: string;
    checkIn: string;
    checkOut: string;
    total: string;
    status?: "pending" | "confirmed" | "cancelled" | "completed";
  },
): Prisma.BookingCreateManyInput => ({
  reference: `IT-${++counter}`,
  hotelId,
  hotelName,
  customerName: `Guest ${counter}`,
  customerEmail: `guest${counter}@example.com`,
  customerPhone: "+960 777 0000",
  roomType: "Reef Room",
  checkIn: day(b.checkIn),
  checkOut: day(b.checkOut),
  adults: 2,
  nightlyRate: 100,
  totalPrice: b.total,
  status: b.status ?? "confirmed",
  createdAt: at(b.created),
});

const ghBooking = (b: {
  created: string;
  total: string;
  status?: "confirmed" | "cancelled";
}): Prisma.GuestHouseBookingCreateManyInput => ({
  reference: `GH-IT-${++counter}`,
  guestHouseTitle: "Maafushi Breeze",
  customerName: `Guest ${counter}`,
  customerEmail: `guest${counter}@example.com`,
  customerPhone: "+960 777 0000",
  checkInDate: day("2026-12-01"),
  checkOutDate: day("2026-12-03"),
  guests: 2,
  roomType: "Standard Room",
  mealPlan: "Room Only",
  nightlyRate: 100,
  totalPrice: b.total,
  status: b.status ?? "confirmed",
  createdAt: at(b.created),
});

describe("the stat cards, analytics and booking figures (aggregate SQL on a known data set)", () => {
  beforeAll(async () => {
    await emptyCatalogue();
    const db = getDb();
    await db.hotel.createMany({
      data: [
        hotel("Alpha", { rating: 4.8, reviews: 10, price: "100.10", createdAt: at("2026-09-01") }),
        hotel("Bravo", { rating: 4.5, reviews: 30, price: "200.20", createdAt: at("2026-10-01") }),
        hotel("Charlie", { rating: 4.6, reviews: 30, price: "99.70", createdAt: at("2026-10-20") }),
        hotel("Delta", { rating: 4.9, reviews: 5, price: "50.00", createdAt: at("2026-11-20") }),
      ],
    });
    const dest = (name: string, hotels: number, created: string) => ({
      name,
      country: "Somewhere",
      image: "/images/placeholder.webp",
      hotels,
      priceFrom: 100,
      createdAt: at(created),
    });
    await db.destination.createMany({
      data: [dest("Bali", 20, "2026-01-01"), dest("Maldives", 9, "2026-11-01"), dest("Phuket", 9, "2026-11-02")],
    });
    const promo = (
      title: string,
      discount: number,
      originalPrice: string,
      discountedPrice: string,
      validFrom: string,
      validUntil: string,
    ) => ({
      title,
      image: "/images/placeholder.webp",
      location: "Maldives",
      discount,
      originalPrice,
      discountedPrice,
      validFrom: day(validFrom),
      validUntil: day(validUntil),
    });
    await db.promotion.createMany({
      data: [
        promo("P1", 10, "100.00", "90.00", "2026-11-01", "2026-11-30"), // running, ends within 14 days
        promo("P2", 25, "200.01", "150.01", "2026-11-22", "2026-11-22"), // running today only
        promo("P3", 25, "80.00", "60.00", "2026-10-01", "2026-11-21"), // ended yesterday
        promo("P4", 5, "100.00", "95.00", "2026-11-23", "2026-12-31"), // starts tomorrow
        promo("P5", 20, "50.00", "40.00", "2026-01-01", "2027-06-30"), // running, ends later
      ],
    });
    const gh = (title: string, isActive: boolean) => ({
      title,
      type: "guest_house" as const,
      location: "Maafushi",
      mainImage: "/images/placeholder.webp",
      pricePerNight: 60,
      isActive,
    });
    await db.guestHouse.createMany({ data: [gh("Active One", true), gh("Active Two", true), gh("Closed", false)] });

    const [alpha, bravo] = await db.hotel.findMany({ orderBy: { id: "asc" }, take: 2 });
    await db.booking.createMany({
      data: [
        // Alpha: 5 nights in the window (23 Oct – 21 Nov), 3 clipped at its start, 3 of an old booking.
        booking(alpha!.id, "Alpha", {
          created: "2026-11-20",
          checkIn: "2026-11-10",
          checkOut: "2026-11-15",
          total: "500.00",
        }),
        booking(alpha!.id, "Alpha", {
          created: "2026-11-05",
          checkIn: "2026-10-20",
          checkOut: "2026-10-26",
          total: "300.50",
          status: "pending",
        }),
        booking(alpha!.id, "Alpha", {
          created: "2025-06-01",
          checkIn: "2026-11-01",
          checkOut: "2026-11-04",
          total: "42.00",
        }),
        // Bravo: 2 nights clipped at today; a cancelled stay counts as a booking but adds no night nor revenue.
        booking(bravo!.id, "Bravo", {
          created: "2026-10-10",
          checkIn: "2026-11-20",
          checkOut: "2026-11-25",
          total: "1000.00",
        }),
        booking(bravo!.id, "Bravo", {
          created: "2026-11-21",
          checkIn: "2026-11-01",
          checkOut: "2026-11-10",
          total: "999.99",
          status: "cancelled",
        }),
        // The edges of the 30-day windows (days in UTC).
        booking(bravo!.id, "Bravo", {
          created: "2026-10-24T00:00:00.000Z",
          checkIn: "2026-12-01",
          checkOut: "2026-12-02",
          total: "100.00",
        }),
        booking(bravo!.id, "Bravo", {
          created: "2026-10-23T23:59:59.000Z",
          checkIn: "2026-12-05",
          checkOut: "2026-12-06",
          total: "10.25",
        }),
      ],
    });
    await db.guestHouseBooking.createMany({
      data: [
        ghBooking({ created: "2026-11-15", total: "200.00" }),
        ghBooking({ created: "2026-09-30", total: "50.00", status: "cancelled" }),
      ],
    });
  });

  it("counts, averages and growth of the stat cards", async () => {
    const f = await catalogueFigures(NOW);
    // ratings 4.8 + 4.5 + 4.6 + 4.9 = 18.8 → 4.7; reviews 10 + 30 + 30 + 5
    expect(f.stats).toEqual({
      totalHotels: 4,
      destinations: 3,
      activePromotions: 3,
      averageRating: 4.7,
      totalReviews: 75,
    });
    // P1 and P2 run today and end by 6 Dec; P5 runs on; P3 ended; P4 has not started.
    expect(f.expiringSoon).toBe(2);
    expect(f.activeGuestHouses).toBe(2);
    // 3 hotels were there 30 days ago, 4 now; 1 destination then, 3 now.
    expect(f.hotelGrowth).toBe("+33% in 30 days");
    expect(f.destinationGrowth).toBe("+200% in 30 days");
  });

  it("the Analytics tab's leaders and sums (the oldest wins a tie)", async () => {
    expect(await analyticsFigures()).toEqual({
      mostPopularHotel: { name: "Bravo", reviews: 30 },
      // Counted from the hotels' locations (all four are in the Maldives), not the stored figures (Bali's 20).
      topDestination: { name: "Maldives", hotels: 4 },
      bestPromotion: { title: "P2", discount: 25 },
      // (100.10 + 200.20 + 99.70 + 50.00) × 30
      potentialRevenue: 13_500,
      // 10 + 50 + 20 + 5 + 10
      promotionSavings: 95,
      // (10 + 25 + 25 + 5 + 20) / 5
      averageDiscount: 17,
    });
  });

  it("the Overview's latest changes and first hotels are small, newest first / oldest first", async () => {
    const changes = await latestContentChanges();
    expect(changes).toHaveLength(5);
    for (let i = 1; i < changes.length; i++) expect(changes[i - 1]!.updatedAt >= changes[i]!.updatedAt).toBe(true);
    expect((await firstHotels()).map((h) => h.name)).toEqual(["Alpha", "Bravo", "Charlie"]);
  });

  it("bookings and revenue per month over both tables, revenue without cancelled bookings", async () => {
    const { months } = await bookingCharts(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe("2025-12");
    expect(months[11]).toEqual({ month: "2026-11", bookings: 4, revenue: 1000.5 });
    expect(months[10]).toEqual({ month: "2026-10", bookings: 3, revenue: 1110.25 });
    expect(months[9]).toEqual({ month: "2026-09", bookings: 1, revenue: 0 });
    expect(months.slice(0, 9).every((m) => m.bookings === 0 && m.revenue === 0)).toBe(true);
  });

  it("occupancy: nights in the last 30 days per hotel, most booked first", async () => {
    const { occupancy } = await bookingCharts(NOW);
    expect(occupancy).toEqual([
      { hotel: "Alpha", bookedNights: 11, occupancy: 37 },
      { hotel: "Bravo", bookedNights: 2, occupancy: 7 },
    ]);
  });

  it("the last 30 days against the 30 before, and the newest bookings of both tables", async () => {
    const s = await bookingSummary(NOW);
    expect(s.last30).toBe(5);
    expect(s.previous30).toBe(3);
    expect(s.recent.map((b) => b.totalPrice)).toEqual([999.99, 500, 200, 300.5, 100]);
  });

  it("occupancy shows only the most booked hotels, whatever their number", async () => {
    const db = getDb();
    await db.hotel.createMany({
      data: Array.from({ length: OCCUPANCY_TOP + 3 }, (_, i) => hotel(`Occ ${String(i).padStart(2, "0")}`)),
    });
    const extra = await db.hotel.findMany({ where: { name: { startsWith: "Occ " } }, orderBy: { id: "asc" } });
    await db.booking.createMany({
      data: extra.map((h) =>
        booking(h.id, h.name, { created: "2020-01-01", checkIn: "2026-11-10", checkOut: "2026-11-11", total: "1.00" }),
      ),
    });
    const { occupancy } = await bookingCharts(NOW);
    expect(occupancy).toHaveLength(OCCUPANCY_TOP);
    expect(occupancy.slice(0, 3).map((o) => o.hotel)).toEqual(["Alpha", "Bravo", "Occ 00"]);
    expect(occupancy.at(-1)).toEqual({ hotel: "Occ 07", bookedNights: 1, occupancy: 3 });
    // A hotel past the top list is found by name, in the database; LIKE characters are literal.
    expect((await bookingCharts(NOW, "occ 12")).occupancy).toEqual([
      { hotel: "Occ 12", bookedNights: 1, occupancy: 3 },
    ]);
    expect((await bookingCharts(NOW, "%")).occupancy).toEqual([]);
  });
});

describe("the admin content tables: one page, searched in the database", () => {
  beforeAll(async () => {
    await emptyCatalogue();
    const db = getDb();
    await db.hotel.createMany({
      data: [
        ...Array.from({ length: 45 }, (_, i) =>
          hotel(`Lagoon Stay ${String(i + 1).padStart(2, "0")}`, { location: i % 2 ? "Raa Atoll" : "Noonu Atoll" }),
        ),
        hotel("50% Off Resort", { location: "Addu" }),
        hotel("Under_score Inn", { location: "Addu" }),
        hotel("UNDERXSCORE Lodge", { location: "Addu" }),
      ],
    });
    await db.destination.createMany({
      data: [
        { name: "Bali", country: "Indonesia", image: "/x.webp", priceFrom: 80 },
        { name: "Ubud", country: "Indonesia", image: "/x.webp", priceFrom: 60 },
        { name: "Malé", country: "Maldives", image: "/x.webp", priceFrom: 120 },
      ],
    });
    const alpha = await db.hotel.findFirstOrThrow({ where: { name: "Lagoon Stay 01" } });
    await db.promotion.createMany({
      data: [
        {
          title: "Monsoon Deal",
          image: "/x.webp",
          location: "Maldives",
          discount: 15,
          originalPrice: 100,
          discountedPrice: 85,
          validFrom: day("2026-01-01"),
          validUntil: day("2030-01-01"),
          hotelId: alpha.id,
        },
        {
          title: "Reef Escape",
          image: "/x.webp",
          location: "Bali",
          discount: 10,
          originalPrice: 100,
          discountedPrice: 90,
          validFrom: day("2026-01-01"),
          validUntil: day("2030-01-01"),
        },
      ],
    });
    await db.guestHouse.createMany({
      data: [
        {
          title: "Sunny Side",
          type: "guest_house",
          location: "Maafushi",
          mainImage: "/x.webp",
          pricePerNight: 50,
          isActive: false,
        },
        {
          title: "Sandbank Day",
          type: "resort_day_visit",
          location: "Ari Atoll",
          mainImage: "/x.webp",
          pricePerNight: 90,
        },
      ],
    });
    const [l1, l2] = await db.hotel.findMany({
      where: { name: { in: ["Lagoon Stay 01", "Lagoon Stay 02"] } },
      orderBy: { id: "asc" },
    });
    await db.roomType.createMany({
      data: [
        { hotelId: l1!.id, name: "Water Villa", basePrice: 300 },
        { hotelId: l1!.id, name: "Beach Villa", basePrice: 200 },
        { hotelId: l2!.id, name: "Garden Room", basePrice: 100 },
        ...Array.from({ length: 30 }, (_, i) => ({ hotelId: l2!.id, name: `Suite ${i + 1}`, basePrice: 150 })),
      ],
    });
  });

  it("pages through the hotels, newest first, with the total and page count; past the end is the last page", async () => {
    const first = await listAdminHotels({ q: "", page: 1 });
    expect(first).toMatchObject({ total: 48, page: 1, pageCount: 3, pageSize: ADMIN_PAGE_SIZE });
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]!.name).toBe("UNDERXSCORE Lodge");
    const third = await listAdminHotels({ q: "", page: 3 });
    expect(third.items).toHaveLength(8);
    expect(third.items.at(-1)!.name).toBe("Lagoon Stay 01");
    const past = await listAdminHotels({ q: "", page: 99 });
    expect(past.page).toBe(3);
    expect(past.items.map((h) => h.id)).toEqual(third.items.map((h) => h.id));
    // No page repeats a row.
    const second = await listAdminHotels({ q: "", page: 2 });
    const ids = [...first.items, ...second.items, ...third.items].map((h) => h.id);
    expect(new Set(ids).size).toBe(48);
  });

  it("searches name and location case-insensitively; % and _ match themselves", async () => {
    const raa = await listAdminHotels({ q: "raa atoll", page: 1 });
    expect(raa.total).toBe(22);
    expect(raa.items.every((h) => h.location === "Raa Atoll")).toBe(true);
    expect((await listAdminHotels({ q: "lagoon stay 4", page: 1 })).items.map((h) => h.name)).toEqual([
      "Lagoon Stay 45",
      "Lagoon Stay 44",
      "Lagoon Stay 43",
      "Lagoon Stay 42",
      "Lagoon Stay 41",
      "Lagoon Stay 40",
    ]);
    expect((await listAdminHotels({ q: "50%", page: 1 })).items.map((h) => h.name)).toEqual(["50% Off Resort"]);
    expect((await listAdminHotels({ q: "under_score", page: 1 })).items.map((h) => h.name)).toEqual([
      "Under_score Inn",
    ]);
    expect((await listAdminHotels({ q: "nothing like this", page: 1 })).items).toEqual([]);
  });

  it("destinations by name or country, promotions with their hotel's name, guest houses inactive too and by kind", async () => {
    expect((await listAdminDestinations({ q: "indonesia", page: 1 })).items.map((d) => d.name)).toEqual([
      "Ubud",
      "Bali",
    ]);
    const promos = await listAdminPromotions({ q: "", page: 1 });
    expect(promos.items.map((p) => [p.title, p.hotelName])).toEqual([
      ["Reef Escape", null],
      ["Monsoon Deal", "Lagoon Stay 01"],
    ]);
    expect((await listAdminPromotions({ q: "BALI", page: 1 })).items.map((p) => p.title)).toEqual(["Reef Escape"]);
    const houses = await listAdminGuestHouses({ q: "", page: 1 });
    expect(houses.items.map((g) => [g.title, g.isActive])).toEqual([
      ["Sandbank Day", true],
      ["Sunny Side", false],
    ]);
    expect((await listAdminGuestHouses({ q: "resort day", page: 1 })).items.map((g) => g.title)).toEqual([
      "Sandbank Day",
    ]);
    expect((await listAdminGuestHouses({ q: "maafushi", page: 1 })).items.map((g) => g.title)).toEqual(["Sunny Side"]);
  });

  it("room types: one page with their hotel's name, searched by room type or hotel name", async () => {
    const all = await searchRoomTypes({ q: "", page: 1 });
    expect(all).toMatchObject({ total: 33, pageCount: 2 });
    expect(all.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect((await searchRoomTypes({ q: "", page: 2 })).items).toHaveLength(13);
    const villas = await searchRoomTypes({ q: "VILLA", page: 1 });
    expect(villas.items.map((r) => [r.name, r.hotelName])).toEqual([
      ["Beach Villa", "Lagoon Stay 01"],
      ["Water Villa", "Lagoon Stay 01"],
    ]);
    const byHotel = await searchRoomTypes({ q: "lagoon stay 02", page: 1 });
    expect(byHotel.total).toBe(31);
    expect(byHotel.items.every((r) => r.hotelName === "Lagoon Stay 02")).toBe(true);
  });

  it("GET /api/room-types answers one bounded page with X-Total-Count and Link, and refuses bad paging with 400", async () => {
    const { admin } = await signInTokens();
    const get = (query: string) => call(listRoomTypesRoute, `/api/room-types${query}`, undefined, { headers: admin });
    const first = await get("?limit=10");
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(10);
    expect(first.headers.get("x-total-count")).toBe("33");
    expect(first.headers.get("link")).toContain("offset=10");
    const villas = await get("?q=villa");
    expect(villas.json.map((r: { name: string }) => r.name)).toEqual(["Beach Villa", "Water Villa"]);
    for (const bad of ["?limit=-1", "?limit=100000", "?offset=abc", `?q=${"x".repeat(10_000)}`])
      expect((await get(bad)).status, bad).toBe(400);
  });

  it("the hotel picker's search: by name, case-insensitive, by name order, at most 20", async () => {
    expect((await searchHotelNames(hotelNameSearch.parse({ q: "lagoon stay 1" }))).map((h) => h.name)).toEqual([
      "Lagoon Stay 10",
      "Lagoon Stay 11",
      "Lagoon Stay 12",
      "Lagoon Stay 13",
      "Lagoon Stay 14",
      "Lagoon Stay 15",
      "Lagoon Stay 16",
      "Lagoon Stay 17",
      "Lagoon Stay 18",
      "Lagoon Stay 19",
    ]);
    const many = await searchHotelNames(hotelNameSearch.parse({ q: "LAGOON", limit: "1000" }));
    expect(many).toHaveLength(HOTEL_NAME_SEARCH_LIMIT);
    expect(many[0]).toEqual({ id: expect.any(Number), name: "Lagoon Stay 01" });
    // The location is not the name.
    expect(await searchHotelNames(hotelNameSearch.parse({ q: "raa atoll" }))).toEqual([]);
    expect(await searchHotelNames(hotelNameSearch.parse({ q: "under_" }))).toEqual([
      { id: expect.any(Number), name: "Under_score Inn" },
    ]);
  });

  it("bad address input is clamped, never an error nor an unbounded read", async () => {
    const p = dashboardParams.parse({ tab: "nope", q: "x".repeat(10_000), page: "-1" });
    expect(p).toEqual({ tab: "overview", q: "x".repeat(MAX_ADMIN_QUERY), page: 1 });
    expect(dashboardParams.parse({ tab: ["hotels", "x"], q: ["  Lagoon   Stay  "], page: "2.5" })).toEqual({
      tab: "hotels",
      q: "Lagoon Stay",
      page: 1,
    });
    expect(dashboardParams.parse({ page: "99999999999" }).page).toBe(1);
    expect(dashboardParams.parse({ page: "999999" }).page).toBe(MAX_ADMIN_PAGE);
    expect(roomTypeListParams.parse({ page: "abc", q: undefined })).toEqual({ q: "", page: 1 });
    expect(hotelNameSearch.parse({ q: "y".repeat(10_000), limit: "-5" })).toEqual({
      q: "y".repeat(MAX_ADMIN_QUERY),
      limit: 1,
    });
    // The clamped values run as bounded queries.
    const res = await listAdminHotels({ q: p.q, page: dashboardParams.parse({ tab: "hotels", page: "999999" }).page });
    expect(res).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
    expect((await searchRoomTypes(roomTypeListParams.parse({ q: "%".repeat(10_000), page: "-3" }))).items).toEqual([]);
  });
});

describe("the booking figures' queries plan through indexes at ~20 000 bookings", () => {
  beforeAll(async () => {
    await emptyCatalogue();
    const db = getDb();
    await db.$executeRawUnsafe(`INSERT INTO "Hotel" ("name", "location", "price", "image", "updatedAt")
      SELECT 'Plan Hotel ' || i, 'Plan Atoll', 100, '/x.webp', now() FROM generate_series(1, 200) AS i`);
    // Three years of bookings: created every ~80 minutes, staying 1–14 nights within 60 days of booking.
    await db.$executeRawUnsafe(`INSERT INTO "Booking" ("id", "reference", "hotelId", "hotelName", "customerName", "customerEmail", "customerPhone", "roomType",
        "checkIn", "checkOut", "adults", "nightlyRate", "totalPrice", "status", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), 'PL-' || i, h."id", h."name", 'Guest', 'g' || i || '@example.com', '+960', 'Room',
        c::date + (i % 60), c::date + (i % 60) + 1 + (i % 14), 2, 100, 100 * (1 + (i % 14)),
        (CASE WHEN i % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END)::"BookingStatus", c, c
      FROM generate_series(1, 20000) AS i
      CROSS JOIN LATERAL (SELECT now() - (i * interval '80 minutes') AS c) t
      JOIN "Hotel" h ON h."id" = (SELECT min("id") FROM "Hotel") + (i % 200)`);
    await db.$executeRawUnsafe(`INSERT INTO "GuestHouseBooking" ("id", "reference", "guestHouseTitle", "customerName", "customerEmail", "customerPhone",
        "checkInDate", "checkOutDate", "guests", "roomType", "mealPlan", "nightlyRate", "totalPrice", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), 'GPL-' || i, 'House', 'Guest', 'g' || i || '@example.com', '+960', current_date, current_date + 2, 2, 'Room', 'Room Only', 50, 100,
        now() - (i * interval '6 hours'), now()
      FROM generate_series(1, 4000) AS i`);
    await db.$executeRawUnsafe(`ANALYZE "Booking"`);
    await db.$executeRawUnsafe(`ANALYZE "GuestHouseBooking"`);
    await db.$executeRawUnsafe(`ANALYZE "Hotel"`);
  });

  async function plan(query: Prisma.Sql, seqscan = true): Promise<string> {
    return getDb().$transaction(async (tx) => {
      if (!seqscan) await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${query}`);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  }
  const bookingScans = (text: string) =>
    text.split("\n").filter((line) => /Scan/.test(line) && /"?Booking"?\b|GuestHouseBooking/.test(line));

  it("the figures are right at this size too (spot checks against plain counts)", async () => {
    const db = getDb();
    const charts = await bookingCharts();
    expect(charts.occupancy).toHaveLength(OCCUPANCY_TOP);
    const start = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1));
    const expected =
      (await db.booking.count({ where: { createdAt: { gte: start } } })) +
      (await db.guestHouseBooking.count({ where: { createdAt: { gte: start } } }));
    expect(charts.months.reduce((s, m) => s + m.bookings, 0)).toBe(expected);
  });

  it("the months and the 30-day counts read the day cells by day, never a booking row", async () => {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    for (const [name, query] of [
      ["months", monthsSql(start)],
      ["30-day count", createdCountSql(new Date(now.getTime() - 30 * 86_400_000), now)],
    ] as [string, Prisma.Sql][]) {
      const forced = await plan(query, false);
      expect(bookingScans(forced), `${name}:\n${forced}`).toEqual([]);
      expect(forced, `${name}:\n${forced}`).toMatch(/BookingDayCell_pkey/);
    }
  });

  it("the latest content changes read the newest rows of each table from its (updatedAt, id) index", async () => {
    for (const table of ["Hotel", "GuestHouse", "Promotion"]) {
      const forced = await plan(
        Prisma.sql`SELECT "id", "createdAt", "updatedAt" FROM ${Prisma.raw(`"${table}"`)} ORDER BY "updatedAt" DESC, "id" DESC LIMIT 5`,
        false,
      );
      expect(forced, forced).toMatch(new RegExp(`Index (Only )?Scan using "?${table}_updatedAt_id_idx`));
      expect(forced, forced).not.toMatch(/Sort/);
    }
  });

  it("the occupancy reads the booking table through its indexes", async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const d = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const queries: [string, Prisma.Sql][] = [["occupancy", occupancySql(today, d(-30), d(-60))]];
    for (const [name, query] of queries) {
      // With sequential scans priced out, a plan without a usable index still scans: it shows no index.
      const forced = await plan(query, false);
      const scans = bookingScans(forced);
      expect(scans.length, `${name}:\n${forced}`).toBeGreaterThanOrEqual(1);
      for (const scan of scans) expect(scan, `${name}:\n${forced}`).toMatch(/Index|Bitmap/);
    }
    // The occupancy window is a small part of the bookings: the planner reads it through the check-in index on its own.
    const occupancy = await plan(occupancySql(today, d(-30), d(-60)));
    expect(occupancy, occupancy).toMatch(/Booking_figures_stay_idx/);
  });
});
