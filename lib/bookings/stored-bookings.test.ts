import { describe, expect, it } from "vitest";
import { mergeLookup, parseStoredBookings, toBookingSummary } from "./stored-bookings";

const lookup = {
  id: "a1",
  reference: "MV-DEMQA2",
  kind: "hotel",
  propertyId: 1,
  propertyName: "Azure Lagoon Resort",
  location: "Malé, Maldives",
  checkIn: "2026-12-02",
  checkOut: "2026-12-06",
  nights: 4,
  guests: 2,
  adults: 2,
  children: 0,
  roomType: "Ocean Villa",
  totalPrice: 1800,
  status: "confirmed",
  paymentStatus: "paid",
  createdAt: "2026-11-20T10:00:00.000Z",
};

const createdGuestHouse = {
  id: "g1",
  reference: "GH-7K3Q9P",
  tourismId: 4,
  guestHouseTitle: "Coral Garden Guest House",
  checkInDate: "2026-12-10",
  checkOutDate: "2026-12-13",
  nights: 3,
  guests: 2,
  roomType: "Deluxe Room",
  mealPlan: "Half Board",
  totalPrice: 375,
  status: "pending",
  paymentStatus: "pending",
  manageUrl: "/booking/GH-7K3Q9P?token=AbCdEf0123456789_-AbCdEf01234567",
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("stored bookings", () => {
  it("reads look-up summaries and freshly created bookings alike", () => {
    expect(toBookingSummary(lookup)).toMatchObject({
      kind: "hotel",
      propertyName: "Azure Lagoon Resort",
      nights: 4,
      guests: 2,
    });
    expect(toBookingSummary(createdGuestHouse)).toMatchObject({
      kind: "guest_house",
      propertyName: "Coral Garden Guest House",
      propertyId: 4,
      checkIn: "2026-12-10",
      checkOut: "2026-12-13",
      mealPlan: "Half Board",
    });
    expect(
      toBookingSummary({
        id: "h",
        reference: "MV-AAAAAA",
        hotelName: "X",
        hotelId: 2,
        checkIn: "2026-12-01",
        checkOut: "2026-12-03",
        adults: 2,
        children: 1,
        totalPrice: 10,
      }),
    ).toMatchObject({
      kind: "hotel",
      nights: 2,
      guests: 3,
      status: "pending",
    });
  });

  it("skips what is not a booking, removes repeats and puts the newest first", () => {
    const json = JSON.stringify([
      lookup,
      createdGuestHouse,
      lookup,
      { nope: true },
      null,
      "x",
      { id: "b", reference: "MV-X", checkIn: "bad" },
    ]);
    expect(parseStoredBookings(json).map((b) => b.reference)).toEqual(["GH-7K3Q9P", "MV-DEMQA2"]);
  });

  it("keeps a manage link only when it is the server's same-site /booking path", () => {
    expect(toBookingSummary(createdGuestHouse)?.manageUrl).toBe(
      "/booking/GH-7K3Q9P?token=AbCdEf0123456789_-AbCdEf01234567",
    );
    expect(toBookingSummary(lookup)?.manageUrl).toBeUndefined();
    for (const manageUrl of [
      "javascript:alert(1)",
      "//evil.example/booking/GH-7K3Q9P?token=AbCdEf0123456789",
      "https://evil.example/booking/GH-7K3Q9P?token=AbCdEf0123456789",
      "/booking/GH-7K3Q9P?token=short",
      "/booking/../admin?token=AbCdEf0123456789_-",
      42,
    ]) {
      expect(toBookingSummary({ ...createdGuestHouse, manageUrl })).not.toHaveProperty("manageUrl");
    }
  });

  it("merges a fresh look-up over the kept list: current statuses, kept manage links and other bookings", () => {
    const kept = parseStoredBookings(
      JSON.stringify([createdGuestHouse, { ...lookup, id: "other", reference: "MV-OTHER1" }]),
    );
    const fresh = [{ ...lookup }, { ...createdGuestHouse, manageUrl: undefined, status: "confirmed" }];
    const merged = mergeLookup(fresh, kept);
    expect(merged.map((b) => [b.reference, b.status, b.manageUrl ?? null])).toEqual([
      ["GH-7K3Q9P", "confirmed", createdGuestHouse.manageUrl],
      ["MV-DEMQA2", "confirmed", null],
      ["MV-OTHER1", "confirmed", null],
    ]);
  });

  it("treats unreadable storage as nothing stored", () => {
    expect(parseStoredBookings(null)).toEqual([]);
    expect(parseStoredBookings("{not json")).toEqual([]);
    expect(parseStoredBookings('{"a":1}')).toEqual([]);
  });
});
