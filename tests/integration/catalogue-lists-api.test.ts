import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as listHotels } from "@/app/api/hotels/route";
import { GET as listDestinations } from "@/app/api/destinations/route";
import sitemap from "@/app/sitemap";
import { getDb } from "@/lib/server/db/client";
import { DEFAULT_PAGE_SIZE } from "@/lib/validation/common";
import { call } from "../support/http";

// 120 hotels of our own in "Pagerland", on top of the demo's: more than one default page.
const EXTRA = 120;
let total = 0;

beforeAll(async () => {
  const db = getDb();
  await db.$executeRawUnsafe(
    `INSERT INTO "Hotel" ("name", "location", "price", "rating", "image", "updatedAt", "amenities")
     SELECT 'Pager Hotel ' || g, 'Cove ' || g || ', Pagerland', 40 + g * 5, (g % 5) + 0.5, '/images/hotels/andaman-longtail-kamala-1.webp', now(),
            CASE WHEN g % 10 = 0 THEN ARRAY['Free WiFi', 'Kayaks'] ELSE ARRAY['Free WiFi'] END
     FROM generate_series(1, ${EXTRA}) AS g`,
  );
  await db.destination.createMany({
    data: Array.from({ length: 110 }, (_, i) => ({
      name: `Isle ${i + 1}`,
      country: "Pagerland",
      image: "/images/placeholder.webp",
      priceFrom: 50,
    })),
  });
  total = await db.hotel.count();
});

const idsOf = (json: { id: number }[]) => json.map((h) => h.id);

describe("GET /api/hotels: a bounded page", () => {
  it("without limit answers the first DEFAULT_PAGE_SIZE in natural order, the total and a Link to the next page", async () => {
    const { status, json, headers } = await call(listHotels, "/api/hotels");
    expect(status).toBe(200);
    expect(json).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(headers.get("x-total-count")).toBe(String(total));
    const ids = idsOf(json);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(headers.get("link")).toBe(
      `</api/hotels?limit=${DEFAULT_PAGE_SIZE}&offset=${DEFAULT_PAGE_SIZE}>; rel="next"`,
    );

    const next = await call(listHotels, `/api/hotels?limit=${DEFAULT_PAGE_SIZE}&offset=${DEFAULT_PAGE_SIZE}`);
    expect(next.json).toHaveLength(total - DEFAULT_PAGE_SIZE);
    expect(next.json[0].id).toBeGreaterThan(ids[ids.length - 1]!);
    expect(next.headers.get("link")).toBeNull();
  });

  it("limit and offset page through it; the last page has no Link", async () => {
    const all = idsOf((await call(listHotels, "/api/hotels?limit=500")).json);
    expect(all).toHaveLength(total);
    const page = await call(listHotels, "/api/hotels?limit=7&offset=14");
    expect(idsOf(page.json)).toEqual(all.slice(14, 21));
    expect(page.headers.get("link")).toBe(`</api/hotels?limit=7&offset=21>; rel="next"`);
    const last = await call(listHotels, `/api/hotels?limit=7&offset=${total - 3}`);
    expect(last.json).toHaveLength(3);
    expect(last.headers.get("link")).toBeNull();
    expect((await call(listHotels, `/api/hotels?offset=${total + 10}`)).json).toEqual([]);
  });

  it("applies q, location, prices, amenities and sort in the database; the Link keeps them", async () => {
    const res = await call(listHotels, "/api/hotels?q=pagerland&minPrice=100&maxPrice=300&sort=price-desc&limit=10");
    expect(res.headers.get("x-total-count")).toBe("41"); // 40 + 5g in [100, 300]: g = 12…52
    expect(res.json.map((h: { price: number }) => h.price)).toEqual([300, 295, 290, 285, 280, 275, 270, 265, 260, 255]);
    const link = res.headers.get("link")!;
    expect(link).toContain("q=pagerland");
    expect(link).toContain("sort=price-desc");
    expect(link).toContain("offset=10");

    const kayaks = await call(listHotels, "/api/hotels?amenities=kayaks,%20free%20wifi");
    expect(kayaks.headers.get("x-total-count")).toBe(String(EXTRA / 10));
    for (const h of kayaks.json) expect(h.amenities).toContain("Kayaks");

    const place = await call(listHotels, "/api/hotels?location=maldives");
    expect(Number(place.headers.get("x-total-count"))).toBeGreaterThan(0);
    for (const h of place.json) expect(h.location).toContain("Maldives");

    const rated = (await call(listHotels, "/api/hotels?q=Pager%20Hotel&sort=rating&limit=500")).json as {
      id: number;
      rating: number;
    }[];
    for (let i = 1; i < rated.length; i++) {
      const [a, b] = [rated[i - 1]!, rated[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.id < b.id)).toBe(true);
    }
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=-3", "limit"],
    ["offset=abc", "offset"],
    ["offset=100001", "offset"],
    ["sort=cheapest", "sort"],
    [`q=${"x".repeat(101)}`, "q"],
    [`q=${"x".repeat(10_000)}`, "q"],
    [`location=${"y".repeat(101)}`, "location"],
    ["minPrice=cheap", "minPrice"],
    ["maxPrice=1e9", "maxPrice"],
    ["minPrice=-5", "minPrice"],
    ["minPrice=500&maxPrice=100", "minPrice"],
    [`amenities=${Array.from({ length: 31 }, (_, i) => `a${i}`).join(",")}`, "amenities"],
  ])("answers the contract's 400 for ?%s", async (query, field) => {
    const { status, json } = await call(listHotels, `/api/hotels?${query}`);
    expect(status).toBe(400);
    expect(json.error).toBe(json.message);
    expect(typeof json.error).toBe("string");
    expect(Object.keys(json.details ?? {})).toContain(field);
  });

  it("treats wildcards in q literally", async () => {
    const { json, headers } = await call(listHotels, "/api/hotels?q=%25");
    expect(headers.get("x-total-count")).toBe("0");
    expect(json).toEqual([]);
  });
});

describe("GET /api/hotels: its ETag", () => {
  it("is the SHA-1 of the body it names; a request naming it gets 304 with no body, the total and the Link kept", async () => {
    const path = "/api/hotels?location=pagerland&limit=5";
    const first = await call(listHotels, path);
    const body = JSON.stringify(first.json);
    expect(first.headers.get("etag")).toBe(`"${createHash("sha1").update(body).digest("base64url")}"`);
    expect(first.headers.get("content-type")).toBe("application/json");

    const again = await call(listHotels, path, undefined, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.json).toBeUndefined();
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("x-total-count")).toBe(String(EXTRA));
    expect(again.headers.get("link")).toBe(first.headers.get("link"));

    const stale = await call(listHotels, path, undefined, { headers: { "if-none-match": '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect(stale.json).toEqual(first.json);
  });

  it("changes with the list: an edited hotel on the page gives a new body and a new ETag (no 304)", async () => {
    const path = "/api/hotels?location=pagerland&limit=3";
    const before = await call(listHotels, path);
    const id = before.json[0].id as number;
    await getDb().hotel.update({ where: { id }, data: { name: "Pager Hotel renamed" } });
    const after = await call(listHotels, path, undefined, {
      headers: { "if-none-match": before.headers.get("etag")! },
    });
    expect(after.status).toBe(200);
    expect(after.json[0].name).toBe("Pager Hotel renamed");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });
});

describe("GET /api/destinations: a bounded page", () => {
  it("answers at most DEFAULT_PAGE_SIZE in natural order with X-Total-Count and Link, and pages with limit/offset", async () => {
    const count = await getDb().destination.count();
    expect(count).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    const { status, json, headers } = await call(listDestinations, "/api/destinations");
    expect(status).toBe(200);
    expect(json).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(headers.get("x-total-count")).toBe(String(count));
    expect(headers.get("link")).toBe(
      `</api/destinations?limit=${DEFAULT_PAGE_SIZE}&offset=${DEFAULT_PAGE_SIZE}>; rel="next"`,
    );
    const ids = idsOf(json);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rest = await call(listDestinations, `/api/destinations?limit=500&offset=${DEFAULT_PAGE_SIZE}`);
    expect(rest.json).toHaveLength(count - DEFAULT_PAGE_SIZE);
    expect(rest.headers.get("link")).toBeNull();
  });

  it.each(["limit=0", "limit=501", "offset=-1", "offset=x"])("answers 400 for ?%s", async (query) => {
    expect((await call(listDestinations, `/api/destinations?${query}`)).status).toBe(400);
  });
});

describe("the sitemap", () => {
  it("lists every hotel's address (ids and edit times read in SQL), within a sitemap's 50 000 addresses", async () => {
    const entries = await sitemap();
    const hotelUrls = entries.filter((e) => /\/hotels\/\d+$/.test(e.url));
    expect(hotelUrls).toHaveLength(total);
    expect(entries.length).toBeLessThanOrEqual(50_000);
    const last = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(hotelUrls.find((e) => e.url.endsWith(`/hotels/${last.id}`))?.lastModified).toBe(
      last.updatedAt.toISOString(),
    );
  });
});
