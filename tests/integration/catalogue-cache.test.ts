import { beforeEach, describe, expect, it, vi } from "vitest";

import {
  AREA_TAGS,
  catalogueChange,
  destinationTag,
  guestHouseTag,
  hotelTag,
  promotionTag,
} from "@/lib/server/catalogue/cache-tags";
import { createHotel } from "@/lib/server/hotels/create-hotel";
import { updateHotel } from "@/lib/server/hotels/update-hotel";
import { deleteHotel } from "@/lib/server/hotels/delete-hotel";
import { createRoomType } from "@/lib/server/room-types/create-room-type";
import { updateRoomType } from "@/lib/server/room-types/update-room-type";
import { deleteRoomType } from "@/lib/server/room-types/delete-room-type";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";
import { createDestination } from "@/lib/server/destinations/create-destination";
import { updateDestination } from "@/lib/server/destinations/update-destination";
import { deleteDestination } from "@/lib/server/destinations/delete-destination";
import { createGuestHouse } from "@/lib/server/guest-houses/create-guest-house";
import { updateGuestHouse } from "@/lib/server/guest-houses/update-guest-house";
import { deleteGuestHouse } from "@/lib/server/guest-houses/delete-guest-house";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { hotelSchema, roomTypeSchema } from "@/lib/validation/content-hotels";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { promotionSchema } from "@/lib/validation/content-promotions";
import { POST as postBooking } from "@/app/api/bookings/route";
import { validDestination, validGuestHouse, validHotel, validPromotion } from "../support/content";
import { call } from "../support/http";

// Every revalidateTag call a mutation makes, with its profile (Next's cache itself does not run
// outside Next: this checks what each mutation tells it).
const calls = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidateTag: (tag: string, profile: unknown) => void calls.push({ tag, profile }),
}));

const expired = () => calls.map((c) => c.tag).sort();
const sorted = (tags: string[]) => [...tags].sort();
beforeEach(() => {
  calls.length = 0;
});

describe("each admin mutation expires exactly the cache tags it affects, at once", () => {
  it("hotels: the hotel lists and the hotel's own entry; an edit or a deletion the promotions too (they carry the hotel)", async () => {
    const hotel = await createHotel(hotelSchema.parse(validHotel));
    expect(expired()).toEqual(sorted([AREA_TAGS.hotels, hotelTag(hotel.id)]));
    // Immediate expiry (the next request reads afresh), not stale-while-revalidate.
    expect(calls.every((c) => JSON.stringify(c.profile) === JSON.stringify({ expire: 0 }))).toBe(true);

    calls.length = 0;
    await updateHotel(hotel.id, hotelSchema.parse({ ...validHotel, name: "Renamed Reef" }));
    expect(expired()).toEqual(sorted([AREA_TAGS.hotels, hotelTag(hotel.id), AREA_TAGS.promotions]));

    calls.length = 0;
    await deleteHotel(hotel.id, { force: true });
    expect(expired()).toEqual(sorted(catalogueChange.hotel(hotel.id)));
  });

  it("room types: their hotel's entry (both hotels when one moves) and the hotel lists", async () => {
    const a = await createHotel(hotelSchema.parse({ ...validHotel, name: "Room Hotel A" }));
    const b = await createHotel(hotelSchema.parse({ ...validHotel, name: "Room Hotel B" }));
    const body = (hotelId: number, name: string) =>
      roomTypeSchema.parse({ hotelId, name, basePrice: 200, maxOccupancy: 2, units: 3, amenities: [], images: [] });

    calls.length = 0;
    const room = await createRoomType(body(a.id, "Garden Room"));
    expect(expired()).toEqual(sorted([AREA_TAGS.hotels, hotelTag(a.id)]));

    calls.length = 0;
    await updateRoomType(room.id, body(b.id, "Garden Room"));
    expect(expired()).toEqual(sorted([AREA_TAGS.hotels, hotelTag(a.id), hotelTag(b.id)]));

    calls.length = 0;
    await deleteRoomType(room.id);
    expect(expired()).toEqual(sorted([AREA_TAGS.hotels, hotelTag(b.id)]));
  });

  it("promotions, destinations and guest houses: their area and the record, nothing else", async () => {
    const promotion = await createPromotion(promotionSchema.parse(validPromotion));
    await updatePromotion(promotion.id, promotionSchema.parse({ ...validPromotion, title: "Later Bird" }));
    await deletePromotion(promotion.id);
    expect([...new Set(expired())]).toEqual(sorted([AREA_TAGS.promotions, promotionTag(promotion.id)]));

    calls.length = 0;
    const destination = await createDestination(destinationSchema.parse(validDestination));
    await updateDestination(destination.id, destinationSchema.parse({ ...validDestination, name: "Minicoy" }));
    await deleteDestination(destination.id);
    expect([...new Set(expired())]).toEqual(sorted([AREA_TAGS.destinations, destinationTag(destination.id)]));

    calls.length = 0;
    const house = await createGuestHouse(guestHouseSchema.parse(validGuestHouse));
    expect(expired()).toEqual(sorted([AREA_TAGS.guestHouses, guestHouseTag(house.id)]));
    calls.length = 0;
    await updateGuestHouse(house.id, guestHouseSchema.parse({ ...validGuestHouse, title: "Renamed House" }));
    expect(expired()).toEqual(sorted([AREA_TAGS.guestHouses, guestHouseTag(house.id)]));
    calls.length = 0;
    await deleteGuestHouse(house.id);
    expect(expired()).toEqual(sorted([AREA_TAGS.guestHouses, guestHouseTag(house.id)]));
  });

  it("a failed mutation expires nothing", async () => {
    await expect(updateDestination(999_999, destinationSchema.parse(validDestination))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(deleteRoomType(999_999)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(calls).toEqual([]);
  });
});

/** A hotel with one room type, "Beach Villa" (one unit), to book. */
async function hotelWithOneRoom(name: string) {
  const hotel = await createHotel(hotelSchema.parse({ ...validHotel, name, roomTypes: [] }));
  await createRoomType(
    roomTypeSchema.parse({
      hotelId: hotel.id,
      name: "Beach Villa",
      basePrice: 200,
      maxOccupancy: 2,
      units: 1,
      amenities: [],
      images: [],
    }),
  );
  return hotel;
}

describe("bookings and holds expire no catalogue tag (availability is never cached)", () => {
  it("but for an offer's place: its booking and its cancellation expire the offers' places, nothing else", async () => {
    const hotel = await hotelWithOneRoom("Offer Reef");
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const offer = await createPromotion(
      promotionSchema.parse({
        ...validPromotion,
        location: hotel.location,
        validFrom: day(-1),
        validUntil: day(60),
        maxBookings: 2,
      }),
    );
    calls.length = 0;
    const made = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: {
        customerName: "Offer Tester",
        customerEmail: "offer-tags@example.com",
        customerPhone: "+960 777 1235",
        hotelId: hotel.id,
        roomType: "Beach Villa",
        checkIn: day(40),
        checkOut: day(42),
        adults: 1,
        children: 0,
        promotionId: offer.id,
        agreeToTerms: true,
      },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(expired()).toEqual([AREA_TAGS.offerPlaces]);
    calls.length = 0;
    await changeBookingStatus({ kind: "hotel", id: made.json.booking.id, status: "cancelled", changedByUserId: null });
    expect(expired()).toEqual([AREA_TAGS.offerPlaces]);
  });

  it("a booking and its cancellation touch no tag", async () => {
    const hotel = await hotelWithOneRoom("Booked Reef");
    calls.length = 0;
    const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    const made = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: {
        customerName: "Tag Tester",
        customerEmail: "tags@example.com",
        customerPhone: "+960 777 1234",
        hotelId: hotel.id,
        roomType: "Beach Villa",
        checkIn,
        checkOut,
        adults: 1,
        children: 0,
        agreeToTerms: true,
      },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    await changeBookingStatus({ kind: "hotel", id: made.json.booking.id, status: "cancelled", changedByUserId: null });
    expect(calls).toEqual([]);
  });
});
