/**
 * Promotions listed in SQL (lib/server/promotions/list-promotions.ts): the offers bookable today
 * as /offers shows them, the filters, bounded pages, a hotel's offers by location, and the public
 * list call GET /api/promotions with its paging headers and 400s — on the engine under test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db/client";
import { listPromotions, type ListPromotionsArgs } from "@/lib/server/promotions/list-promotions";
import { cachedPromotion, cachedPromotionsAt } from "@/lib/server/catalogue-front/cached";
import { GET as listRoute } from "@/app/api/promotions/route";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import { call } from "../support/http";

const today = todayYmd();
const day = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);
const PLACE = "Promo Test Atoll, Maldives";

interface Offer {
  key: string;
  from: string;
  until: string;
  maxBookings?: number;
  bookedCount?: number;
  title?: string;
  location?: string;
}

// Around today: running, starting today, ending today, expired, not yet started, full, with room left.
const OFFERS: Offer[] = [
  { key: "running", from: addDays(today, -10), until: addDays(today, 10) },
  { key: "starts-today", from: today, until: addDays(today, 5) },
  { key: "ends-today", from: addDays(today, -5), until: today },
  { key: "expired", from: addDays(today, -30), until: addDays(today, -1) },
  { key: "future", from: addDays(today, 1), until: addDays(today, 30) },
  { key: "full", from: addDays(today, -1), until: addDays(today, 1), maxBookings: 2, bookedCount: 2 },
  {
    key: "room-left",
    from: addDays(today, -1),
    until: addDays(today, 1),
    maxBookings: 2,
    bookedCount: 1,
    title: "Last 50%_off Lagoon Deal",
  },
];
const keyOf = new Map<number, string>();

beforeAll(async () => {
  const db = getDb();
  for (const o of OFFERS) {
    const row = await db.promotion.create({
      data: {
        title: o.title ?? `Promo ${o.key}`,
        image: "/images/placeholder.webp",
        location: o.location ?? PLACE,
        discount: 10,
        originalPrice: 200,
        discountedPrice: 180,
        validFrom: day(o.from),
        validUntil: day(o.until),
        maxBookings: o.maxBookings ?? 0,
        bookedCount: o.bookedCount ?? 0,
      },
    });
    keyOf.set(row.id, o.key);
  }
});

/** `count` running offers at `location`, titled "`label` offer n": more than a page of them. */
const runningOffers = (count: number, label: string, location: string) =>
  getDb().promotion.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      title: `${label} offer ${i}`,
      image: "/images/placeholder.webp",
      location,
      discount: 5,
      originalPrice: 100,
      discountedPrice: 95,
      validFrom: day(addDays(today, -1)),
      validUntil: day(addDays(today, 1)),
    })),
  });

const keys = async (args: ListPromotionsArgs) =>
  (await listPromotions({ location: "Promo Test Atoll", ...args })).items.map((p) => keyOf.get(p.id));

describe("listPromotions", () => {
  it("currentOn: running that day (both ends included) and not fully booked, in id order", async () => {
    expect(await keys({ currentOn: today })).toEqual(["running", "starts-today", "ends-today", "room-left"]);
    expect(await keys({ currentOn: addDays(today, 1) })).toEqual(["running", "starts-today", "future", "room-left"]);
  });

  it("without currentOn lists every promotion (the admin manages expired ones too)", async () => {
    expect(await keys({})).toEqual(OFFERS.map((o) => o.key));
  });

  it("matches text in the title or the location, case-insensitively, with %, _ taken literally", async () => {
    expect(await keys({ q: "LAGOON deal" })).toEqual(["room-left"]);
    expect(await keys({ q: "50%_off" })).toEqual(["room-left"]);
    expect(await keys({ q: "%" })).toEqual(["room-left"]);
    expect((await listPromotions({ q: "promo test atoll" })).total).toBe(OFFERS.length);
    expect((await listPromotions({ q: "nowhere at all" })).total).toBe(0);
  });

  it("pages in id order with the total, bounded without a limit and capped above 500", async () => {
    const first = await listPromotions({ location: "Promo Test Atoll", limit: 3 });
    const second = await listPromotions({ location: "Promo Test Atoll", limit: 3, offset: 3 });
    expect(first.total).toBe(OFFERS.length);
    expect([...first.items, ...second.items].map((p) => keyOf.get(p.id))).toEqual(OFFERS.slice(0, 6).map((o) => o.key));

    const db = getDb();
    await runningOffers(510, "Bulk", "Bulk Promo Place");
    try {
      const bounded = await listPromotions();
      expect(bounded.items).toHaveLength(100);
      expect(bounded.total).toBeGreaterThanOrEqual(510 + OFFERS.length);
      expect((await listPromotions({ limit: 100_000 })).items).toHaveLength(500);
    } finally {
      await db.promotion.deleteMany({ where: { location: "Bulk Promo Place" } });
    }
  });

  it("a hotel's offers: promotions whose location equals the hotel's, bounded, through the cache", async () => {
    const at = await cachedPromotionsAt(PLACE);
    expect(at.map((p) => keyOf.get(p.id))).toEqual(OFFERS.map((o) => o.key));
    expect(await cachedPromotionsAt("Promo Test Atoll")).toEqual([]);
    const one = at[0]!;
    expect((await cachedPromotion(one.id))?.title).toBe(one.title);
    expect(await cachedPromotion(999_999)).toBeNull();
  });
});

describe("GET /api/promotions", () => {
  const get = (query: string) => call(listRoute, `/api/promotions${query}`);

  it("filters with q, location and current=true (what /offers shows)", async () => {
    const current = await get("?location=promo%20test&current=true");
    expect(current.status).toBe(200);
    expect(current.json.map((p: { id: number }) => keyOf.get(p.id))).toEqual([
      "running",
      "starts-today",
      "ends-today",
      "room-left",
    ]);
    expect(current.headers.get("x-total-count")).toBe("4");
    expect((await get("?q=lagoon%20deal")).json.map((p: { id: number }) => keyOf.get(p.id))).toEqual(["room-left"]);
    expect((await get("?location=promo%20test&current=false")).json).toHaveLength(OFFERS.length);
  });

  it("pages with limit and offset, the total in X-Total-Count and the next page in Link", async () => {
    const first = await get("?location=promo%20test&limit=4");
    expect(first.json).toHaveLength(4);
    expect(first.headers.get("x-total-count")).toBe(String(OFFERS.length));
    expect(first.headers.get("link")).toBe('</api/promotions?location=promo+test&limit=4&offset=4>; rel="next"');
    const rest = await get("?location=promo%20test&limit=4&offset=4");
    expect(rest.json.map((p: { id: number }) => keyOf.get(p.id))).toEqual(OFFERS.slice(4).map((o) => o.key));
    expect(rest.headers.get("link")).toBeNull();
  });

  it("answers at most 100 without a limit, the rest linked", async () => {
    const db = getDb();
    await runningOffers(120, "Api", "Api Promo Place");
    try {
      const total = await db.promotion.count();
      const plain = await get("");
      expect(plain.status).toBe(200);
      expect(plain.json).toHaveLength(100);
      expect(plain.headers.get("x-total-count")).toBe(String(total));
      expect(plain.headers.get("link")).toBe('</api/promotions?limit=100&offset=100>; rel="next"');
      const ids = plain.json.map((p: { id: number }) => p.id);
      expect([...ids].sort((a: number, b: number) => a - b)).toEqual(ids);
    } finally {
      await db.promotion.deleteMany({ where: { location: "Api Promo Place" } });
    }
  });

  it.each([
    ["limit=501", /limit must be at most 500/],
    ["limit=-1", /limit/],
    ["limit=abc", /limit/],
    ["offset=1.5", /offset/],
    ["offset=100001", /offset must be at most/],
    ["current=soon", /current must be true or false/],
    ["q=(101 characters)", /q must be at most 100 characters/],
    ["location=(101 characters)", /location must be at most 100/],
  ])("answers 400 with the contract's error for ?%s", async (label, message) => {
    const long: Record<string, string> = {
      "q=(101 characters)": `q=${"x".repeat(101)}`,
      "location=(101 characters)": `location=${"x".repeat(101)}`,
    };
    const { status, json } = await get(`?${long[label] ?? label}`);
    expect(status).toBe(400);
    expect(json.error).toMatch(message);
    expect(json.message).toBe(json.error);
  });
});
