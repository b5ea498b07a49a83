/**
 * Rate plans (issue 36 item 1; lib/pricing/rate-plans.ts): a booking is sold under one of its
 * property's plans — the default plans (Flexible, Non-refundable at 10 % off) or the property's own,
 * set in its admin form — and stores that plan, its terms and its prices as they were, so a later
 * edit of the plans changes no existing booking. A request without a plan books the default plan.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { POST as postHotel } from "@/app/api/hotels/route";
import { PUT as putHotel } from "@/app/api/hotels/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { cancelManagedBooking, getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { manageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";
import { signInTokens, validHotel } from "../support/content";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom } from "../support/hotels";

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));

process.env.NEXTAUTH_SECRET = "integration-test-rate-plans";
process.env.RATE_LIMIT_BOOKING = "100000/1h";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const bookHotel = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });
const bookHouse = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });
const confirm = (kind: "hotel" | "guest_house", id: string) =>
  changeBookingStatus({ kind, id, status: "confirmed", changedByUserId: null });

type Reply = {
  id: string;
  reference: string;
  nightlyRate: number;
  totalPrice: number;
  ratePlan: {
    id: string;
    name: string;
    cancellation: string;
    discountPercent: number;
    board: string;
    boardPrice: number;
  } | null;
  cancellationTerms: { policy: { type: string }; season: string | null } | null;
  nightLines: { price: number }[] | null;
};

let admin: Record<string, string>;
beforeAll(async () => {
  ({ admin } = await signInTokens());
});

describe("the default plans", () => {
  it("no plan named: Flexible at the room rate under the hotel's policy, stored with the booking and said in the e-mail", async () => {
    const h = await hotelWithRoom({ label: "PlanDefault", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(40), checkOut: inDays(41) }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const booking = (res.json as { booking: Reply }).booking;
    expect(booking).toMatchObject({ nightlyRate: 100, totalPrice: 152.7 });
    expect(booking.ratePlan).toEqual({
      id: "flexible",
      name: "Flexible",
      cancellation: "property",
      discountPercent: 0,
      board: "room_only",
      boardPrice: 0,
    });
    expect(booking.cancellationTerms?.policy.type).toBe("windows");
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.ratePlan).toMatchObject({ id: "flexible", cancellation: "property" });
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { bookingId: booking.id, templateType: "bookingReceived" },
    });
    expect(readQueuedVars(mail.payload)).toMatchObject({ ratePlan: "Flexible · Room only", totalPrice: "$152.70" });
  });

  it("Non-refundable: 10% off each night before the taxes ($139.83 for the $152.70 night), no free window, the whole total to cancel once confirmed", async () => {
    const h = await hotelWithRoom({ label: "PlanNonRef", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(
      hotelBookingBody(h.id, "Reef Room", {
        checkIn: inDays(60),
        checkOut: inDays(61),
        ratePlan: "Non-Refundable",
        totalPrice: 1,
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const booking = (res.json as { booking: Reply }).booking;
    expect(booking).toMatchObject({ nightlyRate: 90, totalPrice: 139.83 });
    expect(booking.ratePlan).toMatchObject({
      id: "non-refundable",
      cancellation: "nonRefundable",
      discountPercent: 10,
    });
    expect(booking.cancellationTerms).toMatchObject({ policy: { type: "nonRefundable" }, season: null });
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { bookingId: booking.id, templateType: "bookingReceived" },
    });
    expect(readQueuedVars(mail.payload)).toMatchObject({
      ratePlan: "Non-refundable · Room only · 10% off",
      cancellationTerms: "Non-refundable: cancelling costs the full price ($139.83).",
    });

    // Pending: free (nothing is agreed yet). Confirmed, two months ahead: the whole total.
    const pending = await getManagedBooking(booking.reference, manageToken(booking.id));
    expect(pending?.booking.ratePlan?.name).toBe("Non-refundable");
    await confirm("hotel", booking.id);
    const cancelled = await cancelManagedBooking(booking.reference, manageToken(booking.id));
    expect(cancelled.booking.cancellationFee).toBe(139.83);
  });

  it("a plan the property does not sell is a 400 on the ratePlan field, and nothing is booked", async () => {
    const h = await hotelWithRoom({ label: "PlanUnknown", units: 5, price: 100, room: "Reef Room" });
    const res = await bookHotel(hotelBookingBody(h.id, "Reef Room", { ratePlan: "gold-member" }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ details: { ratePlan: ["Please choose a rate plan."] } });
    expect((res.json as { error: string }).error).toBe(`"gold-member" is not a rate plan of ${h.name}.`);
    const tooLong = await bookHotel(hotelBookingBody(h.id, "Reef Room", { ratePlan: "x".repeat(41) }));
    expect(tooLong.status).toBe(400);
    expect(await getDb().booking.count({ where: { hotelId: h.id } })).toBe(0);
  });

  it("a guest house sells under them too: non-refundable takes 10% off base + room + meal each night", async () => {
    const house = await houseWithRoom({ label: "PlanHouse", units: 3, pricePerNight: 80 });
    const res = await bookHouse(guestHouseBookingBody(house.id, { ratePlan: "non-refundable" }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const booking = (res.json as { booking: Reply }).booking;
    // $72 × 2 nights = 144 → 14.40 → 17 % of 158.40 = 26.93 → Green Tax 6 × 2 guests × 2 nights = 24 → 209.33
    expect(booking).toMatchObject({ nightlyRate: 72, totalPrice: 209.33 });
    expect(booking.cancellationTerms?.policy.type).toBe("nonRefundable");
    const row = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.ratePlan).toMatchObject({ id: "non-refundable" });
  });
});

describe("a property's own plans (its admin form)", () => {
  const plans = [
    { name: "Flexible", cancellation: "property", discountPercent: 0, board: "room_only", boardCents: 0 },
    { name: "Bed and breakfast", cancellation: "property", discountPercent: 0, board: "breakfast", boardCents: 25_00 },
    { name: "Saver", cancellation: "nonRefundable", discountPercent: 15, board: "room_only", boardCents: 0 },
  ];

  it("bounded by the shared schema: a set without a plan under the property's policy is refused (400)", async () => {
    const bad = await call(postHotel, "/api/hotels", undefined, {
      method: "POST",
      body: { ...validHotel, name: `Plan Refused ${Date.now()}`, ratePlans: [{ ...plans[2] }] },
      headers: admin,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("Keep at least one plan under the property's own cancellation policy.");
  });

  it("saved with ids from their names; a booking of one adds its board each room-night; editing the plans later leaves that booking as sold", async () => {
    const created = await call(postHotel, "/api/hotels", undefined, {
      method: "POST",
      body: { ...validHotel, name: `Plan Resort ${Date.now()}`, ratePlans: plans },
      headers: admin,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const hotel = created.json as { id: number; roomTypes: string[]; ratePlans: { id: string }[] };
    expect(hotel.ratePlans.map((p) => p.id)).toEqual(["flexible", "bed-and-breakfast", "saver"]);
    const room = await getDb().roomType.findFirstOrThrow({ where: { hotelId: hotel.id, name: hotel.roomTypes[0]! } });
    const base = Number(room.basePrice);

    const res = await bookHotel(
      hotelBookingBody(hotel.id, room.name, {
        checkIn: inDays(50),
        checkOut: inDays(52),
        ratePlan: "bed-and-breakfast",
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const booking = (res.json as { booking: Reply }).booking;
    expect(booking.nightlyRate).toBe(base + 25);
    expect(booking.nightLines?.map((n) => n.price)).toEqual([base + 25, base + 25]);
    expect(booking.ratePlan).toMatchObject({ name: "Bed and breakfast", board: "breakfast", boardPrice: 25 });

    // The admin drops the plan and makes breakfast dearer: the booking keeps its plan, price and terms.
    const edited = await call(
      putHotel,
      `/api/hotels/${hotel.id}`,
      { id: String(hotel.id) },
      {
        method: "PUT",
        body: { ...validHotel, name: `Plan Resort edited ${Date.now()}`, ratePlans: [plans[0], plans[2]] },
        headers: admin,
      },
    );
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const after = await getManagedBooking(booking.reference, manageToken(booking.id));
    expect(after?.booking).toMatchObject({
      totalPrice: booking.totalPrice,
      nightlyRate: base + 25,
      ratePlan: booking.ratePlan,
    });
    // …and the plan is no longer sold.
    const gone = await bookHotel(hotelBookingBody(hotel.id, room.name, { ratePlan: "bed-and-breakfast" }));
    expect(gone.status).toBe(400);

    // Back to the default plans (null).
    const reset = await call(
      putHotel,
      `/api/hotels/${hotel.id}`,
      { id: String(hotel.id) },
      { method: "PUT", body: { ...validHotel, ratePlans: null }, headers: admin },
    );
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect((reset.json as { ratePlans: unknown }).ratePlans).toBeNull();
    expect((await getDb().hotel.findUniqueOrThrow({ where: { id: hotel.id } })).ratePlans).toBeNull();
  });
});

describe("the Idempotency-Key covers the plan", () => {
  it("the same key with another plan is not a replay; naming the default plan is the same request as naming none", async () => {
    const h = await hotelWithRoom({ label: "PlanKey", units: 5, price: 100, room: "Reef Room" });
    const body = hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(70), checkOut: inDays(71) });
    const post = (b: unknown, key: string) =>
      call(postBooking, "/api/bookings", undefined, { method: "POST", body: b, headers: { "idempotency-key": key } });
    const key = `plan-key-${Date.now()}`;
    const first = await post(body, key);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const same = await post({ ...body, ratePlan: "flexible" }, key);
    expect(same.status).toBe(201);
    expect((same.json as { booking: Reply }).booking.id).toBe((first.json as { booking: Reply }).booking.id);
    const other = await post({ ...body, ratePlan: "non-refundable" }, key);
    expect(other.status).toBe(409);
  });
});
