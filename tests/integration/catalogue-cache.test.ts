import { describe, expect, it } from "vitest";

import { GET as listHotelsRoute } from "@/app/api/hotels/route";
import { GET as hotelRoute } from "@/app/api/hotels/[id]/route";
import { GET as guestHousesRoute } from "@/app/api/local-tourism/route";
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

  it("shows an edit on the next request once the area is revalidated (and not before)", async () => {
    const first = (await call(listHotelsRoute, "/api/hotels")).json as { id: number; name: string; price: number }[];
    const hotel = first[0]!;
    await getDb().hotel.update({ where: { id: hotel.id }, data: { name: `${hotel.name} (renovated)`, price: 123.45 } });

    // Until the mutation says so, reads come from the cache: no database round trip per visit.
    expect(((await call(listHotelsRoute, "/api/hotels")).json as { name: string }[])[0]!.name).toBe(hotel.name);

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

describe("prepared list replies", () => {
  it("answer the same JSON with an ETag, and 304 for a matching one until the content changes", async () => {
    const { NextRequest } = await import("next/server");
    const get = (headers: Record<string, string>) =>
      listHotelsRoute(new NextRequest("http://localhost:3000/api/hotels", { headers }), { params: Promise.resolve({}) });
    const plain = await get({});
    expect(JSON.parse(await plain.text())).toEqual((await listHotels()).items);
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await get({ "if-none-match": etag })).status).toBe(304);
    await getDb().hotel.updateMany({ data: { reviews: { increment: 1 } } });
    revalidateCatalogue("hotels");
    const changed = await get({ "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});
