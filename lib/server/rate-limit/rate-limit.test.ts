import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../errors/app-error";
import { readConfig } from "../config/env";
import { loginDelayMs, parseDuration, parseLimit } from "./config";
import {
  MemoryRateLimitStore,
  countHit,
  enforceRateLimit,
  rateLimit,
  rateLimitStatus,
  resetRateLimit,
  setRateLimitStore,
} from "./index";

// A fake clock: every test moves time by hand.
let clock = 0;
const now = () => clock;
const minute = { limit: 3, windowMs: 60_000 };

beforeEach(() => {
  clock = 1_000_000;
  setRateLimitStore(new MemoryRateLimitStore(), now);
  vi.stubEnv("RATE_LIMIT_DISABLED", "");
});
afterEach(() => {
  vi.unstubAllEnvs();
  setRateLimitStore(new MemoryRateLimitStore());
});

describe("rateLimit (fixed window)", () => {
  it("allows `limit` hits per window, then answers with the seconds until it resets", async () => {
    expect(await rateLimit("a", minute)).toEqual({ ok: true, remaining: 2, retryAfterSeconds: 0 });
    expect(await rateLimit("a", minute)).toMatchObject({ ok: true, remaining: 1 });
    expect(await rateLimit("a", minute)).toMatchObject({ ok: true, remaining: 0 });
    expect(await rateLimit("a", minute)).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 60 });
    clock += 59_001;
    expect(await rateLimit("a", minute)).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 1 });
    clock += 999; // exactly at the reset: a new window
    expect(await rateLimit("a", minute)).toEqual({ ok: true, remaining: 2, retryAfterSeconds: 0 });
  });

  it("rounds Retry-After up to whole seconds", async () => {
    for (let i = 0; i < 4; i++) await rateLimit("a", minute);
    clock += 30_500;
    expect((await rateLimit("a", minute)).retryAfterSeconds).toBe(30);
    clock += 1;
    expect((await rateLimit("a", minute)).retryAfterSeconds).toBe(30);
    clock += 29_000;
    expect((await rateLimit("a", minute)).retryAfterSeconds).toBe(1);
  });

  it("counts each key on its own", async () => {
    for (let i = 0; i < 3; i++) await rateLimit("a", minute);
    expect((await rateLimit("a", minute)).ok).toBe(false);
    expect((await rateLimit("b", minute)).ok).toBe(true);
  });

  it("peeks without counting, and forgets a key on reset", async () => {
    expect(await rateLimitStatus("a", minute)).toMatchObject({ ok: true, remaining: 3 });
    for (let i = 0; i < 3; i++) await rateLimit("a", minute);
    expect(await rateLimitStatus("a", minute)).toEqual({ ok: false, remaining: 0, retryAfterSeconds: 60 });
    expect(await rateLimitStatus("a", minute)).toMatchObject({ ok: false }); // peeking twice counts nothing
    await resetRateLimit("a");
    expect(await rateLimitStatus("a", minute)).toMatchObject({ ok: true, remaining: 3 });
  });

  it("RATE_LIMIT_DISABLED=1 lets everything through", async () => {
    vi.stubEnv("RATE_LIMIT_DISABLED", "1");
    for (let i = 0; i < 10; i++) expect((await rateLimit("a", minute)).ok).toBe(true);
    expect((await rateLimitStatus("a", minute)).ok).toBe(true);
  });
});

describe("MemoryRateLimitStore cleanup", () => {
  it("sweeps expired windows on a later hit, so old keys do not pile up", async () => {
    const store = new MemoryRateLimitStore({ sweepIntervalMs: 10_000 });
    for (let i = 0; i < 100; i++) await store.hit(`k${i}`, 5_000, clock);
    expect(store.size).toBe(100);
    clock += 10_000;
    await store.hit("fresh", 5_000, clock);
    expect(store.size).toBe(1);
  });

  it("sweeps at most once per interval", async () => {
    const store = new MemoryRateLimitStore({ sweepIntervalMs: 10_000 });
    await store.hit("old", 1_000, clock);
    clock += 2_000; // "old" expired, but the last sweep was at the first hit
    await store.hit("new", 60_000, clock);
    expect(store.size).toBe(2);
    expect(await store.peek("old", clock)).toBeNull();
  });

  it("never holds more than maxKeys, dropping the oldest windows first", async () => {
    const store = new MemoryRateLimitStore({ maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) {
      await store.hit(key, 60_000, clock);
      clock += 1;
    }
    expect(store.size).toBe(3);
    expect(await store.peek("a", clock)).toBeNull();
    expect(await store.peek("d", clock)).toMatchObject({ count: 1 });
  });
});

const limits = (env: Record<string, string>) => readConfig(env).rateLimits;

describe("named limits from the environment", () => {
  it("reads <count>/<window> with s, m or h, and 'off'", () => {
    expect(parseLimit("20/60s")).toEqual({ limit: 20, windowMs: 60_000 });
    expect(parseLimit(" 10 / 15m ")).toEqual({ limit: 10, windowMs: 900_000 });
    expect(parseLimit("5/1H")).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(parseLimit("off")).toBeNull();
    for (const bad of ["20", "20/60", "0/60s", "20/0s", "abc", "-1/60s", "20/60d"])
      expect(parseLimit(bad)).toBeUndefined();
  });

  it("uses the variable when set, else the default; an unreadable one is refused, naming it", () => {
    expect(limits({}).limits.lookup).toEqual({ limit: 20, windowMs: 60_000 });
    expect(limits({ RATE_LIMIT_LOOKUP: "5/10s" }).limits.lookup).toEqual({ limit: 5, windowMs: 10_000 });
    expect(limits({ RATE_LIMIT_LOOKUP: "off" }).limits.lookup).toBeNull();
    expect(limits({ RATE_LIMIT_LOOKUP: " " }).limits.lookup).toEqual({ limit: 20, windowMs: 60_000 });
    expect(() => limits({ RATE_LIMIT_REGISTER: "lots" })).toThrow(
      'RATE_LIMIT_REGISTER="lots" is not readable: it takes <count>/<window> with s, m or h',
    );
  });

  it("RATE_LIMIT_DISABLED accepts 1/true/yes (and 0/false/no)", () => {
    expect(limits({ RATE_LIMIT_DISABLED: "1" }).disabled).toBe(true);
    expect(limits({ RATE_LIMIT_DISABLED: "true" }).disabled).toBe(true);
    expect(limits({ RATE_LIMIT_DISABLED: "yes" }).disabled).toBe(true);
    expect(limits({ RATE_LIMIT_DISABLED: "0" }).disabled).toBe(false);
    expect(limits({}).disabled).toBe(false);
    expect(() => limits({ RATE_LIMIT_DISABLED: "please" })).toThrow('RATE_LIMIT_DISABLED="please" is not readable');
  });

  it("enforceRateLimit throws the contract's 429 with Retry-After once over", async () => {
    vi.stubEnv("RATE_LIMIT_LOOKUP", "2/30s");
    await enforceRateLimit("lookup", "203.0.113.7");
    await enforceRateLimit("lookup", "203.0.113.7");
    const error = await enforceRateLimit("lookup", "203.0.113.7").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 30,
      message: "Too many requests. Please wait 30 seconds and try again.",
    });
    // Another address, and another named limit for the same address, count apart.
    await expect(enforceRateLimit("lookup", "203.0.113.8")).resolves.toBeUndefined();
    await expect(enforceRateLimit("register", "203.0.113.7")).resolves.toBeUndefined();
  });

  it("a limit set to 'off' never throws", async () => {
    vi.stubEnv("RATE_LIMIT_LOOKUP", "off");
    for (let i = 0; i < 50; i++) await enforceRateLimit("lookup", "x");
  });
});

describe("sign-in waits", () => {
  it("loginDelayMs: none for the free failures, then 1 s doubling up to the cap", () => {
    const free = 5;
    const max = 15 * 60_000;
    expect([0, 1, 4].map((n) => loginDelayMs(n, free, max))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => loginDelayMs(n, free, max))).toEqual([1000, 2000, 4000, 8000]);
    expect(loginDelayMs(15, free, max)).toBe(max);
    expect(loginDelayMs(10_000, free, max)).toBe(max);
  });

  it("reads RATE_LIMIT_LOGIN_MAX_DELAY as a duration, default 15 minutes", () => {
    expect(parseDuration("30s")).toBe(30_000);
    expect(parseDuration(" 2 M ")).toBe(120_000);
    expect(parseDuration("1h")).toBe(3_600_000);
    for (const bad of ["", "0s", "15", "15d", "off", "-1m"]) expect(parseDuration(bad), bad).toBeUndefined();
    expect(limits({}).loginMaxDelayMs).toBe(900_000);
    expect(limits({ RATE_LIMIT_LOGIN_MAX_DELAY: "5m" }).loginMaxDelayMs).toBe(300_000);
    expect(() => limits({ RATE_LIMIT_LOGIN_MAX_DELAY: "soon" })).toThrow(
      'RATE_LIMIT_LOGIN_MAX_DELAY="soon" is not readable: it takes a duration like 30s, 15m or 1h',
    );
  });

  it("the new defaults: 5 free failures per e-mail and address an hour, a per-e-mail ceiling of 100 an hour", () => {
    expect(limits({}).limits.loginFailures).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(limits({}).limits.loginEmail).toEqual({ limit: 100, windowMs: 3_600_000 });
  });

  it("countHit counts within the window and starts afresh after it (0 when disabled)", async () => {
    expect(await countHit("k", 60_000)).toBe(1);
    expect(await countHit("k", 60_000)).toBe(2);
    clock += 60_000;
    expect(await countHit("k", 60_000)).toBe(1);
    vi.stubEnv("RATE_LIMIT_DISABLED", "1");
    expect(await countHit("k", 60_000)).toBe(0);
  });
});
