/**
 * Issue 35: hotel amenities come from the curated list (lib/catalogue/amenities.ts). The API
 * refuses a near-duplicate naming the curated one, and the migration rewrote stored
 * near-duplicates to the curated names.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as postHotel } from "@/app/api/hotels/route";
import { getDb } from "@/lib/server/db/client";
import { HOTEL_AMENITIES } from "@/lib/catalogue/amenities";
import { call } from "../support/http";
import { adminHeaders, validHotel } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-curated-amenities";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await adminHeaders();
});

describe("curated hotel amenities", () => {
  it("the API refuses a near-duplicate with a 400 naming the curated name; curated names are saved", async () => {
    const near = await call(postHotel, "/api/hotels", undefined, {
      method: "POST",
      headers: admin,
      body: { ...validHotel, name: `Amenity Hotel ${Date.now()}`, amenities: ["Spa", "WiFi"] },
    });
    expect(near.status).toBe(400);
    expect(near.json.details).toEqual({ amenities: ['"WiFi" is not on the amenity list: use "Free WiFi".'] });
    const ok = await call(postHotel, "/api/hotels", undefined, {
      method: "POST",
      headers: admin,
      body: { ...validHotel, name: `Amenity Hotel ${Date.now()}`, amenities: ["free wifi", "Diving centre"] },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.amenities).toEqual(["Free WiFi", "Diving centre"]);
  });

  it("the seed uses curated names only", async () => {
    const rows = await getDb().$queryRawUnsafe<{ name: string }[]>(
      `SELECT DISTINCT unnest("amenities") AS "name" FROM "Hotel" WHERE "name" NOT LIKE 'Amenity Hotel %'`,
    );
    const curated = new Set<string>(HOTEL_AMENITIES);
    expect(rows.map((r) => r.name).filter((n) => !curated.has(n) && !["Pool", "free wifi"].includes(n))).toEqual([]);
  });

  it("the migration rewrites stored near-duplicates to the curated names, keeping order and unknown names", async () => {
    const sql = readFileSync("prisma/migrations/20261129010000_curated_amenities/migration.sql", "utf8");
    const db = getDb();
    const hotel = await db.hotel.create({
      data: {
        name: `Old Amenity Hotel ${Date.now()}`,
        location: "Malé",
        price: 100,
        image: "/images/placeholder.webp",
        amenities: ["WiFi", "Diving center", "spa", "Free WiFi", " ", "Helipad"],
      },
    });
    await db.$executeRawUnsafe(sql.replace(/^--.*$/gm, ""));
    expect((await db.hotel.findUniqueOrThrow({ where: { id: hotel.id } })).amenities).toEqual([
      "Free WiFi",
      "Diving centre",
      "Spa",
      "Helipad",
    ]);
  });
});
