import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  canCancelStatus,
  canConfirm,
  canGuestCancel,
  canMoveStatus,
  isPaymentChange,
  refusedMoveMessage,
  showsPaymentStatus,
  templatesForBooking,
} from "./status-rules";

describe("booking status moves", () => {
  it("allow exactly pending → confirmed|cancelled and confirmed → completed|cancelled", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canMoveStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      "confirmed→cancelled",
      "confirmed→completed",
      "pending→cancelled",
      "pending→confirmed",
    ]);
  });

  it("refuse staying put and unknown values", () => {
    for (const s of BOOKING_STATUSES) expect(canMoveStatus(s, s)).toBe(false);
    expect(canMoveStatus("bogus" as never, "confirmed")).toBe(false);
  });

  it("offer Confirm only when pending, Cancel unless cancelled or completed", () => {
    expect(BOOKING_STATUSES.filter(canConfirm)).toEqual(["pending"]);
    expect(BOOKING_STATUSES.filter(canCancelStatus)).toEqual(["pending", "confirmed"]);
  });

  it("let a guest cancel only before check-in", () => {
    expect(canGuestCancel("pending", "2030-01-02", "2030-01-01")).toBe(true);
    expect(canGuestCancel("confirmed", "2030-01-02", "2030-01-01")).toBe(true);
    expect(canGuestCancel("confirmed", "2030-01-01", "2030-01-01")).toBe(false);
    expect(canGuestCancel("completed", "2030-01-02", "2030-01-01")).toBe(false);
    expect(canGuestCancel("cancelled", "2030-01-02", "2030-01-01")).toBe(false);
  });

  it("explain a refused move", () => {
    expect(refusedMoveMessage("confirmed", "confirmed")).toBe("The booking is already confirmed.");
    expect(refusedMoveMessage("confirmed", "pending")).toBe(
      "A confirmed booking cannot be marked pending; it can only be completed or cancelled.",
    );
    expect(refusedMoveMessage("cancelled", "confirmed")).toBe("A cancelled booking cannot be changed any more.");
  });

  it("treat a payment status as changed only when it differs", () => {
    expect(isPaymentChange("pending", "paid")).toBe(true);
    expect(isPaymentChange("paid", "paid")).toBe(false);
  });
});

describe("what a booking's status allows to say", () => {
  it("offers only the e-mails that are true for the status (issue 35 item 9)", () => {
    expect(templatesForBooking("pending", "pending")).toEqual(["bookingReceived", "paymentRequest"]);
    expect(templatesForBooking("confirmed", "pending")).toEqual([
      "bookingConfirmed",
      "paymentRequest",
      "checkinReminder",
    ]);
    expect(templatesForBooking("confirmed", "paid")).toEqual(["bookingConfirmed", "checkinReminder"]);
    expect(templatesForBooking("cancelled", "pending")).toEqual(["bookingCancelled"]);
    expect(templatesForBooking("completed", "paid")).toEqual(["bookingConfirmed"]);
  });

  it("shows no 'Payment pending' once a booking is cancelled (nothing is owed)", () => {
    expect(showsPaymentStatus("cancelled", "pending")).toBe(false);
    expect(showsPaymentStatus("cancelled", "refunded")).toBe(true);
    expect(showsPaymentStatus("cancelled", "paid")).toBe(true);
    expect(showsPaymentStatus("pending", "pending")).toBe(true);
    expect(showsPaymentStatus("completed", "pending")).toBe(true);
  });
});
