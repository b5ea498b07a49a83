import { beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { PUT as putPromotion } from "@/app/api/promotions/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, offerFor } from "../support/hotels";
import { signInTokens, validPromotion } from "../support/content";

// The offer's cap (Promotion.maxBookings) is a database guarantee: Promotion.bookedCount is claimed
// with a conditional UPDATE in the booking's transaction and given back by a cancellation.

process.env.NEXTAUTH_SECRET = "integration-test-promotion-cap";
process.env.RATE_LIMIT_DISABLED = "1";

const FULL = "This offer is fully booked.";
const today = todayYmd();
const inDays = (n: number) => addDays(today, n);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await signInTokens()).admin;
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const setStatus = (id: string, status: string) =>
  call(putStatus, `/api/bookings/${id}/status`, { id }, { method: "PUT", body: { status }, headers: admin });

/** A hotel of its own (a room type of 100 rooms, so only the offer's cap limits), and an offer for it with `maxBookings`. */
async function hotelWithOffer(maxBookings: number, units = 100) {
  const hotel = await hotelWithRoom({ label: "Offer", units, price: 300, room: "Reef Room" });
  const promotion = await offerFor(hotel, { label: "Offer", maxBookings });
  return { hotel, promotion };
}

function request(hotelId: number, promotionId: number, i: number, over: Record<string, unknown> = {}) {
  return hotelBookingBody(hotelId, "Reef Room", {
    customerEmail: `offer.guest${i}@example.com`,
    children: 0,
    promotionId,
    ...over,
  });
}

/** Every offer's bookedCount equals its bookings that are not cancelled. */
async function expectCountsConsistent() {
  const rows = await getDb().$queryRawUnsafe<{ bad: number }[]>(`
    SELECT count(*)::int AS bad FROM "Promotion" p
    WHERE p."bookedCount" <> (SELECT count(*) FROM "Booking" b WHERE b."promotionId" = p."id" AND b."status" <> 'cancelled')`);
  expect(rows[0]!.bad).toBe(0);
}

const bookedCount = async (id: number) => (await getDb().promotion.findUniqueOrThrow({ where: { id } })).bookedCount;

describe("an offer's maxBookings", () => {
  it("the demo data counts the bookings made with its offers", async () => {
    const withOffer = await getDb().booking.count({
      where: { promotionId: { not: null }, status: { not: "cancelled" } },
    });
    expect(withOffer).toBeGreaterThan(0);
    const total = await getDb().promotion.aggregate({ _sum: { bookedCount: true } });
    expect(total._sum.bookedCount).toBe(withOffer);
    await expectCountsConsistent();
  });

  it("40 concurrent bookings of an offer with 5 places: exactly 5 succeed, 35 get 409 'This offer is fully booked.', none 5xx", async () => {
    const { hotel, promotion } = await hotelWithOffer(5);
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => post(request(hotel.id, promotion.id, i))));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    for (const r of replies.filter((r) => r.status === 409))
      expect(r.json).toMatchObject({ error: FULL, message: FULL });
    expect(await getDb().booking.count({ where: { promotionId: promotion.id } })).toBe(5);
    expect(await bookedCount(promotion.id)).toBe(5);
    await expectCountsConsistent();
  }, 120_000);

  it("cancelling a booking of a full offer frees its place once; confirming and completing keep it", async () => {
    const { hotel, promotion } = await hotelWithOffer(2);
    const a = await post(request(hotel.id, promotion.id, 1));
    const b = await post(request(hotel.id, promotion.id, 2));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await post(request(hotel.id, promotion.id, 3))).json.error).toBe(FULL);

    expect((await setStatus(a.json.booking.id, "confirmed")).status).toBe(200);
    expect((await setStatus(a.json.booking.id, "completed")).status).toBe(200);
    expect(await bookedCount(promotion.id)).toBe(2);
    expect((await post(request(hotel.id, promotion.id, 4))).status).toBe(409);

    expect((await setStatus(b.json.booking.id, "cancelled")).status).toBe(200);
    expect(await bookedCount(promotion.id)).toBe(1);
    // A second cancellation of the same booking is refused and gives nothing back.
    expect((await setStatus(b.json.booking.id, "cancelled")).status).toBe(409);
    expect(await bookedCount(promotion.id)).toBe(1);

    expect((await post(request(hotel.id, promotion.id, 5))).status).toBe(201);
    expect((await post(request(hotel.id, promotion.id, 6))).json.error).toBe(FULL);
    expect(await bookedCount(promotion.id)).toBe(2);
    await expectCountsConsistent();
  });

  it("a cancellation and the booking of the freed place at the same time never deadlock or exceed the cap", async () => {
    const { hotel, promotion } = await hotelWithOffer(3);
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await post(request(hotel.id, promotion.id, i))).json.booking.id as string);
    const results = await Promise.allSettled([
      ...made.map((id) => changeBookingStatus({ id, status: "cancelled", changedByUserId: null })),
      ...Array.from({ length: 10 }, (_, i) => post(request(hotel.id, promotion.id, 10 + i))),
    ]);
    expect(results.slice(0, 3).every((r) => r.status === "fulfilled")).toBe(true);
    const statuses = results
      .slice(3)
      .map((r) => (r.status === "fulfilled" ? (r.value as { status: number }).status : 500));
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(await bookedCount(promotion.id)).toBe(statuses.filter((s) => s === 201).length);
    await expectCountsConsistent();
  }, 120_000);

  it("a booking refused for its dates takes no place of the offer (one transaction)", async () => {
    const { hotel, promotion } = await hotelWithOffer(5, 1);
    expect((await post(request(hotel.id, promotion.id, 1))).status).toBe(201);
    const refused = await post(request(hotel.id, promotion.id, 2));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("Those dates are no longer available");
    expect(await bookedCount(promotion.id)).toBe(1);
    await expectCountsConsistent();
  });

  it("the admin edits maxBookings as before: raising opens places, lowering below the bookings made refuses new ones, 0 is unlimited", async () => {
    const { hotel, promotion } = await hotelWithOffer(1);
    expect((await post(request(hotel.id, promotion.id, 1))).status).toBe(201);
    expect((await post(request(hotel.id, promotion.id, 2))).json.error).toBe(FULL);
    const edit = async (maxBookings: number) => {
      const res = await call(
        putPromotion,
        `/api/promotions/${promotion.id}`,
        { id: String(promotion.id) },
        {
          method: "PUT",
          body: {
            ...validPromotion,
            title: promotion.title,
            location: promotion.location,
            validFrom: inDays(-1),
            validUntil: inDays(60),
            hotelId: hotel.id,
            maxBookings,
          },
          headers: admin,
        },
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.maxBookings).toBe(maxBookings);
      // The count is the server's: an edit never resets or exposes it.
      expect(res.json).not.toHaveProperty("bookedCount");
    };

    await edit(3);
    expect(await bookedCount(promotion.id)).toBe(1);
    expect((await post(request(hotel.id, promotion.id, 3))).status).toBe(201);
    expect((await post(request(hotel.id, promotion.id, 4))).status).toBe(201);
    expect((await post(request(hotel.id, promotion.id, 5))).json.error).toBe(FULL);

    await edit(2); // below the 3 already booked: the edit is fine, new bookings are refused
    expect((await post(request(hotel.id, promotion.id, 6))).json.error).toBe(FULL);
    expect(await bookedCount(promotion.id)).toBe(3);

    await edit(0);
    expect((await post(request(hotel.id, promotion.id, 7))).status).toBe(201);
    // Counted while unlimited too, so a cap set later counts them.
    expect(await bookedCount(promotion.id)).toBe(4);
    await edit(4);
    expect((await post(request(hotel.id, promotion.id, 8))).json.error).toBe(FULL);
    await expectCountsConsistent();
  });

  it("the database refuses a negative count (CHECK)", async () => {
    const { promotion } = await hotelWithOffer(1);
    await expect(
      getDb().$executeRawUnsafe(`UPDATE "Promotion" SET "bookedCount" = -1 WHERE "id" = $1`, promotion.id),
    ).rejects.toThrow();
  });
});
