import { describe, expect, it } from "vitest";
import { readNotAvailable } from "./not-available";

describe("readNotAvailable", () => {
  it("reads the 409 with its alternatives", () => {
    const body = {
      error: "Those dates are no longer available",
      message: "Those dates are no longer available",
      reason: "not_available",
      alternatives: { roomTypes: [{ name: "Twin Room", free: 3 }, { name: "Broken", free: "x" }], nearestDates: { checkIn: "2026-12-04", checkOut: "2026-12-07" } },
    };
    expect(readNotAvailable(409, body)).toEqual({
      message: "Those dates are no longer available",
      roomTypes: [{ name: "Twin Room", free: 3 }],
      nearestDates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
    });
  });
  it("copes with no alternatives, and ignores other replies", () => {
    expect(readNotAvailable(409, { error: "Those dates are no longer available", reason: "not_available", alternatives: null })).toEqual({
      message: "Those dates are no longer available",
      roomTypes: [],
      nearestDates: null,
    });
    expect(readNotAvailable(409, { error: "This offer has expired.", message: "This offer has expired." })).toBeNull();
    expect(readNotAvailable(400, { reason: "not_available" })).toBeNull();
    expect(readNotAvailable(409, null)).toBeNull();
  });
});
