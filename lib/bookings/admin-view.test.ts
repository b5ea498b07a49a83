import { describe, expect, it } from "vitest";
import type { AdminBooking } from "@/lib/types/bookings";
import {
  bookingStats,
  emailSentToast,
  filterBookings,
  groupBookings,
  offersPaymentActions,
  paymentUpdatedToast,
  changeFailure,
  statusUpdatedToast,
} from "./admin-view";

let n = 0;
function booking(over: Partial<AdminBooking>): AdminBooking {
  n++;
  return {
    kind: "hotel",
    id: `id-${n}`,
    reference: `MV-AAAA${n}`,
    hotelId: 1,
    hotelName: "Coral Reef Resort",
    propertyId: 1,
    propertyName: "Coral Reef Resort",
    promotionId: null,
    userId: null,
    customerName: "Maya Fernando",
    customerEmail: "maya@example.net",
    customerPhone: "+94 77 123 4567",
    roomType: "Deluxe Room",
    checkIn: "2030-01-01",
    checkOut: "2030-01-03",
    nights: 2,
    adults: 2,
    children: 0,
    guests: 2,
    specialRequests: "",
    nightlyRate: 100,
    totalPrice: 200,
    status: "pending",
    paymentStatus: "pending",
    manageUrl: "/booking/x",
    createdAt: "2030-01-01T00:00:00.000Z",
    updatedAt: "2030-01-01T00:00:00.000Z",
    ...over,
  } as AdminBooking;
}

const list = [
  booking({ status: "pending", totalPrice: 0.1 }),
  booking({ status: "confirmed", totalPrice: 0.2, customerName: "Lukas Berger" }),
  booking({ status: "completed", totalPrice: 1000.35, paymentStatus: "paid", propertyName: "Sunset Villa" }),
  booking({ status: "cancelled", totalPrice: 500, paymentStatus: "refunded" }),
];

describe("admin booking view", () => {
  it("counts statuses and sums confirmed and completed revenue in cents", () => {
    expect(bookingStats(list)).toEqual({
      total: 4,
      pending: 1,
      confirmed: 1,
      completed: 1,
      cancelled: 1,
      revenue: 1000.55,
    });
    expect(bookingStats([])).toMatchObject({ total: 0, revenue: 0 });
  });

  it("searches case-insensitively and filters by status and payment", () => {
    expect(filterBookings(list, { search: "  lukas " }).map((b) => b.customerName)).toEqual(["Lukas Berger"]);
    expect(filterBookings(list, { search: "sunset" })).toHaveLength(1);
    expect(filterBookings(list, { search: list[0]!.reference.toLowerCase() })).toHaveLength(1);
    expect(filterBookings(list, { status: "cancelled" })).toHaveLength(1);
    expect(filterBookings(list, { payment: "paid" })).toHaveLength(1);
    expect(filterBookings(list, { status: "all", payment: "all", search: "" })).toHaveLength(4);
  });

  it("groups into pending, active (confirmed or completed) and cancelled", () => {
    const g = groupBookings(list);
    expect([g.pending.length, g.active.length, g.cancelled.length]).toEqual([1, 2, 1]);
  });

  it("says the spec's texts", () => {
    expect(statusUpdatedToast("confirmed")).toEqual({
      title: "Status Updated",
      description: "Booking status changed to confirmed",
    });
    expect(paymentUpdatedToast("paid")).toEqual({
      title: "Payment Updated",
      description: "Payment status changed to paid",
    });
  });

  it("shows a refused change's message and reads the list again; with no reply, the fallback and no new read", () => {
    expect(changeFailure(409, { message: "The booking was changed by someone else in the meantime." }, "F")).toEqual({
      message: "The booking was changed by someone else in the meantime.",
      refetch: true,
    });
    expect(changeFailure(502, { message: "" }, "Failed to update booking status")).toEqual({
      message: "Failed to update booking status",
      refetch: true,
    });
    expect(
      changeFailure(0, { message: "The server could not be reached." }, "Failed to update booking status"),
    ).toEqual({
      message: "Failed to update booking status",
      refetch: false,
    });
  });

  it("says when an e-mail went out in test mode", () => {
    expect(emailSentToast({ testMode: true })).toBe("Email sent successfully (using test mode)");
    expect(emailSentToast({ testMode: false })).toBe("Email sent successfully");
    expect(emailSentToast({})).toBe("Email sent successfully");
    expect(emailSentToast(null)).toBe("Email sent successfully");
  });

  it("offers payment actions only for a pending payment of a booking not cancelled", () => {
    expect(offersPaymentActions({ status: "pending", paymentStatus: "pending" })).toBe(true);
    expect(offersPaymentActions({ status: "confirmed", paymentStatus: "pending" })).toBe(true);
    expect(offersPaymentActions({ status: "cancelled", paymentStatus: "pending" })).toBe(false);
    expect(offersPaymentActions({ status: "confirmed", paymentStatus: "paid" })).toBe(false);
    expect(offersPaymentActions({ status: "completed", paymentStatus: "failed" })).toBe(false);
  });
});
