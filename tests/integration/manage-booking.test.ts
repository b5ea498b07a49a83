import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { cancelManagedBooking, getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { manageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-manage";
process.env.RATE_LIMIT_BOOKING = "1000/1h";

async function book() {
  const hotel = await getDb().hotel.findFirstOrThrow({ orderBy: { id: "asc" }, include: { roomTypeRecords: true } });
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: {
      customerName: "Manage Test",
      customerEmail: "manage@example.com",
      customerPhone: "+960 777 0000",
      hotelId: hotel.id,
      roomType: hotel.roomTypeRecords[0]?.name ?? hotel.roomTypes[0] ?? "Standard Room",
      checkIn: addDays(todayYmd(), 7),
      checkOut: addDays(todayYmd(), 9),
      adults: 2,
    },
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
