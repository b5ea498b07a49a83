import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/lib/server/db/client";
import { hotelSearchSql, searchHotels, type SearchHotelsInput } from "@/lib/server/hotels/search-hotels";
import { hotelAmenitySpellings, listHotelAmenities } from "@/lib/server/hotels/hotel-amenities";
import { destinationHotels } from "@/lib/server/destinations/destination-hotels";

// Five hotels of our own in "Testland" (the demo hotels are elsewhere): every filter below is
// combined with `location: "testland"` so the demo data never shows up in the answers.
const OURS = [
  {
    name: "Coral Haven 1001",
    location: "North Atoll, Testland",
    price: 100,
    rating: 4.5,
    amenities: ["Free WiFi", "Spa"],
  },
  {
    name: "Palm 100% Retreat",
    location: "South_Bay, Testland",
    price: 250,
    rating: 4.8,
    amenities: ["free wifi", "Pool"],
  },
  { name: "Reef Lodge", location: "North Atoll, Testland", price: 250, rating: 4.5, amenities: ["Spa"] },
  {
    name: "Sunset Villas",
    location: "East Cape, Testland",
    price: 1200,
    rating: 3.9,
    amenities: ["Free WiFi", "Spa", "Pool"],
  },
  { name: "Back\\slash Inn", location: "West Point, Testland", price: 80, rating: 4.8, amenities: [] },
];
let id: number[] = [];

beforeAll(async () => {
  const db = getDb();
  id = [];
  for (const h of OURS)
    id.push((await db.hotel.create({ data: { ...h, image: "/images/hotels/andaman-longtail-kamala-1.webp" } })).id);
});

const search = (input: Partial<SearchHotelsInput> = {}) =>
  searchHotels({ location: "testland", limit: 24, offset: 0, ...input });
const ids = async (input: Partial<SearchHotelsInput> = {}) => (await search(input)).items.map((h) => h.id);
const nth = (...n: number[]) => n.map((i) => id[i - 1]!);

describe("searchHotels: filters in SQL", () => {
  it("the location parameter keeps its place-name meaning; no filter is the natural (id) order with the total", async () => {
    const result = await search();
    expect(result.items.map((h) => h.id)).toEqual(nth(1, 2, 3, 4, 5));
    expect(result.total).toBe(5);
    expect(result.items[0]).toMatchObject({
      name: "Coral Haven 1001",
      price: 100,
      rating: 4.5,
      amenities: ["Free WiFi", "Spa"],
    });
    const maldives = await searchHotels({ location: "maldives", limit: 100, offset: 0 });
    expect(maldives.total).toBeGreaterThan(0);
    for (const h of maldives.items) expect(h.location).toContain("Maldives");
  });

  it("q matches name or location case-insensitively, wildcards and backslashes literally", async () => {
    expect(await ids({ q: "NORTH atoll" })).toEqual(nth(1, 3));
    expect(await ids({ q: "reef" })).toEqual(nth(3));
    expect(await ids({ q: "100%" })).toEqual(nth(2));
    expect(await ids({ q: "_" })).toEqual(nth(2));
    expect(await ids({ q: "\\" })).toEqual(nth(5));
    expect(await ids({ q: "%" })).toEqual(nth(2));
    expect(await ids({ q: "paris" })).toEqual([]);
    // Without the location filter, text alone searches every hotel.
    expect((await searchHotels({ q: "Testland", limit: 24, offset: 0 })).total).toBe(5);
  });

  it("amenities: every one must be present, in any case or spelling stored", async () => {
    expect(await ids({ amenities: ["free wifi"] })).toEqual(nth(1, 2, 4));
    expect(await ids({ amenities: ["FREE WIFI", "spa"] })).toEqual(nth(1, 4));
    expect(await ids({ amenities: ["Pool", "Spa"] })).toEqual(nth(4));
    expect(await ids({ amenities: ["Helipad"] })).toEqual([]);
  });

  it("price range: both bounds inclusive, no maxPrice = no upper limit", async () => {
    expect(await ids({ minPrice: 100, maxPrice: 250 })).toEqual(nth(1, 2, 3));
    expect(await ids({ minPrice: 1000 })).toEqual(nth(4));
    expect(await ids({ maxPrice: 99 })).toEqual(nth(5));
    expect(await ids({ minPrice: 0 })).toEqual(nth(1, 2, 3, 4, 5));
  });

  it("sorts by price either way or by rating, ties in natural order", async () => {
    expect(await ids({ sort: "recommended" })).toEqual(nth(1, 2, 3, 4, 5));
    expect(await ids({ sort: "price-asc" })).toEqual(nth(5, 1, 2, 3, 4));
    expect(await ids({ sort: "price-desc" })).toEqual(nth(4, 2, 3, 1, 5));
    expect(await ids({ sort: "rating" })).toEqual(nth(2, 5, 1, 3, 4));
  });

  it("combines filters", async () => {
    const result = await search({ q: "atoll", amenities: ["spa"], maxPrice: 200, sort: "price-desc" });
    expect(result.items.map((h) => h.id)).toEqual(nth(1));
    expect(result.total).toBe(1);
  });

  it("pages: limit and offset in the database, the total of every match, clamping to the last page on request", async () => {
    const first = await search({ limit: 2 });
    expect(first.items.map((h) => h.id)).toEqual(nth(1, 2));
    expect(first.total).toBe(5);
    expect((await search({ limit: 2, offset: 2 })).items.map((h) => h.id)).toEqual(nth(3, 4));
    expect((await search({ limit: 2, offset: 4 })).items.map((h) => h.id)).toEqual(nth(5));
    const beyond = await search({ limit: 2, offset: 10 });
    expect(beyond).toMatchObject({ items: [], total: 5, offset: 10 });
    const clamped = await search({ limit: 2, offset: 10, clampToLastPage: true });
    expect(clamped.items.map((h) => h.id)).toEqual(nth(5));
    expect(clamped.offset).toBe(4);
    expect((await search({ limit: 2, sort: "price-asc", offset: 2 })).items.map((h) => h.id)).toEqual(nth(2, 3));
  });

  it("places: a destination's hotels are those whose location contains any of its names", async () => {
    const result = await searchHotels({ places: ["North Atoll", "East Cape"], limit: 24, offset: 0 });
    expect(result.items.map((h) => h.id)).toEqual(nth(1, 3, 4));
    expect(result.total).toBe(3);
    expect((await searchHotels({ places: [], limit: 24, offset: 0 })).total).toBe(0);
  });

  it("a destination's first hotels and their count: its name, or for a country-level one the country too", async () => {
    const atoll = await destinationHotels({ name: "north atoll", country: "Testland" }, 1);
    expect(atoll.items.map((h) => h.id)).toEqual(nth(1));
    expect(atoll.total).toBe(2);
    const country = await destinationHotels({ name: "Testland", country: "Testland" }, 3);
    expect(country.items.map((h) => h.id)).toEqual(nth(1, 2, 3));
    expect(country.total).toBe(5);
  });

  it.each<[string, Partial<SearchHotelsInput>]>([
    ["limit 0", { limit: 0 }],
    ["limit 501", { limit: 501 }],
    ["negative offset", { offset: -1 }],
    ["huge offset", { offset: 100_001 }],
    ["101-character q", { q: "x".repeat(101) }],
    ["NaN price", { minPrice: Number.NaN }],
    ["negative price", { maxPrice: -5 }],
    ["unknown sort", { sort: "cheapest" as never }],
  ])("refuses bad input (%s) with a 400 AppError, never reaching SQL", async (_label, input) => {
    await expect(search(input)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the amenity choices", () => {
  it("are the distinct amenities across hotels, one spelling each, alphabetically, read once per content change", async () => {
    const amenities = await listHotelAmenities();
    expect(amenities).toEqual([...amenities].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(amenities.filter((a) => a.toLowerCase() === "free wifi")).toHaveLength(1);
    expect(amenities).toEqual(expect.arrayContaining(["Spa", "Pool"]));
    const lower = amenities.map((a) => a.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);

    await getDb().hotel.update({ where: { id: id[4]! }, data: { amenities: ["Zeppelin pad"] } });
    expect(await listHotelAmenities()).toContain("Zeppelin pad");
    expect(await ids({ amenities: ["zeppelin PAD"] })).toEqual(nth(5));
  });
});

describe("at a few thousand hotels", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.$executeRawUnsafe(
      `INSERT INTO "Hotel" ("name", "location", "price", "image", "updatedAt", "amenities")
       SELECT 'Scale Hotel ' || g, 'Bay ' || g || ', Scaleland', 50 + (g % 500), '/images/hotels/andaman-longtail-kamala-1.webp', now(),
              CASE WHEN g % 1000 = 0 THEN ARRAY['Free WiFi', 'Helipad'] ELSE ARRAY['Free WiFi', 'Spa'] END
       FROM generate_series(1, 5000) AS g`,
    );
    // As autovacuum would: statistics, and the GIN indexes' pending lists merged (the planner prices
    // a long pending list as a slow index).
    await db.$executeRawUnsafe(`VACUUM ANALYZE "Hotel"`);
  });

  async function plan(input: Parameters<typeof hotelSearchSql>[0], query: "count" | "page") {
    const { where, params, orderBy } = hotelSearchSql(input, await hotelAmenitySpellings());
    const sql =
      query === "count"
        ? `EXPLAIN SELECT count(*)::int AS "total" FROM "Hotel" ${where}`
        : `EXPLAIN SELECT "id" FROM "Hotel" ${where} ORDER BY ${orderBy} LIMIT 24 OFFSET 0`;
    const rows = await getDb().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(sql, ...params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("a text search (count and page) plans through the trigram index, not a scan of every hotel", async () => {
    for (const query of ["count", "page"] as const) {
      const text = await plan({ q: "Bay 4242," }, query);
      expect(text, text).toMatch(
        /Bitmap Index Scan on "Hotel_name_trgm_idx"[\s\S]*Bitmap Index Scan on "Hotel_location_trgm_idx"/,
      );
      expect(text, text).not.toMatch(/Seq Scan on "Hotel"/);
    }
    const result = await searchHotels({ q: "bay 4242,", limit: 24, offset: 0 });
    expect(result.items.map((h) => h.name)).toEqual(["Scale Hotel 4242"]);
  });

  it("a rare amenity plans through the amenities index", async () => {
    const text = await plan({ amenities: ["Helipad"] }, "count");
    expect(text, text).toContain("Hotel_amenities_idx");
    expect((await searchHotels({ amenities: ["helipad"], limit: 24, offset: 0 })).total).toBe(5);
  });

  it("pages deep into the list without reading it whole", async () => {
    const page = await searchHotels({ q: "Scaleland", sort: "price-desc", limit: 24, offset: 24 * 50 });
    expect(page.total).toBe(5000);
    expect(page.items).toHaveLength(24);
    const prices = page.items.map((h) => h.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });
});
