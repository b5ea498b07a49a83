/**
 * Issue 35: a picture path that names no file under public/images is refused by every content
 * create and update (400, the field named, "Picture not found: …"), while a record whose stored
 * picture already went missing stays editable for its other fields.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { POST as postHotel } from "@/app/api/hotels/route";
import { PUT as putHotel } from "@/app/api/hotels/[id]/route";
import { POST as postDestination } from "@/app/api/destinations/route";
import { PUT as putDestination } from "@/app/api/destinations/[id]/route";
import { POST as postPromotion } from "@/app/api/promotions/route";
import { PUT as putPromotion } from "@/app/api/promotions/[id]/route";
import { POST as postGuestHouse } from "@/app/api/local-tourism/route";
import { PUT as putGuestHouse } from "@/app/api/local-tourism/[id]/route";
import { POST as postRoomType } from "@/app/api/room-types/route";
import { PUT as putRoomType } from "@/app/api/room-types/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { pictureNotFound } from "@/lib/server/images/image-sources";
import { call } from "../support/http";
import { adminHeaders, validDestination, validGuestHouse, validHotel, validPromotion } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-picture-paths";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await adminHeaders();
});

const MISSING = "/images/hotels/no-such-picture.webp";
type Route<P extends Record<string, string>> = (
  request: never,
  context: { params: Promise<P> },
) => Response | Promise<Response>;
const post = (handler: Route<Record<string, never>>, url: string, body: unknown) =>
  call(handler as never, url, undefined, { method: "POST", headers: admin, body });
const put = (handler: Route<{ id: string }>, url: string, id: number, body: unknown) =>
  call(handler as never, `${url}/${id}`, { id: String(id) }, { method: "PUT", headers: admin, body });
let n = 0;
const unique = (s: string) => `${s} ${Date.now()} ${++n}`;

describe("picture paths must name a file under public/images", () => {
  it("hotels: a missing main or additional picture is refused on create and update, naming the field", async () => {
    const bad = await post(postHotel, "/api/hotels", { ...validHotel, name: unique("Pic Hotel"), image: MISSING });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual({ image: [pictureNotFound(MISSING)] });
    expect(bad.json.error).toBe(pictureNotFound(MISSING));

    const badList = await post(postHotel, "/api/hotels", {
      ...validHotel,
      name: unique("Pic Hotel"),
      additionalImages: ["/images/placeholder.webp", MISSING],
    });
    expect(badList.status).toBe(400);
    expect(badList.json.details).toEqual({ additionalImages: [pictureNotFound(MISSING)] });

    const ok = await post(postHotel, "/api/hotels", { ...validHotel, name: unique("Pic Hotel") });
    expect(ok.status).toBe(201);
    const id = (ok.json as { id: number }).id;
    const upd = await put(putHotel, "/api/hotels", id, { ...validHotel, name: unique("Pic Hotel"), image: MISSING });
    expect(upd.status).toBe(400);
    expect(upd.json.details).toEqual({ image: [pictureNotFound(MISSING)] });
  });

  it("destinations, promotions, guest houses and room types refuse a missing picture too", async () => {
    const d = await post(postDestination, "/api/destinations", { ...validDestination, image: MISSING });
    expect(d.status).toBe(400);
    expect(d.json.details).toEqual({ image: [pictureNotFound(MISSING)] });
    const p = await post(postPromotion, "/api/promotions", { ...validPromotion, image: MISSING });
    expect(p.status).toBe(400);
    expect(p.json.details).toEqual({ image: [pictureNotFound(MISSING)] });
    const g = await post(postGuestHouse, "/api/local-tourism", {
      ...validGuestHouse,
      title: unique("Pic House"),
      galleryImages: [MISSING],
    });
    expect(g.status).toBe(400);
    expect(g.json.details).toEqual({ galleryImages: [pictureNotFound(MISSING)] });
    const hotel = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "asc" } });
    const r = await post(postRoomType, "/api/room-types", {
      hotelId: hotel.id,
      name: unique("Pic Room"),
      basePrice: 100,
      images: [MISSING],
    });
    expect(r.status).toBe(400);
    expect(r.json.details).toEqual({ images: [pictureNotFound(MISSING)] });

    // Updates: each kind's PUT checks a changed picture.
    const dest = await post(postDestination, "/api/destinations", validDestination);
    expect(dest.status).toBe(201);
    expect(
      (
        await put(putDestination, "/api/destinations", (dest.json as { id: number }).id, {
          ...validDestination,
          image: MISSING,
        })
      ).status,
    ).toBe(400);
    const promo = await post(postPromotion, "/api/promotions", validPromotion);
    expect(promo.status).toBe(201);
    expect(
      (
        await put(putPromotion, "/api/promotions", (promo.json as { id: number }).id, {
          ...validPromotion,
          image: MISSING,
        })
      ).status,
    ).toBe(400);
    const house = await post(postGuestHouse, "/api/local-tourism", { ...validGuestHouse, title: unique("Pic House") });
    expect(house.status).toBe(201);
    const houseId = (house.json as { id: number }).id;
    const houseUpd = await put(putGuestHouse, "/api/local-tourism", houseId, {
      ...validGuestHouse,
      title: unique("Pic House"),
      mainImage: MISSING,
    });
    expect(houseUpd.status).toBe(400);
    expect(houseUpd.json.details).toEqual({ mainImage: [pictureNotFound(MISSING)] });
    const room = await post(postRoomType, "/api/room-types", {
      hotelId: hotel.id,
      name: unique("Pic Room"),
      basePrice: 100,
      images: ["/images/placeholder.webp"],
    });
    expect(room.status).toBe(201);
    const roomUpd = await put(putRoomType, "/api/room-types", (room.json as { id: number }).id, {
      hotelId: hotel.id,
      name: unique("Pic Room"),
      basePrice: 100,
      images: [MISSING],
    });
    expect(roomUpd.status).toBe(400);
  });

  it("paths outside the allowed form are refused by the schema (no %, no .., only [A-Za-z0-9._/-])", async () => {
    for (const image of [
      "/images/%2e%2e/secret.webp",
      "/images/../package.json",
      "/images/a b.webp",
      `/images/${"a".repeat(300)}.webp`,
    ]) {
      const res = await post(postDestination, "/api/destinations", { ...validDestination, image });
      expect(res.status, image).toBe(400);
      expect(Object.keys(res.json.details as object), image).toEqual(["image"]);
    }
  });

  it("a record whose stored picture went missing stays editable: an unchanged picture passes, a fix is saved", async () => {
    const row = await getDb().destination.create({
      data: { ...validDestination, attractions: validDestination.attractions, image: MISSING },
    });
    const keep = await put(putDestination, "/api/destinations", row.id, {
      ...validDestination,
      image: MISSING,
      description: "Changed only the words here.",
    });
    expect(keep.status).toBe(200);
    const fixed = await put(putDestination, "/api/destinations", row.id, {
      ...validDestination,
      image: "/images/destinations/maldives-1.webp",
    });
    expect(fixed.status).toBe(200);
    expect((await getDb().destination.findUniqueOrThrow({ where: { id: row.id } })).image).toBe(
      "/images/destinations/maldives-1.webp",
    );
    // Once fixed, the missing path is new again: refused.
    expect(
      (await put(putDestination, "/api/destinations", row.id, { ...validDestination, image: MISSING })).status,
    ).toBe(400);
  });
});
