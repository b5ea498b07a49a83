import { describe, expect, it } from "vitest";
import {
  LOOKUP_FAILED,
  NETWORK_FAILED,
  NO_BOOKINGS,
  interpretLookup,
  interpretLookupResult,
  lookupPath,
  parseRetryAfter,
  rateLimitedNotice,
  waitText,
} from "./track-lookup";

describe("track look-up", () => {
  it("puts the trimmed, URL-encoded e-mail in the path", () => {
    expect(lookupPath(" a+b@example.com ")).toBe("/api/bookings/email/a%2Bb%40example.com");
    expect(lookupPath("o'neil/x@example.com")).toBe("/api/bookings/email/o'neil%2Fx%40example.com");
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(parseRetryAfter("42", now)).toBe(42);
    expect(parseRetryAfter("0", now)).toBe(1);
    expect(parseRetryAfter("Tue, 01 Jan 2030 00:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });

  it("words the wait", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(600)).toBe("about 10 minutes");
    expect(rateLimitedNotice(null).description).toBe(
      "Too many look-ups from your connection. Please wait a moment and try again.",
    );
  });

  it("tells found, none, rate-limited and failed apart", () => {
    expect(interpretLookup({ status: 200, retryAfter: null, body: [{ id: "1" }] })).toEqual({
      kind: "found",
      bookings: [{ id: "1" }],
    });
    expect(interpretLookup({ status: 200, retryAfter: null, body: [] })).toEqual({
      kind: "notice",
      notice: NO_BOOKINGS,
    });
    expect(interpretLookup({ status: 429, retryAfter: "30", body: { error: "x" } })).toEqual({
      kind: "notice",
      notice: {
        title: "Error",
        description: "Too many look-ups from your connection. Please wait 30 seconds and try again.",
      },
    });
    expect(interpretLookup({ status: 400, retryAfter: null, body: { error: "x" } })).toEqual({
      kind: "notice",
      notice: LOOKUP_FAILED,
    });
    expect(interpretLookup({ status: 500, retryAfter: null, body: null })).toEqual({
      kind: "notice",
      notice: LOOKUP_FAILED,
    });
    expect(interpretLookup({ status: 200, retryAfter: null, body: { not: "an array" } })).toEqual({
      kind: "notice",
      notice: LOOKUP_FAILED,
    });
  });

  it("reads the typed client's result the same way; no reply at all is the network notice", () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(interpretLookupResult({ ok: true, status: 200, data: [{ id: "1" }], headers: headers({}) })).toEqual({
      kind: "found",
      bookings: [{ id: "1" }],
    });
    expect(interpretLookupResult({ ok: true, status: 200, data: [], headers: headers({}) })).toEqual({
      kind: "notice",
      notice: NO_BOOKINGS,
    });
    expect(interpretLookupResult({ ok: true, status: 200, data: null, headers: headers({}) })).toEqual({
      kind: "notice",
      notice: LOOKUP_FAILED,
    });
    expect(
      interpretLookupResult({
        ok: false,
        status: 429,
        error: { error: "x", message: "x" },
        headers: headers({ "retry-after": "30" }),
      }),
    ).toEqual({
      kind: "notice",
      notice: rateLimitedNotice(30),
    });
    expect(
      interpretLookupResult({ ok: false, status: 500, error: { error: "x", message: "x" }, headers: headers({}) }),
    ).toEqual({ kind: "notice", notice: LOOKUP_FAILED });
    expect(interpretLookupResult({ ok: false, status: 0, error: { error: "x", message: "x" }, headers: null })).toEqual(
      { kind: "notice", notice: NETWORK_FAILED },
    );
  });
});
