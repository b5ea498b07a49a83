import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as login } from "@/app/api/auth/login/route";
import { Prisma } from "@/lib/server/db/client";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd, toCents } from "@/lib/pricing";
import { publishedPolicy, termsAtPlace } from "@/lib/policies/cancellation";
import { formatUsd } from "@/lib/format";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { cancelManagedBooking, getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { manageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";
import { daysOutsidePolicySeasons, firstHotel, guestHouseBookingBody, hotelBookingBody } from "../support/bookings";

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));

process.env.NEXTAUTH_SECRET = "integration-test-cancellation-terms";
process.env.RATE_LIMIT_BOOKING = "1000/1h";

let admin: Record<string, string>;
beforeAll(async () => {
  const res = await call(login, "/api/auth/login", undefined, {
    method: "POST",
    body: { email: "admin@example.com", password: "admin12345" },
  });
  admin = { authorization: `Bearer ${(res.json as { token: string }).token}` };
});

type Reply = {
  id: string;
  reference: string;
  nightlyRate: number;
  totalPrice: number;
  cancellationTerms: unknown;
  cancellationFee: number | null;
  cancelledAt: string | null;
};

/** A hotel booking checking in `days` from today, for two nights. */
async function bookHotel(days: number) {
  const { hotel, roomType } = await firstHotel();
  const checkIn = addDays(todayYmd(), days);
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotel.id, roomType, { checkIn, checkOut: addDays(checkIn, 2) }),
  });
  expect(res.status).toBe(201);
  return { hotel, checkIn, booking: (res.json as { booking: Reply }).booking };
}

const confirm = (id: string) => changeBookingStatus({ id, status: "confirmed", changedByUserId: null });

describe("a new booking stores the terms it was sold under", () => {
  it("a hotel booking: the hotel default, in the hotel's destination time zone from its check-in time; the reply carries them", async () => {
    const { hotel, checkIn, booking } = await bookHotel(20);
    const expected = termsAtPlace(publishedPolicy("hotel"), checkIn, hotel);
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row.cancellationTerms).toEqual(expected);
    expect(row).toMatchObject({ cancellationFee: null, cancelledAt: null });
    expect(booking).toMatchObject({ cancellationTerms: expected, cancellationFee: null, cancelledAt: null });
    expect(expected).toMatchObject({ kind: "hotel", timeZone: "Indian/Maldives", checkInTime: hotel.checkInTime });

    // A later change to the hotel leaves the booking's terms as they were sold.
    await getDb().hotel.update({ where: { id: hotel.id }, data: { checkInTime: "11:00" } });
    try {
      expect((await getManagedBooking(booking.reference, manageToken(booking.id)))?.terms).toEqual(expected);
    } finally {
      await getDb().hotel.update({ where: { id: hotel.id }, data: { checkInTime: hotel.checkInTime } });
    }
  });

  it("a guest-house booking and a resort day visit: their kinds' defaults", async () => {
    const db = getDb();
    for (const [type, kind] of [
      ["guest_house", "guest_house"],
      ["resort_day_visit", "day_visit"],
    ] as const) {
      const house = await db.guestHouse.findFirstOrThrow({ where: { type, isActive: true }, orderBy: { id: "asc" } });
      const rooms = house.roomTypes as { name: string }[];
      const meals = house.mealPlans as { name: string }[];
      const body = guestHouseBookingBody(house.id, { roomType: rooms[0]!.name, mealPlan: meals[0]!.name, guests: 1 });
      const res = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const reply = (res.json as { booking: Reply }).booking;
      const row = await db.guestHouseBooking.findUniqueOrThrow({ where: { id: reply.id } });
      expect(row.cancellationTerms).toEqual(termsAtPlace(publishedPolicy(kind), body.checkInDate as string, house));
      expect(reply.cancellationTerms).toMatchObject({ kind });
    }
  });
});

describe("cancelling fixes the fee of that moment", () => {
  it("by manage link after the free deadline: the first night is stored, with the time; the page showed the same fee", async () => {
    const { booking } = await bookHotel(3);
    await confirm(booking.id);
    const token = manageToken(booking.id);
    const { cancelBookingAction } = await import("@/app/(strict)/booking/[reference]/actions");
    const before = Date.now();
    expect(await cancelBookingAction(booking.reference, token)).toEqual({
      ok: true,
      cancellationFee: booking.nightlyRate,
    });
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(toCents(row.cancellationFee!)).toBe(toCents(booking.nightlyRate));
    expect(row.cancelledAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.status).toBe("cancelled");
  });

  // Far enough for the hotel default's free week, outside the festive season's own terms.
  const days = daysOutsidePolicySeasons(20);

  it("before the deadline: 0", async () => {
    const { booking } = await bookHotel(days);
    await confirm(booking.id);
    const cancelled = await cancelManagedBooking(booking.reference, manageToken(booking.id));
    expect(cancelled.booking).toMatchObject({ status: "cancelled", cancellationFee: 0 });
    expect(cancelled.booking.cancelledAt).not.toBeNull();
  });

  it("the moment decides: just before the deadline 0, at it the fee (the booking's stored terms)", async () => {
    const { booking } = await bookHotel(days);
    const terms = (await getManagedBooking(booking.reference, manageToken(booking.id)))!.terms;
    const { freeCancellationUntil } = await import("@/lib/policies/cancellation");
    const deadline = freeCancellationUntil(terms, addDays(todayYmd(), days))!;
    await confirm(booking.id);
    await changeBookingStatus({
      kind: "hotel",
      id: booking.id,
      status: "cancelled",
      changedByUserId: null,
      at: new Date(deadline.getTime() - 1),
    });
    expect(toCents((await getDb().booking.findUniqueOrThrow({ where: { id: booking.id } })).cancellationFee!)).toBe(0);

    const second = (await bookHotel(days)).booking;
    await confirm(second.id);
    await changeBookingStatus({
      kind: "hotel",
      id: second.id,
      status: "cancelled",
      changedByUserId: null,
      at: deadline,
    });
    expect(toCents((await getDb().booking.findUniqueOrThrow({ where: { id: second.id } })).cancellationFee!)).toBe(
      toCents(second.nightlyRate),
    );
  });

  it("a pending request inside the window: free", async () => {
    const { booking } = await bookHotel(3);
    const cancelled = await cancelManagedBooking(booking.reference, manageToken(booking.id));
    expect(cancelled.booking.cancellationFee).toBe(0);
  });

  it("the admin's cancel stores the fee and replies with it", async () => {
    const { booking } = await bookHotel(3);
    await confirm(booking.id);
    const res = await call(
      putStatus,
      `/api/bookings/${booking.id}/status`,
      { id: booking.id },
      { method: "PUT", body: { status: "cancelled" }, headers: admin },
    );
    expect(res.status).toBe(200);
    expect((res.json as { booking: Reply }).booking).toMatchObject({
      status: "cancelled",
      cancellationFee: booking.nightlyRate,
    });
  });

  it("the admin may waive the fee with a reason: the fee stored is 0, the reason kept, and the waiver logged with the fee it replaced", async () => {
    const { booking } = await bookHotel(3);
    await confirm(booking.id);
    const put = (body: unknown) =>
      call(
        putStatus,
        `/api/bookings/${booking.id}/status`,
        { id: booking.id },
        { method: "PUT", body, headers: admin },
      );
    const tooShort = await put({ status: "cancelled", waiveFeeReason: " x " });
    expect(tooShort.status).toBe(400);
    expect(JSON.stringify(tooShort.json)).toContain("Please give a reason for waiving the fee");
    const notCancelling = await put({ status: "completed", waiveFeeReason: "Goodwill" });
    expect(notCancelling.status).toBe(400);
    expect(JSON.stringify(notCancelling.json)).toContain("A cancellation fee can be waived only when cancelling.");
    expect((await put({ status: "cancelled", waiveFeeReason: "x".repeat(501) })).status).toBe(400);

    const res = await put({ status: "cancelled", waiveFeeReason: "  Flight cancelled by the airline  " });
    expect(res.status).toBe(200);
    expect((res.json as { booking: Reply }).booking).toMatchObject({
      status: "cancelled",
      cancellationFee: 0,
      cancellationFeeWaiver: "Flight cancelled by the airline",
    });
    const log = await getDb().bookingStatusChange.findMany({
      where: { bookingId: booking.id, field: "cancellationFee" },
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      fromValue: booking.nightlyRate.toFixed(2),
      toValue: "0.00",
      reason: "Flight cancelled by the airline",
      source: "admin",
    });
    expect(log[0]!.changedByUserId).not.toBeNull();
  });

  it("a booking made before terms were stored is cancelled under its kind's default", async () => {
    const { booking } = await bookHotel(3);
    await getDb().booking.update({ where: { id: booking.id }, data: { cancellationTerms: Prisma.DbNull } });
    await confirm(booking.id);
    const cancelled = await cancelManagedBooking(booking.reference, manageToken(booking.id));
    expect(cancelled.booking).toMatchObject({ cancellationTerms: null, cancellationFee: booking.nightlyRate });
  });
});

describe("the e-mails state the booking's own terms, and the fee once cancelled", () => {
  it("received and confirmed carry the terms' sentences; cancelled carries the fee recorded", async () => {
    const { bookingEmailData } = await import("@/lib/server/email/booking-emails");
    const { renderTemplate } = await import("@/lib/server/email/render-template");
    const { describeTerms, parseTerms } = await import("@/lib/policies/cancellation");
    const { booking, checkIn } = await bookHotel(3);
    const terms = parseTerms(booking.cancellationTerms)!;
    const sentences = describeTerms(terms, {
      checkIn,
      nightlyCents: toCents(booking.nightlyRate),
      totalCents: toCents(booking.totalPrice),
    }).join(" ");
    const received = await bookingEmailData({ kind: "hotel", id: booking.id });
    expect(received.vars.cancellationTerms).toBe(sentences);
    expect(received.vars.cancellationFee).toBeUndefined();
    const html = (await renderTemplate("bookingReceived", received.vars)).html;
    expect(html).toContain("Free cancellation until");
    expect(html).not.toContain("while it is pending");

    await confirm(booking.id);
    await cancelManagedBooking(booking.reference, manageToken(booking.id));
    const cancelled = await bookingEmailData({ kind: "hotel", id: booking.id });
    const fee = formatUsd(booking.nightlyRate, { cents: "always" });
    expect(cancelled.vars.cancellationFee).toBe(fee);
    expect((await renderTemplate("bookingCancelled", cancelled.vars)).html).toContain(
      `The cancellation fee under your booking&#x27;s terms is ${fee}`,
    );
  });
});
