import { beforeAll, describe, expect, it } from "vitest";

import {
  toAdminGuestHouseBooking,
  toAdminHotelBooking,
  toGuestHouseBookingDTO,
  toHotelBookingDTO,
} from "./booking-dto";
import { isValidManageToken } from "./manage-token";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET ??= "unit-test-booking-dto";
});

const shared = {
  id: "0b9f3c4e-1a2b-4c3d-8e9f-001122334455",
  reference: "MV-234567",
  userId: null,
  customerName: "Aminath Guest",
  customerEmail: "aminath@example.com",
  customerPhone: "+960 777 1234",
  specialRequests: "Late arrival",
  nightlyRate: "180.00",
  totalPrice: "540.00",
  status: "pending" as const,
  paymentStatus: "pending" as const,
  cancellationTerms: null,
  cancellationFee: null,
  cancelledAt: null,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  updatedAt: new Date("2026-01-02T03:04:06.000Z"),
};

/** The fields both kinds' DTOs end with, in the contract's order. */
const TRAILING_KEYS = [
  "specialRequests",
  "nightlyRate",
  "totalPrice",
  "nightLines",
  "priceBreakdown",
  "ratePlan",
  "status",
  "paymentStatus",
  "manageUrl",
  "cancellationTerms",
  "cancellationFee",
  "cancelledAt",
  "createdAt",
  "updatedAt",
];

describe("booking DTOs", () => {
  it("a hotel booking: the contract's fields in the contract's order", () => {
    const row = {
      ...shared,
      hotelId: 7,
      hotelName: "Reef Hotel",
      promotionId: null,
      roomType: "Lagoon Room",
      checkIn: new Date("2026-03-01T00:00:00Z"),
      checkOut: new Date("2026-03-04T00:00:00Z"),
      adults: 2,
      children: 1,
      rooms: 1,
    };
    const dto = toHotelBookingDTO(row);
    // The nights as charged (seasons): USD per night, or null when the row has none stored.
    expect(dto.nightLines).toBeNull();
    expect(
      toHotelBookingDTO({ ...row, nightLines: [{ date: "2026-03-01", cents: 18050, season: "Festive" }] }).nightLines,
    ).toEqual([{ date: "2026-03-01", price: 180.5, season: "Festive" }]);
    expect(toHotelBookingDTO({ ...row, nightLines: [{ date: "March", cents: 1.5 }] }).nightLines).toBeNull();
    // The taxes and charges as stored: the breakdown of totalPrice, or null before taxes were charged.
    expect(dto.priceBreakdown).toBeNull();
    const taxed = toHotelBookingDTO({
      ...row,
      totalPrice: "152.70",
      taxLines: [
        { label: "Green Tax", kind: "per_guest_night", amountCents: 5270, unitCents: 1000, units: 5, guests: 5 },
      ],
    });
    expect(taxed.priceBreakdown).toEqual({
      roomTotal: 100,
      taxes: [{ label: "Green Tax", detail: "$10.00 × 5 guests × 1 night", amount: 52.7 }],
      taxesTotal: 52.7,
      total: 152.7,
    });
    expect(Object.keys(dto)).toEqual([
      "id",
      "reference",
      "hotelId",
      "hotelName",
      "promotionId",
      "userId",
      "customerName",
      "customerEmail",
      "customerPhone",
      "roomType",
      "checkIn",
      "checkOut",
      "nights",
      "adults",
      "children",
      "rooms",
      ...TRAILING_KEYS,
    ]);
    expect(dto).toMatchObject({
      checkIn: "2026-03-01",
      checkOut: "2026-03-04",
      nights: 3,
      nightlyRate: 180,
      totalPrice: 540,
      createdAt: "2026-01-02T03:04:05.000Z",
    });
    expect(isValidManageToken(dto.id, new URL(dto.manageUrl, "http://x").searchParams.get("token"))).toBe(true);
    expect(toAdminHotelBooking(row)).toMatchObject({
      kind: "hotel",
      propertyId: 7,
      propertyName: "Reef Hotel",
      guests: 3,
    });
  });

  it("a hotel booking of 2 rooms carries rooms (issue 35)", () => {
    const row = {
      ...shared,
      hotelId: 7,
      hotelName: "Reef Hotel",
      promotionId: null,
      roomType: "Lagoon Room",
      checkIn: new Date("2026-03-01T00:00:00Z"),
      checkOut: new Date("2026-03-04T00:00:00Z"),
      adults: 4,
      children: 0,
      rooms: 2,
      totalPrice: "1080.00",
    };
    expect(toHotelBookingDTO(row)).toMatchObject({ rooms: 2, nightlyRate: 180, totalPrice: 1080 });
    expect(toAdminHotelBooking(row)).toMatchObject({ rooms: 2, guests: 4 });
  });

  it("a guest-house booking: tourismId, checkInDate… in the contract's order", () => {
    const row = {
      ...shared,
      reference: "GH-234567",
      guestHouseId: 3,
      guestHouseTitle: "Maafushi House",
      checkInDate: new Date("2026-03-01T00:00:00Z"),
      checkOutDate: new Date("2026-03-03T00:00:00Z"),
      guests: 2,
      roomType: "Standard Room",
      mealPlan: "Half Board",
    };
    const dto = toGuestHouseBookingDTO(row);
    expect(Object.keys(dto)).toEqual([
      "id",
      "reference",
      "tourismId",
      "guestHouseTitle",
      "userId",
      "customerName",
      "customerEmail",
      "customerPhone",
      "checkInDate",
      "checkOutDate",
      "nights",
      "guests",
      "roomType",
      "mealPlan",
      ...TRAILING_KEYS,
    ]);
    expect(dto).toMatchObject({ tourismId: 3, checkInDate: "2026-03-01", checkOutDate: "2026-03-03", nights: 2 });
    expect(toAdminGuestHouseBooking(row)).toMatchObject({
      kind: "guest_house",
      propertyId: 3,
      propertyName: "Maafushi House",
      checkIn: "2026-03-01",
      checkOut: "2026-03-03",
    });
  });
});
