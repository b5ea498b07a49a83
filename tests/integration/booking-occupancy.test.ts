import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";

process.env.NEXTAUTH_SECRET = "integration-test-occupancy";
process.env.RATE_LIMIT_BOOKING = "10000/1h";

const post = (body: unknown) => call(postBooking, "/api/bookings", undefined, { method: "POST", body });
const postGh = (body: unknown) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body });

/** A seeded hotel with a room type for 2 and others: the room for 2, and the names of those that sleep 4. */
async function hotelWithRoomForTwo() {
  const small = await getDb().roomType.findFirstOrThrow({
    where: { maxOccupancy: 2, isActive: true },
    orderBy: { id: "asc" },
  });
  const rooms = await getDb().roomType.findMany({
    where: { hotelId: small.hotelId, isActive: true },
    orderBy: { id: "asc" },
  });
  return { hotelId: small.hotelId, small, fitsFour: rooms.filter((r) => r.maxOccupancy >= 4).map((r) => r.name) };
}

describe("occupancy (issue 35, item 4)", () => {
  it("a hotel room for 2 refuses 2 adults + 2 children: 400 over_occupancy naming the limit and the room types that fit; nothing is booked", async () => {
    const { hotelId, small, fitsFour } = await hotelWithRoomForTwo();
    expect(fitsFour.length).toBeGreaterThan(0);
    const before = await getDb().booking.count();
    const res = await post(hotelBookingBody(hotelId, small.name, { adults: 2, children: 2 }));
    expect(res.status).toBe(400);
    expect(res.json.reason).toBe("over_occupancy");
    expect(res.json.fits).toEqual(fitsFour);
    expect(res.json.message).toContain(`The ${small.name} sleeps at most 2 guests; your party is 4 guests`);
    expect(res.json.message).toContain(`Room types that fit: ${fitsFour.join(", ")}.`);
    expect(res.json.details.roomType).toEqual([res.json.message]);
    expect(await getDb().booking.count()).toBe(before);
  });

  it("children count: 1 adult + 2 children is 3 guests, too many for 2; 2 adults fit", async () => {
    const { hotelId, small } = await hotelWithRoomForTwo();
    expect((await post(hotelBookingBody(hotelId, small.name, { adults: 1, children: 2 }))).json.reason).toBe(
      "over_occupancy",
    );
    const ok = await post(hotelBookingBody(hotelId, small.name, { adults: 2, children: 0 }));
    expect(ok.status).toBe(201);
  });

  it("a party no room type sleeps is told the largest", async () => {
    const { hotelId, small } = await hotelWithRoomForTwo();
    const largest = await getDb().roomType.aggregate({
      where: { hotelId, isActive: true },
      _max: { maxOccupancy: true },
    });
    const res = await post(hotelBookingBody(hotelId, small.name, { adults: 10, children: 6 }));
    expect(res.status).toBe(400);
    expect(res.json.reason).toBe("over_occupancy");
    expect(res.json.fits).toEqual([]);
    expect(res.json.message).toContain(
      `No room type here sleeps 16 guests: the largest sleeps ${largest._max.maxOccupancy}.`,
    );
  });

  it("a guest house takes at most its maxGuests per booking: 400 over_occupancy on guests", async () => {
    const house = await getDb().guestHouse.findFirstOrThrow({
      where: { isActive: true, type: "guest_house", maxGuests: { not: null, lt: 20 } },
      orderBy: { id: "asc" },
    });
    const res = await postGh(guestHouseBookingBody(house.id, { guests: house.maxGuests! + 1 }));
    expect(res.status).toBe(400);
    expect(res.json.reason).toBe("over_occupancy");
    expect(res.json.message).toBe(`Maximum ${house.maxGuests} guests allowed at ${house.title}.`);
    expect(res.json.details.guests).toEqual([res.json.message]);
    expect((await postGh(guestHouseBookingBody(house.id, { guests: house.maxGuests! }))).status).toBe(201);
  });
});
