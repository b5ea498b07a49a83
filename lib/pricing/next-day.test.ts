import { describe, expect, it } from "vitest";
import { MIN_CACHED_SECONDS, secondsUntilNextDay } from "./next-day";

describe("secondsUntilNextDay", () => {
  it("counts to the next UTC midnight", () => {
    expect(secondsUntilNextDay(new Date("2026-11-29T00:00:00Z"))).toBe(86_400);
    expect(secondsUntilNextDay(new Date("2026-11-29T18:00:00Z"))).toBe(6 * 3600);
    expect(secondsUntilNextDay(new Date("2026-12-31T23:00:00.500Z"))).toBe(3600);
  });

  it("never goes under the shortest lifetime a cached page may hold", () => {
    expect(secondsUntilNextDay(new Date("2026-11-29T23:58:00Z"))).toBe(MIN_CACHED_SECONDS);
    expect(secondsUntilNextDay(new Date("2026-11-29T23:55:00Z"))).toBe(MIN_CACHED_SECONDS);
    expect(secondsUntilNextDay(new Date("2026-11-29T23:54:59Z"))).toBe(301);
  });
});
