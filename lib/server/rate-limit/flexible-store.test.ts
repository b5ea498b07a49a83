import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RateLimiterAbstract } from "rate-limiter-flexible";

import { logger } from "../logger";
import { readConfig } from "../config/env";
import { FlexibleRateLimitStore, createMemoryStore } from "./flexible-store";
import { createConfiguredStore } from "./index";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const rateLimitBackend = (env: Record<string, string>) => readConfig(env).rateLimits.backend;
const rateLimitKeyPrefix = (env: Record<string, string>) => readConfig(env).rateLimits.keyPrefix;

describe("the store the configuration chooses", () => {
  it("Redis when REDIS_URL is set, else PostgreSQL when DATABASE_URL is set, else memory", () => {
    expect(rateLimitBackend({ REDIS_URL: "redis://r:6379", DATABASE_URL: "postgresql://p/db" })).toEqual({
      kind: "redis",
      url: "redis://r:6379",
    });
    expect(rateLimitBackend({ DATABASE_URL: " postgresql://p/db " })).toEqual({
      kind: "postgres",
      url: "postgresql://p/db",
    });
    expect(rateLimitBackend({ REDIS_URL: " ", DATABASE_URL: "" })).toEqual({ kind: "memory" });
    expect(rateLimitBackend({})).toEqual({ kind: "memory" });
  });

  it("RATE_LIMIT_KEY_PREFIX, default lagoon:rl", () => {
    expect(rateLimitKeyPrefix({})).toBe("lagoon:rl");
    expect(rateLimitKeyPrefix({ RATE_LIMIT_KEY_PREFIX: " site2:rl " })).toBe("site2:rl");
  });

  it("makes the chosen store without connecting to anything", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    for (const [env, kind] of [
      [{ REDIS_URL: "redis://127.0.0.1:1" }, "redis"],
      [{ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" }, "postgres"],
      [{}, "memory"],
    ] as const) {
      const store = createConfiguredStore(readConfig(env)) as FlexibleRateLimitStore;
      expect(store.kind).toBe(kind);
      await store.close();
    }
    expect(info.mock.calls.map((c) => c[0])).toEqual([
      "rate limits counted in redis (shared by every instance)",
      "rate limits counted in postgres (shared by every instance)",
      "rate limits counted in this process's memory",
    ]);
  });
});

describe("the in-memory store (rate-limiter-flexible's)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));

  it("counts fixed windows per key, peeks without counting, forgets on reset", async () => {
    const store = createMemoryStore();
    expect(await store.hit("a", 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    vi.advanceTimersByTime(10_000);
    expect(await store.hit("a", 60_000)).toEqual({ count: 2, resetAt: 1_060_000 });
    expect(await store.peek("a")).toEqual({ count: 2, resetAt: 1_060_000 });
    expect(await store.peek("a")).toEqual({ count: 2, resetAt: 1_060_000 });
    expect(await store.hit("b", 5_000)).toEqual({ count: 1, resetAt: 1_015_000 });
    vi.advanceTimersByTime(50_000); // a's window is over: a new one opens
    expect(await store.peek("a")).toBeNull();
    expect(await store.hit("a", 60_000)).toEqual({ count: 1, resetAt: 1_120_000 });
    await store.reset("a");
    expect(await store.peek("a")).toBeNull();
  });

  it("rounds a window up to whole seconds", async () => {
    const store = createMemoryStore();
    expect(await store.hit("a", 1_500)).toEqual({ count: 1, resetAt: 1_002_000 });
  });
});

/** A stand-in for a shared limiter (Redis, PostgreSQL) that fails or never answers on demand. */
function sharedLimiter(mode: { current: "fail" | "hang" | "ok" }) {
  const counts = new Map<string, number>();
  const answer = <T>(value: () => T): Promise<T> =>
    mode.current === "fail"
      ? Promise.reject(new Error("connect ECONNREFUSED"))
      : mode.current === "hang"
        ? new Promise<T>(() => {})
        : Promise.resolve(value());
  const calls = { count: 0 };
  const limiter = {
    penalty: (key: string) => {
      calls.count++;
      return answer(() => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { consumedPoints: counts.get(key)!, msBeforeNext: 60_000 };
      });
    },
    get: (key: string) => {
      calls.count++;
      return answer(() => (counts.has(key) ? { consumedPoints: counts.get(key)!, msBeforeNext: 60_000 } : null));
    },
    delete: (key: string) => {
      calls.count++;
      return answer(() => counts.delete(key));
    },
  };
  return { limiter: limiter as unknown as RateLimiterAbstract, calls };
}

describe("a shared store that is down", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));

  it("counts in this process's memory instead, warns once a minute, and leaves the store alone for the cool-down", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    const mode = { current: "fail" as "fail" | "hang" | "ok" };
    const { limiter, calls } = sharedLimiter(mode);
    const store = new FlexibleRateLimitStore("redis", limiter, {}, { timeoutMs: 1000, cooldownMs: 5000 });

    expect(await store.hit("k", 60_000)).toMatchObject({ count: 1 });
    expect(store.degraded).toBe(true);
    expect(await store.hit("k", 60_000)).toMatchObject({ count: 2 }); // within the cool-down: memory only
    expect(await store.peek("k")).toMatchObject({ count: 2 });
    expect(calls.count).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("counting in this process's memory");
    expect(warn.mock.calls[0]![1]).toMatchObject({ store: "redis" });

    vi.advanceTimersByTime(5_000); // cool-down over, still down: tried again, no second warning within the minute
    expect(await store.hit("k", 60_000)).toMatchObject({ count: 3 });
    expect(calls.count).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(5_000);
    mode.current = "ok"; // back: the shared count again, and a note that it is
    expect(await store.hit("k", 60_000)).toMatchObject({ count: 1 });
    expect(store.degraded).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining("answers again"), { store: "redis" });
  });

  it("does not wait longer than its timeout for a store that does not answer", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const { limiter } = sharedLimiter({ current: "hang" });
    const store = new FlexibleRateLimitStore("postgres", limiter, {}, { timeoutMs: 1000, cooldownMs: 5000 });
    const hit = store.hit("k", 60_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await hit).toMatchObject({ count: 1 });
    expect(store.degraded).toBe(true);
  });

  it("a reset forgets the key in the store and in the fallback", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    vi.spyOn(logger, "info").mockImplementation(() => {});
    const mode = { current: "fail" as "fail" | "hang" | "ok" };
    const { limiter } = sharedLimiter(mode);
    const store = new FlexibleRateLimitStore("redis", limiter, {}, { cooldownMs: 0 });
    await store.hit("k", 60_000);
    await store.hit("k", 60_000);
    mode.current = "ok";
    await store.hit("k", 60_000);
    await store.reset("k");
    mode.current = "fail";
    expect(await store.peek("k")).toBeNull();
  });
});
