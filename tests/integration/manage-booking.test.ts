import { describe, expect, it, vi } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import {
  MANAGE_LINK_EXPIRED,
  cancelManagedBooking,
  getManagedBooking,
  openManageLink,
} from "@/lib/server/bookings/manage-booking";
import { manageLinkDays, manageToken } from "@/lib/server/bookings/manage-token";
import { readConfig } from "@/lib/server/config/env";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";

// The server actions ask Next to re-render the page; outside Next that store does not exist.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: (path: string) => void revalidated.push(path),
}));

process.env.NEXTAUTH_SECRET = "integration-test-manage";
process.env.RATE_LIMIT_BOOKING = "1000/1h";

async function book() {
  const { hotel, roomType } = await firstHotel();
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotel.id, roomType, {
      customerEmail: "manage@example.com",
      checkIn: addDays(todayYmd(), 7),
      checkOut: addDays(todayYmd(), 9),
    }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as { id: string; reference: string; manageUrl: string };
}

describe("manage links", () => {
  it("open the booking only with its own token", async () => {
    const booking = await book();
    const token = new URL(booking.manageUrl, "http://x").searchParams.get("token")!;
    expect((await getManagedBooking(booking.reference, token))?.booking.id).toBe(booking.id);
    expect(await getManagedBooking(booking.reference.toLowerCase(), token)).not.toBeNull();
    expect(await getManagedBooking(booking.reference, manageToken("another-id"))).toBeNull();
    expect(await getManagedBooking(booking.reference, "")).toBeNull();
    expect(await getManagedBooking("MV-ZZZZZZ", token)).toBeNull();
    expect(await getManagedBooking("'; drop table", token)).toBeNull();
  });

  it("carry the terms the booking was sold under, not the property's free text (issue 36)", async () => {
    const booking = await book();
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: booking.id }, select: { hotelId: true } });
    await getDb().hotel.update({
      where: { id: row.hotelId! },
      data: { policies: "  Free cancellation up to 1 day before arrival.  " },
    });
    const managed = await getManagedBooking(booking.reference, manageToken(booking.id));
    expect(managed?.terms).toMatchObject({
      kind: "hotel",
      policy: { type: "windows", steps: [{ before: { amount: 7, unit: "days" } }] },
    });
  });

  it("cancel a pending future booking once; a second cancel or a wrong token is refused", async () => {
    const booking = await book();
    const token = manageToken(booking.id);
    const cancelled = await cancelManagedBooking(booking.reference, token);
    expect(cancelled.booking.status).toBe("cancelled");
    expect(cancelled.cancellable).toBe(false);
    await expect(cancelManagedBooking(booking.reference, token)).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(cancelManagedBooking(booking.reference, "wrong")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a completed or started stay cannot be cancelled online", async () => {
    const booking = await book();
    const token = manageToken(booking.id);
    const checkIn = addDays(todayYmd(), 7);
    expect((await getManagedBooking(booking.reference, token, checkIn))?.cancellable).toBe(false);
    await getDb().booking.update({ where: { id: booking.id }, data: { status: "completed" } });
    await expect(cancelManagedBooking(booking.reference, token)).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("manage links expire after the stay (issue 18)", () => {
  it("open until MANAGE_LINK_DAYS_AFTER_CHECKOUT days after check-out, then only say they expired", async () => {
    const booking = await book();
    const token = manageToken(booking.id);
    const checkOut = addDays(todayYmd(), 9);
    expect(manageLinkDays()).toBe(30);
    const lastDay = addDays(checkOut, 30);
    expect((await openManageLink(booking.reference, token, lastDay))?.status).toBe("open");
    expect((await getManagedBooking(booking.reference, token, lastDay))?.booking.id).toBe(booking.id);

    const after = addDays(lastDay, 1);
    expect(await openManageLink(booking.reference, token, after)).toEqual({
      status: "expired",
      reference: booking.reference,
      checkOut,
      lastDay,
    });
    expect(await getManagedBooking(booking.reference, token, after)).toBeNull();
    await expect(cancelManagedBooking(booking.reference, token, after)).rejects.toMatchObject({
      code: "CONFLICT",
      message: MANAGE_LINK_EXPIRED,
    });
    // A wrong token still looks like an unknown booking, expired or not.
    expect(await openManageLink(booking.reference, manageToken("another-id"), after)).toBeNull();
  });

  it("MANAGE_LINK_DAYS_AFTER_CHECKOUT sets the days (30 when unset; anything unreadable is refused, naming it)", () => {
    expect(manageLinkDays(readConfig({ MANAGE_LINK_DAYS_AFTER_CHECKOUT: "7" }))).toBe(7);
    expect(manageLinkDays(readConfig({ MANAGE_LINK_DAYS_AFTER_CHECKOUT: "0" }))).toBe(0);
    expect(manageLinkDays(readConfig({ MANAGE_LINK_DAYS_AFTER_CHECKOUT: "" }))).toBe(30);
    for (const bad of ["-1", "soon", "1.5", "99999"])
      expect(() => readConfig({ MANAGE_LINK_DAYS_AFTER_CHECKOUT: bad }), bad).toThrow(
        `MANAGE_LINK_DAYS_AFTER_CHECKOUT="${bad}" is not readable: it takes a whole number from 0 to 3650.`,
      );
  });
});

describe("the manage page's server actions (public POSTs) check their arguments", () => {
  it("a non-string, empty or oversized reference or token is 'Booking not found.', never a throw; a real link still cancels", async () => {
    const { cancelBookingAction, confirmEmailAction } = await import("@/app/(strict)/booking/[reference]/actions");
    const booking = await book();
    const token = new URL(booking.manageUrl, "http://x").searchParams.get("token")!;
    const notFound = { ok: false, message: "Booking not found." };
    const hostile: [unknown, unknown][] = [
      [booking.reference, "x".repeat(10_000)],
      ["X".repeat(10_000), token],
      [{ reference: booking.reference }, token],
      [booking.reference, ["a"]],
      ["", token],
    ];
    for (const [reference, t] of hostile) {
      expect(await cancelBookingAction(reference as string, t as string)).toEqual(notFound);
      expect(await confirmEmailAction(reference as string, t as string, "c".repeat(10_000))).toEqual(notFound);
    }
    expect((await getDb().booking.findUniqueOrThrow({ where: { reference: booking.reference } })).status).toBe(
      "pending",
    );
    expect(revalidated).toEqual([]);
    expect(await cancelBookingAction(booking.reference, token)).toEqual({ ok: true, cancellationFee: 0 });
    expect(revalidated).toEqual([`/booking/${booking.reference}`]);
    expect((await getDb().booking.findUniqueOrThrow({ where: { reference: booking.reference } })).status).toBe(
      "cancelled",
    );
  });
});
