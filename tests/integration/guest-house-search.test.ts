/**
 * The guest-house listing in SQL (lib/server/guest-houses/search-guest-houses.ts) and its public
 * list call GET /api/local-tourism: every filter, sort, page, total and the facility choices run in
 * the database, on the engine under test; the text search and the facility filter plan through
 * their GIN indexes at a few thousand rows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { cachedActiveGuestHouseCount, cachedGuestHouseFacilityOptions } from "@/lib/server/catalogue-front/cached";
import {
  guestHouseFacilityOptions,
  searchGuestHouses,
  type GuestHouseFilters,
} from "@/lib/server/guest-houses/search-guest-houses";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";
import { guestHouseFilters, parseGuestHouseSearch } from "@/lib/catalogue/guest-house-search";
import { GET as listRoute } from "@/app/api/local-tourism/route";
import { call } from "../support/http";
import { signInTokens } from "../support/content";

type Fixture = {
  key: number;
  title: string;
  type?: "guest_house" | "resort_day_visit";
  price: number;
  maxGuests: number | null;
  location?: string;
  facilities: string[];
};

// The listing's own examples (spec §5): keys 1..5 in id order; 6 is inactive and never listed.
const FIXTURES: Fixture[] = [
  { key: 1, title: "Coral Garden", price: 65, maxGuests: 8, facilities: ["Free WiFi", "Air Conditioning", "Garden"] },
  {
    key: 2,
    title: "Azure Day Escape",
    type: "resort_day_visit",
    price: 140,
    maxGuests: 20,
    location: "South Malé Atoll",
    facilities: ["Pool", "Free WiFi"],
  },
  {
    key: 3,
    title: "Surf Lodge 100%_sure",
    price: 55,
    maxGuests: null,
    location: "Thulusdhoo",
    facilities: ["free  wifi ", "Surf Boards"],
  },
  { key: 4, title: "Sandbank Retreat", type: "resort_day_visit", price: 180, maxGuests: 30, facilities: ["Pool"] },
  { key: 5, title: "Reef View", price: 45, maxGuests: 4, facilities: ["Free WiFi", "Garden"] },
];

const idOf = new Map<number, number>();
const keyOf = new Map<number, number>();
let inactiveId = 0;

async function insertHouse(f: Omit<Fixture, "key">, isActive = true) {
  return getDb().guestHouse.create({
    data: {
      title: f.title,
      type: f.type ?? "guest_house",
      location: f.location ?? "Maafushi, Kaafu Atoll, Maldives",
      mainImage: "/images/placeholder.webp",
      pricePerNight: f.price,
      maxGuests: f.maxGuests,
      facilities: f.facilities,
      isActive,
    },
  });
}

beforeAll(async () => {
  // Only this file's houses are listed: the demo ones are made inactive.
  await getDb().guestHouse.updateMany({ data: { isActive: false } });
  for (const f of FIXTURES) {
    const row = await insertHouse(f);
    idOf.set(f.key, row.id);
    keyOf.set(row.id, f.key);
  }
  inactiveId = (
    await insertHouse(
      { title: "Closed Coral Hideaway", price: 60, maxGuests: 2, facilities: ["Sauna", "Free WiFi"] },
      false,
    )
  ).id;
});

/** `count` plain guest houses at `location`, titled "`label` Islet n": more than a page of them. */
const islets = (count: number, label: string, location: string) =>
  getDb().guestHouse.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      title: `${label} Islet ${i}`,
      type: "guest_house" as const,
      location,
      mainImage: "/images/placeholder.webp",
      pricePerNight: 30,
    })),
  });

const keys = async (filters: GuestHouseFilters, page: { limit?: number; offset?: number } = {}) =>
  (await searchGuestHouses({ ...filters, ...page })).items.map((h) => keyOf.get(h.id));

describe("searchGuestHouses: sorts (spec §5)", () => {
  it("recommended: guest houses first, then resort day visits, each by ascending price", async () => {
    expect(await keys({ sort: "recommended" })).toEqual([5, 3, 1, 2, 4]);
  });

  it("price both ways, capacity with no stated maximum last, and the natural id order", async () => {
    expect(await keys({ sort: "price-asc" })).toEqual([5, 3, 1, 2, 4]);
    expect(await keys({ sort: "price-desc" })).toEqual([4, 2, 1, 3, 5]);
    expect(await keys({ sort: "capacity" })).toEqual([4, 2, 1, 5, 3]);
    expect(await keys({})).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("searchGuestHouses: filters", () => {
  it("matches typed text on title or location, case-insensitively", async () => {
    expect(await keys({ q: "SURF" })).toEqual([3]);
    expect(await keys({ q: "malé atoll", sort: "recommended" })).toEqual([2]);
    expect(await keys({ q: "nowhere" })).toEqual([]);
    expect(await keys({ location: "thulus" })).toEqual([3]);
    // The location filter does not look at titles.
    expect(await keys({ location: "Coral" })).toEqual([]);
  });

  it("takes %, _ and \\ in the text literally (no LIKE wildcards)", async () => {
    expect(await keys({ q: "%" })).toEqual([3]);
    expect(await keys({ q: "100%_sure" })).toEqual([3]);
    expect(await keys({ q: "_" })).toEqual([3]);
    expect(await keys({ q: "Cor_l" })).toEqual([]);
    expect(await keys({ q: "\\" })).toEqual([]);
  });

  it("filters by type, price range and every selected facility (case and spacing ignored)", async () => {
    expect(await keys({ type: "resort_day_visit" })).toEqual([2, 4]);
    expect(await keys({ minPrice: 50, maxPrice: 140, sort: "recommended" })).toEqual([3, 1, 2]);
    expect(await keys({ minPrice: 150 })).toEqual([4]);
    expect(await keys({ facilities: ["FREE WIFI", "Garden"], sort: "recommended" })).toEqual([5, 1]);
    expect(await keys({ facilities: ["free wifi"] })).toEqual([1, 2, 3, 5]);
    expect(await keys({ facilities: ["Pool", "Sauna"] })).toEqual([]);
  });

  it("applies the listing's address as the page does: 200 on the slider is no upper limit", async () => {
    await insertHouse({ title: "Pricey Palace", price: 320, maxGuests: 2, facilities: [] }).then((row) =>
      keyOf.set(row.id, 7),
    );
    try {
      const state = parseGuestHouseSearch(new URLSearchParams("minPrice=150&maxPrice=200"));
      expect(await keys(guestHouseFilters(state))).toEqual([7, 4]);
    } finally {
      await getDb().guestHouse.deleteMany({ where: { title: "Pricey Palace" } });
    }
  });

  it("never lists inactive houses unless asked", async () => {
    expect((await searchGuestHouses({ q: "Closed Coral" })).total).toBe(0);
    const all = await searchGuestHouses({ q: "Closed Coral", includeInactive: true });
    expect(all.items.map((h) => h.id)).toEqual([inactiveId]);
  });
});

describe("searchGuestHouses: pages and totals", () => {
  it("pages in the sort's order without overlap, with the total of all matches", async () => {
    const first = await searchGuestHouses({ sort: "recommended", limit: 2, offset: 0 });
    const second = await searchGuestHouses({ sort: "recommended", limit: 2, offset: 2 });
    const third = await searchGuestHouses({ sort: "recommended", limit: 2, offset: 4 });
    expect([first, second, third].map((p) => p.total)).toEqual([5, 5, 5]);
    expect([...first.items, ...second.items, ...third.items].map((h) => keyOf.get(h.id))).toEqual([5, 3, 1, 2, 4]);
    expect((await searchGuestHouses({ limit: 2, offset: 10 })).items).toEqual([]);
    expect((await searchGuestHouses({ q: "coral", limit: 1 })).total).toBe(1);
  });

  it("is bounded without a limit, and caps a larger one", async () => {
    const db = getDb();
    await islets(520, "Bulk", "Bulk Atoll");
    try {
      const byDefault = await listGuestHouses();
      expect(byDefault.items).toHaveLength(100);
      expect(byDefault.total).toBe(525);
      expect((await listGuestHouses({ limit: 10_000 })).items).toHaveLength(500);
      expect((await listGuestHouses({ limit: 3, offset: 2 })).items.map((h) => keyOf.get(h.id))).toEqual([3, 4, 5]);
    } finally {
      await db.guestHouse.deleteMany({ where: { location: "Bulk Atoll" } });
    }
  });

  it("counts the active houses for 'Showing N of M guest houses'", async () => {
    expect(await cachedActiveGuestHouseCount()).toBe(5);
  });
});

describe("the facility choices (the first 8 distinct, in listing order)", () => {
  it("come from the active houses by id, each house's facilities in order, first spelling kept", async () => {
    expect(await guestHouseFacilityOptions()).toEqual([
      "Free WiFi",
      "Air Conditioning",
      "Garden",
      "Pool",
      "Surf Boards",
    ]);
  });

  it("stop at 8, and follow content changes through the cache", async () => {
    expect(await cachedGuestHouseFacilityOptions()).toHaveLength(5);
    const extra = await insertHouse({
      title: "Many Things",
      price: 70,
      maxGuests: 2,
      facilities: ["Kayaks", "Spa", "Gym", "Library", "Bar"],
    });
    try {
      // (Outside Next 'use cache' is inert: the cache itself is tested in catalogue-cache.test.ts and e2e.)
      expect(await cachedGuestHouseFacilityOptions()).toEqual([
        "Free WiFi",
        "Air Conditioning",
        "Garden",
        "Pool",
        "Surf Boards",
        "Kayaks",
        "Spa",
        "Gym",
      ]);
    } finally {
      await getDb().guestHouse.delete({ where: { id: extra.id } });
    }
  });

  it("read every house when the first few hundred name fewer than 8", async () => {
    const db = getDb();
    await db.guestHouse.createMany({
      data: Array.from({ length: 210 }, (_, i) => ({
        title: `Plain ${i}`,
        type: "guest_house" as const,
        location: "Plain Atoll",
        mainImage: "/images/placeholder.webp",
        pricePerNight: 30,
        facilities: ["Pool"],
      })),
    });
    const late = await insertHouse({
      title: "Late Comer",
      price: 70,
      maxGuests: 2,
      facilities: ["Hammocks", "Bikes", "Snorkel Gear", "Boat"],
    });
    try {
      await db.guestHouse.updateMany({ where: { id: { in: [...idOf.values()] } }, data: { isActive: false } });
      expect(await guestHouseFacilityOptions()).toEqual(["Pool", "Hammocks", "Bikes", "Snorkel Gear", "Boat"]);
    } finally {
      await db.guestHouse.updateMany({ where: { id: { in: [...idOf.values()] } }, data: { isActive: true } });
      await db.guestHouse.deleteMany({ where: { OR: [{ location: "Plain Atoll" }, { id: late.id }] } });
    }
  });
});

describe("facilityKeys follow facilities whoever writes them", () => {
  it("on insert and update, through Prisma and plain SQL", async () => {
    const db = getDb();
    const row = await insertHouse({
      title: "Key Check",
      price: 50,
      maxGuests: 2,
      facilities: [" Outdoor  Shower", "BBQ", "bbq", " "],
    });
    try {
      expect((await db.guestHouse.findUniqueOrThrow({ where: { id: row.id } })).facilityKeys.sort()).toEqual([
        "bbq",
        "outdoor shower",
      ]);
      await db.$executeRawUnsafe(
        `UPDATE "GuestHouse" SET "facilities" = ARRAY['Rooftop Deck'] WHERE "id" = $1::int`,
        row.id,
      );
      expect((await db.guestHouse.findUniqueOrThrow({ where: { id: row.id } })).facilityKeys).toEqual(["rooftop deck"]);
      // Written directly, the keys are put right again.
      await db.$executeRawUnsafe(
        `UPDATE "GuestHouse" SET "facilityKeys" = ARRAY['wrong'] WHERE "id" = $1::int`,
        row.id,
      );
      expect((await db.guestHouse.findUniqueOrThrow({ where: { id: row.id } })).facilityKeys).toEqual(["rooftop deck"]);
      expect((await searchGuestHouses({ facilities: ["ROOFTOP  deck"] })).items.map((h) => h.id)).toEqual([row.id]);
    } finally {
      await db.guestHouse.delete({ where: { id: row.id } });
    }
  });
});

describe("GET /api/local-tourism", () => {
  const get = (query: string) => call(listRoute, `/api/local-tourism${query}`);

  it("applies the page's filters and sort as query parameters", async () => {
    const ids = (json: { id: number }[]) => json.map((h) => keyOf.get(h.id));
    expect(ids((await get("?sort=recommended")).json)).toEqual([5, 3, 1, 2, 4]);
    expect(ids((await get("?q=surf")).json)).toEqual([3]);
    expect(ids((await get("?location=south%20mal%C3%A9")).json)).toEqual([2]);
    expect(ids((await get("?type=resort_day_visit&sort=price-desc")).json)).toEqual([4, 2]);
    expect(ids((await get("?minPrice=50&maxPrice=140")).json)).toEqual([1, 2, 3]);
    const byFacilities = await get("?facilities=free%20wifi,GARDEN&sort=price-asc");
    expect(ids(byFacilities.json)).toEqual([5, 1]);
    expect(byFacilities.headers.get("x-total-count")).toBe("2");
  });

  it("pages with limit and offset: X-Total-Count, and Link rel=next keeping the filters", async () => {
    const first = await get("?sort=recommended&limit=2");
    expect(first.json.map((h: { id: number }) => keyOf.get(h.id))).toEqual([5, 3]);
    expect(first.headers.get("x-total-count")).toBe("5");
    expect(first.headers.get("link")).toBe('</api/local-tourism?sort=recommended&limit=2&offset=2>; rel="next"');
    const last = await get("?sort=recommended&limit=2&offset=4");
    expect(last.json.map((h: { id: number }) => keyOf.get(h.id))).toEqual([4]);
    expect(last.headers.get("link")).toBeNull();
  });

  it("answers at most 100 without a limit, with the next page linked", async () => {
    const db = getDb();
    await islets(130, "Api", "Api Atoll");
    try {
      const plain = await get("");
      expect(plain.status).toBe(200);
      expect(plain.json).toHaveLength(100);
      expect(plain.headers.get("x-total-count")).toBe("135");
      expect(plain.headers.get("link")).toBe('</api/local-tourism?limit=100&offset=100>; rel="next"');
      const next = await get("?limit=100&offset=100");
      expect(next.json).toHaveLength(35);
      expect(new Set([...plain.json, ...next.json].map((h: { id: number }) => h.id)).size).toBe(135);
    } finally {
      await db.guestHouse.deleteMany({ where: { location: "Api Atoll" } });
    }
  });

  it("lists inactive houses too for an admin with ?all=true, bounded and filtered; 401 without a session", async () => {
    expect((await get("?all=true")).status).toBe(401);
    const { admin } = await signInTokens();
    const all = await call(listRoute, "/api/local-tourism?all=true&q=closed%20coral&limit=10", undefined, {
      headers: admin,
    });
    expect(all.status).toBe(200);
    expect(all.json.map((h: { id: number }) => h.id)).toEqual([inactiveId]);
    expect((await get("?q=closed%20coral")).json).toEqual([]);
    const bounded = await call(listRoute, "/api/local-tourism?all=1&limit=2", undefined, { headers: admin });
    expect(bounded.json).toHaveLength(2);
    expect(Number(bounded.headers.get("x-total-count"))).toBeGreaterThan(6);
  });

  it.each([
    ["limit=501", /limit must be at most 500/],
    ["limit=0", /limit/],
    ["offset=-1", /offset/],
    ["offset=abc", /offset/],
    ["sort=cheapest", /sort must be one of/],
    ["q=(101 characters)", /q must be at most 100 characters/],
    ["q=(10 000 characters)", /q must be at most 100 characters/],
    ["location=(101 characters)", /location must be at most 100/],
    ["type=castle", /type must be/],
    ["minPrice=-5", /minPrice/],
    ["maxPrice=abc", /maxPrice/],
    ["maxPrice=99999999", /maxPrice must be at most/],
    ["minPrice=100&maxPrice=50", /minPrice must not be above maxPrice/],
    ["facilities=(31 of them)", /at most 30 facilities/],
    ["facilities=(one of 101 characters)", /A facility must be at most 100/],
    ["all=maybe", /all must be true or false/],
  ])("answers 400 with the contract's error for ?%s", async (label, message) => {
    const long: Record<string, string> = {
      "q=(101 characters)": `q=${"x".repeat(101)}`,
      "q=(10 000 characters)": `q=${"x".repeat(10_000)}`,
      "location=(101 characters)": `location=${"x".repeat(101)}`,
      "facilities=(one of 101 characters)": `facilities=Pool,${"y".repeat(101)}`,
      "facilities=(31 of them)": `facilities=${Array.from({ length: 31 }, (_, i) => `f${i}`).join(",")}`,
    };
    const { status, json } = await get(`?${long[label] ?? label}`);
    expect(status).toBe(400);
    expect(json.error).toMatch(message);
    expect(json.message).toBe(json.error);
  });
});

describe("query plans at a few thousand houses", () => {
  beforeAll(async () => {
    const db = getDb();
    // Set-based: 4 000 houses with distinct titles and places, and a rare facility on a few.
    await db.$executeRawUnsafe(`
      INSERT INTO "GuestHouse" ("title", "type", "location", "mainImage", "pricePerNight", "facilities", "updatedAt")
      SELECT 'Plan House ' || md5(i::text), 'guest_house', 'Atoll ' || md5((i * 7)::text), '/images/placeholder.webp', 20 + (i % 150),
             CASE WHEN i % 1000 = 0 THEN ARRAY['Free WiFi', 'Hyperbaric Chamber'] ELSE ARRAY['Free WiFi', 'Garden'] END, now()
      FROM generate_series(1, 4000) AS i`);
    // As autovacuum leaves a table in production: statistics gathered, and the GIN indexes' pending
    // lists (where fresh rows wait, fastupdate) merged, so the planner costs the indexes as they are.
    await db.$executeRawUnsafe(`VACUUM ANALYZE "GuestHouse"`);
  });

  async function plan(sql: string, ...params: unknown[]): Promise<string> {
    const rows = await getDb().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, ...params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("the typed text (title or location, ILIKE) is served by the trigram index, for the page and its count", async () => {
    const term = `%${(await getDb().guestHouse.findFirstOrThrow({ where: { title: { startsWith: "Plan House " } } })).title.slice(11, 21)}%`;
    // The shapes Prisma sends for searchGuestHouses({ q, sort: "recommended" }): the page and the total.
    const where = `WHERE ("isActive" = $1 AND ("title" ILIKE $2 OR "location" ILIKE $3))`;
    for (const sql of [
      `SELECT "id" FROM "GuestHouse" ${where} ORDER BY "type" ASC, "pricePerNight" ASC, "id" ASC LIMIT 24`,
      `SELECT COUNT(*) FROM "GuestHouse" ${where}`,
    ]) {
      const text = await plan(sql, true, term, term);
      expect(text).toMatch(/Bitmap Index Scan on "GuestHouse_search_trgm_idx"/);
      expect(text).not.toMatch(/Seq Scan/);
    }
    // And the search really finds it among the 4 000.
    expect((await searchGuestHouses({ q: term.slice(1, -1) })).total).toBe(1);
  });

  it("the facility filter is served by the facilityKeys GIN index", async () => {
    const text = await plan(
      `SELECT "id" FROM "GuestHouse" WHERE ("isActive" = $1 AND "facilityKeys" @> $2::text[]) ORDER BY "id" ASC LIMIT $3`,
      true,
      ["hyperbaric chamber"],
      24,
    );
    expect(text).toMatch(/GuestHouse_facilityKeys_idx/);
    expect(text).not.toMatch(/Seq Scan/);
    expect((await searchGuestHouses({ facilities: ["Hyperbaric chamber"] })).total).toBe(4);
  });
});
