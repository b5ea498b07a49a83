import { describe, expect, it } from "vitest";

import { GET as listHotelsRoute } from "@/app/api/hotels/route";
import { GET as hotelRoute } from "@/app/api/hotels/[id]/route";
import { GET as guestHousesRoute } from "@/app/api/local-tourism/route";
import { GET as listDestinationsRoute } from "@/app/api/destinations/route";
import { memoSize } from "@/lib/server/catalogue/memo";
import { getDb } from "@/lib/server/db/client";
import { listHotels } from "@/lib/server/hotels/list-hotels";
import { revalidateCatalogue } from "@/lib/server/catalogue/cached";
import { call } from "../support/http";

describe("the catalogue cache", () => {
  it("answers what the database holds, paginated like the uncached list", async () => {
    const cached = await call(listHotelsRoute, "/api/hotels");
    expect(cached.json).toEqual((await listHotels()).items);
    const page = await call(listHotelsRoute, "/api/hotels?limit=3&offset=2");
    expect(page.json).toEqual((await listHotels({ limit: 3, offset: 2 })).items);
    expect(page.headers.get("x-total-count")).toBe(String((await listHotels()).total));
  });

  it("shows an edit on the next request once the area is revalidated (and not before); the list is a fresh SQL page", async () => {
    const first = (await call(listHotelsRoute, "/api/hotels")).json as { id: number; name: string; price: number }[];
    const hotel = first[0]!;
    const before = await call(hotelRoute, `/api/hotels/${hotel.id}`, { id: String(hotel.id) });
    expect(before.json).toMatchObject({ name: hotel.name });
    await getDb().hotel.update({ where: { id: hotel.id }, data: { name: `${hotel.name} (renovated)`, price: 123.45 } });

    // The detail is cached: until the mutation says so, it comes from memory (no database round trip per visit)…
    expect((await call(hotelRoute, `/api/hotels/${hotel.id}`, { id: String(hotel.id) })).json).toMatchObject({ name: hotel.name });
    // …while the list is one page read from the database on each request (never a cached whole table).
    expect(((await call(listHotelsRoute, "/api/hotels")).json as { name: string }[])[0]!.name).toBe(`${hotel.name} (renovated)`);

    revalidateCatalogue("hotels");
    const after = (await call(listHotelsRoute, "/api/hotels")).json as { id: number; name: string; price: number }[];
    expect(after[0]).toMatchObject({ id: hotel.id, name: `${hotel.name} (renovated)`, price: 123.45 });
    const detail = await call(hotelRoute, `/api/hotels/${hotel.id}`, { id: String(hotel.id) });
    expect(detail.json).toMatchObject({ name: `${hotel.name} (renovated)`, price: 123.45 });
  });

  it("a deleted or deactivated item disappears on the next request after revalidation", async () => {
    const houses = (await call(guestHousesRoute, "/api/local-tourism")).json as { id: number }[];
    await getDb().guestHouse.update({ where: { id: houses[0]!.id }, data: { isActive: false } });
    revalidateCatalogue("guestHouses");
    const after = (await call(guestHousesRoute, "/api/local-tourism")).json as { id: number }[];
    expect(after.map((h) => h.id)).not.toContain(houses[0]!.id);
    expect(after).toHaveLength(houses.length - 1);
    const missing = await call(hotelRoute, "/api/hotels/999999", { id: "999999" });
    expect(missing.status).toBe(404);
  });
});

describe("bounded catalogue caching", () => {
  it("never keeps a whole hotel or destination list in memory: reading lists adds no cache entries, the amenity aggregate adds one", async () => {
    revalidateCatalogue("hotels", "destinations");
    const start = memoSize();
    await call(listHotelsRoute, "/api/hotels");
    await call(listHotelsRoute, "/api/hotels?limit=5&offset=5&sort=rating");
    await call(listDestinationsRoute, "/api/destinations");
    expect(memoSize()).toBe(start);
    // A filter by amenity reads the distinct amenities once (one bounded aggregate entry).
    await call(listHotelsRoute, "/api/hotels?amenities=Spa");
    await call(listHotelsRoute, "/api/hotels?amenities=Free%20WiFi");
    expect(memoSize()).toBe(start + 1);
  });

  it("a list page carries an ETag of its body: 304 for a matching If-None-Match until the page changes", async () => {
    const { NextRequest } = await import("next/server");
    const get = (headers: Record<string, string>) =>
      listHotelsRoute(new NextRequest("http://localhost:3000/api/hotels?limit=5", { headers }), { params: Promise.resolve({}) });
    const plain = await get({});
    expect(JSON.parse(await plain.text())).toEqual((await listHotels({ limit: 5 })).items);
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-total-count")).toBe(plain.headers.get("x-total-count"));
    await getDb().hotel.updateMany({ data: { reviews: { increment: 1 } } });
    const changed = await get({ "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});
