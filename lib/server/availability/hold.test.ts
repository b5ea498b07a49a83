import { describe, expect, it } from "vitest";

import { heldNightCaps, pendingHoldExpiresAt, unconfirmedHoldMilliseconds } from "./hold";

describe("the short hold of an unconfirmed guest's request", () => {
  it("reads BOOKING_UNCONFIRMED_HOLD_MINUTES (default 60), never longer than the full hold", () => {
    expect(unconfirmedHoldMilliseconds({})).toBe(60 * 60_000);
    expect(unconfirmedHoldMilliseconds({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "15" })).toBe(15 * 60_000);
    expect(unconfirmedHoldMilliseconds({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "0.5" })).toBe(30_000);
    for (const bad of ["0", "-5", "soon", ""]) expect(unconfirmedHoldMilliseconds({ BOOKING_UNCONFIRMED_HOLD_MINUTES: bad })).toBe(60 * 60_000);
    expect(unconfirmedHoldMilliseconds({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "600", BOOKING_HOLD_HOURS: "2" })).toBe(2 * 3_600_000);
    const now = new Date("2026-01-01T00:00:00Z");
    expect(pendingHoldExpiresAt(now, false, {}).toISOString()).toBe("2026-01-01T01:00:00.000Z");
    expect(pendingHoldExpiresAt(now, true, {}).toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("caps nights held per confirmed e-mail (60), per unconfirmed e-mail (60, apart), per account (60) and per client address (90); 'off' lifts one", () => {
    expect(heldNightCaps({})).toEqual({ perEmail: 60, perEmailUnconfirmed: 60, perAccount: 60, perAddress: 90 });
    expect(
      heldNightCaps({
        BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "10",
        BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: "7",
        BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: "off",
        BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "off",
      }),
    ).toEqual({ perEmail: 10, perEmailUnconfirmed: 7, perAccount: 0, perAddress: 0 });
    expect(
      heldNightCaps({
        BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "0",
        BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: "-1",
        BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: "many",
        BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "lots",
      }),
    ).toEqual({
      perEmail: 60,
      perEmailUnconfirmed: 60,
      perAccount: 60,
      perAddress: 90,
    });
  });
});
