import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as getDefaults, PUT as putDefaults } from "@/app/api/cancellation-policies/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { POST as postHotel } from "@/app/api/hotels/route";
import { POST as postGuestHouse } from "@/app/api/local-tourism/route";
import { PUT as putGuestHouse } from "@/app/api/local-tourism/[id]/route";
import { getDb, Prisma } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import {
  PUBLISHED_DEFAULTS,
  publishedPolicy,
  termsAtPlace,
  type CancellationPolicy,
  type PolicyDefaults,
} from "@/lib/policies/cancellation";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { cancelManagedBooking, getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { manageToken } from "@/lib/server/bookings/manage-token";
import { loadPolicyDefaults } from "@/lib/server/policies/cancellation-defaults";
import { call } from "../support/http";
import { signInTokens, validGuestHouse, validHotel } from "../support/content";
import { daysOutsidePolicySeasons, firstHotel, guestHouseBookingBody, hotelBookingBody } from "../support/bookings";

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));

process.env.NEXTAUTH_SECRET = "integration-test-cancellation-policies";
process.env.RATE_LIMIT_BOOKING = "1000/1h";

let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ({ admin, customer } = await signInTokens());
});

const put = (body: unknown, headers = admin) =>
  call(putDefaults, "/api/cancellation-policies", undefined, { method: "PUT", body, headers });
// Every test leaves the published defaults stored.
afterEach(async () => {
  expect((await put(PUBLISHED_DEFAULTS)).status).toBe(200);
});

const nonRefundable: CancellationPolicy = { type: "nonRefundable" };
const strict: CancellationPolicy = {
  type: "windows",
  steps: [{ before: { amount: 30, unit: "days" }, charge: { type: "percent", percent: 100 } }],
};

type Reply = { id: string; reference: string; nightlyRate: number; totalPrice: number; cancellationTerms: unknown };

async function bookHotel(hotelId: number, roomType: string, days: number) {
  const checkIn = addDays(todayYmd(), days);
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotelId, roomType, { checkIn, checkOut: addDays(checkIn, 2) }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { checkIn, booking: (res.json as { booking: Reply }).booking };
}

const confirm = (id: string) => changeBookingStatus({ id, status: "confirmed", changedByUserId: null });

describe("the stored defaults (migration 20261129080000_cancellation_policy_defaults)", () => {
  it("a fresh database holds today's published windows; GET and PUT are the administrator's", async () => {
    expect(await loadPolicyDefaults()).toEqual(PUBLISHED_DEFAULTS);
    const got = await call(getDefaults, "/api/cancellation-policies", undefined, { headers: admin });
    expect(got.status).toBe(200);
    expect(got.json).toEqual({ defaults: PUBLISHED_DEFAULTS });
    expect((await call(getDefaults, "/api/cancellation-policies", undefined, { headers: customer })).status).toBe(403);
    expect((await call(getDefaults, "/api/cancellation-policies")).status).toBe(401);
    expect((await put(PUBLISHED_DEFAULTS, customer)).status).toBe(403);
  });

  it("out of bounds → 400 with the schema's message, and nothing stored", async () => {
    const withHotel = (hotel: unknown) => ({
      ...PUBLISHED_DEFAULTS,
      policies: { ...PUBLISHED_DEFAULTS.policies, hotel },
    });
    for (const [body, message] of [
      [withHotel({ type: "windows", steps: [] }), "Give at least one window."],
      [
        withHotel({
          type: "windows",
          steps: [{ before: { amount: 400, unit: "days" }, charge: { type: "firstNight" } }],
        }),
        "From 1 to 365 days (8760 hours) before.",
      ],
      [
        withHotel({
          type: "windows",
          steps: [{ before: { amount: 2, unit: "days" }, charge: { type: "percent", percent: 150 } }],
        }),
        "From 1% to 100%.",
      ],
      [
        { ...PUBLISHED_DEFAULTS, seasons: [{ ...PUBLISHED_DEFAULTS.seasons[0], from: "02-30" }] },
        "Not a date of the year.",
      ],
      [
        { ...PUBLISHED_DEFAULTS, seasons: Array.from({ length: 6 }, () => PUBLISHED_DEFAULTS.seasons[0]) },
        "At most 5 seasons.",
      ],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    }
    expect((await put({ policies: PUBLISHED_DEFAULTS.policies })).status).toBe(400);
    expect(await loadPolicyDefaults()).toEqual(PUBLISHED_DEFAULTS);
  });

  it("a new booking takes the stored default; editing the default (and the seasons) later leaves an existing booking's terms and its fee unchanged", async () => {
    const { hotel, roomType } = await firstHotel();
    // Under the published hotel default (outside the festive season), free to cancel that far out.
    const { booking: before } = await bookHotel(hotel.id, roomType, daysOutsidePolicySeasons(20));
    await confirm(before.id);
    const termsBefore = (await getManagedBooking(before.reference, manageToken(before.id)))!.terms;
    expect(before.cancellationTerms).toEqual(termsBefore);
    expect(termsBefore.policy).toEqual(PUBLISHED_DEFAULTS.policies.hotel);

    const edited: PolicyDefaults = { policies: { ...PUBLISHED_DEFAULTS.policies, hotel: strict }, seasons: [] };
    const saved = await put(edited);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ defaults: edited });

    // The booking made before: the same terms, and cancelling it is still free (the new default would charge it all).
    expect((await getManagedBooking(before.reference, manageToken(before.id)))!.terms).toEqual(termsBefore);
    const cancelled = await cancelManagedBooking(before.reference, manageToken(before.id));
    expect(cancelled.booking).toMatchObject({ status: "cancelled", cancellationFee: 0 });

    // A booking made now: the edited default.
    const { checkIn, booking: after } = await bookHotel(hotel.id, roomType, 20);
    expect(after.cancellationTerms).toEqual(
      termsAtPlace({ kind: "hotel", own: false, policy: strict, seasons: [] }, checkIn, hotel),
    );
    await confirm(after.id);
    const charged = await cancelManagedBooking(after.reference, manageToken(after.id));
    expect(charged.booking.cancellationFee).toBe(after.totalPrice);
  });
});

describe("a property's own policy", () => {
  it("a hotel created with a non-refundable policy: its DTO carries it, a new booking stores it (all year, no season)", async () => {
    const res = await call(postHotel, "/api/hotels", undefined, {
      method: "POST",
      body: { ...validHotel, name: `Own Policy Resort ${Date.now()}`, cancellationPolicy: nonRefundable },
      headers: admin,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const created = res.json as { id: number; cancellationPolicy: unknown; roomTypes: string[] };
    expect(created.cancellationPolicy).toEqual(nonRefundable);
    // The next 24 December: in the published festive season.
    const year = Number(todayYmd().slice(0, 4));
    const festive = `${todayYmd() <= `${year}-12-24` ? year : year + 1}-12-24`;
    const days = Math.round((Date.parse(festive) - Date.parse(todayYmd())) / 86_400_000);
    const { booking } = await bookHotel(created.id, created.roomTypes[0]!, days);
    expect(booking.cancellationTerms).toMatchObject({ kind: "hotel", policy: nonRefundable, season: null });
  });

  it("a guest house: set, bounded (400), and a later change back to the default leaves its booking's terms and fee unchanged", async () => {
    const bad = await call(postGuestHouse, "/api/local-tourism", undefined, {
      method: "POST",
      body: { ...validGuestHouse, cancellationPolicy: { type: "windows", steps: [] } },
      headers: admin,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Give at least one window.");

    const res = await call(postGuestHouse, "/api/local-tourism", undefined, {
      method: "POST",
      body: { ...validGuestHouse, cancellationPolicy: nonRefundable },
      headers: admin,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const house = res.json as { id: number; cancellationPolicy: unknown };
    expect(house.cancellationPolicy).toEqual(nonRefundable);

    const body = guestHouseBookingBody(house.id, { mealPlan: "Bed & Breakfast" });
    const booked = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
      method: "POST",
      body,
    });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const booking = (booked.json as { booking: Reply }).booking;
    expect(booking.cancellationTerms).toMatchObject({ kind: "guest_house", policy: nonRefundable, season: null });

    // Back to the kind's default (null): the house reads the default, the booking keeps what it was sold under.
    const reset = await call(
      putGuestHouse,
      `/api/local-tourism/${house.id}`,
      { id: String(house.id) },
      {
        method: "PUT",
        body: { ...validGuestHouse, cancellationPolicy: null },
        headers: admin,
      },
    );
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect((reset.json as { cancellationPolicy: unknown }).cancellationPolicy).toBeNull();
    expect((await getDb().guestHouse.findUniqueOrThrow({ where: { id: house.id } })).cancellationPolicy).toBeNull();
    const row = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.cancellationTerms).toEqual(booking.cancellationTerms);

    await confirm(booking.id);
    const cancelled = await cancelManagedBooking(booking.reference, manageToken(booking.id));
    expect(cancelled.booking.cancellationFee).toBe(booking.totalPrice);
  });

  it("left out of an update, the policy stays as it is", async () => {
    const res = await call(postGuestHouse, "/api/local-tourism", undefined, {
      method: "POST",
      body: { ...validGuestHouse, cancellationPolicy: strict },
      headers: admin,
    });
    const house = res.json as { id: number };
    const kept = await call(
      putGuestHouse,
      `/api/local-tourism/${house.id}`,
      { id: String(house.id) },
      { method: "PUT", body: validGuestHouse, headers: admin },
    );
    expect(kept.status).toBe(200);
    expect((kept.json as { cancellationPolicy: unknown }).cancellationPolicy).toEqual(strict);
  });
});

describe("a booking made before bookings stored their terms", () => {
  it("reads its kind's published default, whatever the defaults say now", async () => {
    const { hotel, roomType } = await firstHotel();
    const { checkIn, booking } = await bookHotel(hotel.id, roomType, daysOutsidePolicySeasons(20));
    await getDb().booking.update({ where: { id: booking.id }, data: { cancellationTerms: Prisma.DbNull } });
    expect((await put({ policies: { ...PUBLISHED_DEFAULTS.policies, hotel: strict }, seasons: [] })).status).toBe(200);
    expect((await getManagedBooking(booking.reference, manageToken(booking.id)))!.terms).toEqual(
      termsAtPlace(publishedPolicy("hotel"), checkIn, hotel),
    );
    await confirm(booking.id);
    expect((await cancelManagedBooking(booking.reference, manageToken(booking.id))).booking.cancellationFee).toBe(0);
  });
});
