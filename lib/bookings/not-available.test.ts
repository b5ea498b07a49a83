import { describe, expect, it } from "vitest";
import { toErrorBody } from "@/lib/api/client";
import { readNotAvailable } from "./not-available";

// What the typed client (lib/api/client.ts) makes of the reply's JSON.
const reply = (status: number, json: unknown) => toErrorBody(status, "Conflict", json);

describe("readNotAvailable", () => {
  it("reads the 409 with its alternatives", () => {
    const body = {
      error: "Those dates are no longer available",
      message: "Those dates are no longer available",
      reason: "not_available",
      alternatives: {
        roomTypes: [
          { name: "Twin Room", free: 3 },
          { name: "Broken", free: "x" },
          { name: "Gone", free: 0 },
        ],
        nearestDates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
      },
    };
    expect(readNotAvailable(409, reply(409, body))).toEqual({
      message: "Those dates are no longer available",
      roomTypes: [{ name: "Twin Room", free: 3 }],
      nearestDates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
    });
  });

  it("copes with no alternatives and malformed dates", () => {
    expect(
      readNotAvailable(
        409,
        reply(409, { error: "Those dates are no longer available", reason: "not_available", alternatives: null }),
      ),
    ).toEqual({
      message: "Those dates are no longer available",
      roomTypes: [],
      nearestDates: null,
    });
    const odd = reply(409, {
      message: "Gone",
      reason: "not_available",
      alternatives: { roomTypes: "x", nearestDates: { checkIn: "soon", checkOut: "2026-12-07" } },
    });
    expect(readNotAvailable(409, odd)).toEqual({ message: "Gone", roomTypes: [], nearestDates: null });
  });

  it("decides by status and reason, never by the sentence", () => {
    expect(
      readNotAvailable(
        409,
        reply(409, { error: "Those dates are no longer available", message: "Those dates are no longer available" }),
      ),
    ).toBeNull();
    expect(
      readNotAvailable(409, reply(409, { message: "This offer has expired.", reason: "offer_fully_booked" })),
    ).toBeNull();
    expect(readNotAvailable(400, reply(400, { reason: "not_available" }))).toBeNull();
    expect(readNotAvailable(409, null)).toBeNull();
  });
});
