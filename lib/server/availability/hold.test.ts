import { describe, expect, it } from "vitest";

import { ConfigError, readConfig } from "../config/env";
import {
  heldNightCaps,
  holdExpiresAt,
  holdMilliseconds,
  pendingHoldExpiresAt,
  unconfirmedHoldMilliseconds,
} from "./hold";

/** The sentences readConfig refuses `env` with (none: it reads). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("holdMilliseconds", () => {
  it("reads BOOKING_HOLD_HOURS, 24 h when unset; an unreadable value is refused, naming it", () => {
    expect(holdMilliseconds(readConfig({}))).toBe(24 * 3_600_000);
    expect(holdMilliseconds(readConfig({ BOOKING_HOLD_HOURS: "2" }))).toBe(2 * 3_600_000);
    expect(holdMilliseconds(readConfig({ BOOKING_HOLD_HOURS: "0.5" }))).toBe(1_800_000);
    expect(holdMilliseconds(readConfig({ BOOKING_HOLD_HOURS: " " }))).toBe(24 * 3_600_000);
    for (const bad of ["0", "-1", "soon", "1e9"])
      expect(() => readConfig({ BOOKING_HOLD_HOURS: bad }), bad).toThrow(`BOOKING_HOLD_HOURS="${bad}" is not readable`);
    expect(holdExpiresAt(new Date("2026-01-01T00:00:00Z"), readConfig({ BOOKING_HOLD_HOURS: "1" })).toISOString()).toBe(
      "2026-01-01T01:00:00.000Z",
    );
  });
});

describe("the short hold of an unconfirmed guest's request", () => {
  it("reads BOOKING_UNCONFIRMED_HOLD_MINUTES (default 60), never longer than the full hold", () => {
    expect(unconfirmedHoldMilliseconds(readConfig({}))).toBe(60 * 60_000);
    expect(unconfirmedHoldMilliseconds(readConfig({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "15" }))).toBe(15 * 60_000);
    expect(unconfirmedHoldMilliseconds(readConfig({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "0.5" }))).toBe(30_000);
    expect(unconfirmedHoldMilliseconds(readConfig({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "" }))).toBe(60 * 60_000);
    for (const bad of ["0", "-5", "soon"])
      expect(() => readConfig({ BOOKING_UNCONFIRMED_HOLD_MINUTES: bad }), bad).toThrow(
        `BOOKING_UNCONFIRMED_HOLD_MINUTES="${bad}" is not readable`,
      );
    expect(
      unconfirmedHoldMilliseconds(readConfig({ BOOKING_UNCONFIRMED_HOLD_MINUTES: "600", BOOKING_HOLD_HOURS: "2" })),
    ).toBe(2 * 3_600_000);
    const now = new Date("2026-01-01T00:00:00Z");
    expect(pendingHoldExpiresAt(now, false, readConfig({})).toISOString()).toBe("2026-01-01T01:00:00.000Z");
    expect(pendingHoldExpiresAt(now, true, readConfig({})).toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("caps nights held per confirmed e-mail (60), per unconfirmed e-mail (60, apart), per account (60) and per client address (90); 'off' lifts one", () => {
    expect(heldNightCaps(readConfig({}))).toEqual({
      perEmail: 60,
      perEmailUnconfirmed: 60,
      perAccount: 60,
      perAddress: 90,
    });
    expect(
      heldNightCaps(
        readConfig({
          BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "10",
          BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: "7",
          BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: "off",
          BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "OFF",
        }),
      ),
    ).toEqual({ perEmail: 10, perEmailUnconfirmed: 7, perAccount: 0, perAddress: 0 });
    const bad = {
      BOOKING_MAX_HELD_NIGHTS_PER_EMAIL: "0",
      BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL: "-1",
      BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT: "many",
      BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS: "lots",
    };
    expect(problemsOf(bad)).toEqual(
      Object.entries(bad).map(([name, value]) =>
        expect.stringMatching(
          `^${name}="${value}" is not readable: it takes a whole number from 1 to 100000, or off.$`,
        ),
      ),
    );
  });
});
