import "server-only";

/**
 * Rate limiting for the API: fixed windows counted per key in a `RateLimitStore`.
 *
 *   const { ok, retryAfterSeconds } = await rateLimit(`lookup:${address}`, { limit: 20, windowMs: 60_000 });
 *   await enforceRateLimit("lookup", clientAddress(request)); // named limit from the configuration; throws 429
 *
 * Named limits (./config.ts) come from RATE_LIMIT_* variables (lib/server/config/env.ts reads them),
 * and RATE_LIMIT_DISABLED=1 turns them all off. A fixed window lets through at most 2 × limit
 * across a window boundary; that is fine for abuse protection, and it is one atomic counter per
 * key in any shared store.
 *
 * ## Several server instances
 * The store is chosen on first use (the configuration's rateLimits.backend): Redis when REDIS_URL is set,
 * else the PostgreSQL database of DATABASE_URL, else this process's memory (the embedded
 * database's single process). The first two are shared, so every instance counts into the same
 * windows: a client spread over several instances still gets one limit. Every counter of every
 * limit (the sign-in failures and waits included) lives in that store. If the shared store is
 * down, hits are counted in memory meanwhile (./flexible-store.ts); no request fails because of it.
 */
import { AppError } from "../errors/app-error";
import { logger } from "../logger";
import { config, type Config } from "../config/env";
import type { Limit, LimitName } from "./config";
import { createMemoryStore, createPostgresStore, createRedisStore } from "./flexible-store";
import type { RateLimitStore } from "./store";

export type { Limit, LimitName } from "./config";
export type { RateLimitStore } from "./store";
export { MemoryRateLimitStore } from "./store";
export { FlexibleRateLimitStore, createMemoryStore, createPostgresStore, createRedisStore } from "./flexible-store";

export interface RateLimitResult {
  ok: boolean;
  /** Hits left in the current window (0 when over). */
  remaining: number;
  /** Seconds until the window resets (at least 1); 0 when ok. */
  retryAfterSeconds: number;
}

interface Runtime {
  store: RateLimitStore;
  now: () => number;
}

/** The store the configuration asks for (see the top of this file). */
export function createConfiguredStore(c: Config = config()): RateLimitStore {
  const { backend, keyPrefix } = c.rateLimits;
  logger.info(
    "rate limits counted in " +
      (backend.kind === "memory" ? "this process's memory" : `${backend.kind} (shared by every instance)`),
  );
  if (backend.kind === "redis") return createRedisStore(backend.url, { keyPrefix });
  if (backend.kind === "postgres") return createPostgresStore(backend.url, { keyPrefix });
  return createMemoryStore();
}

// One store per process, kept on globalThis so every route bundle (and dev reloads) share it.
// Made on first use, never at import (so `next build` opens no connection).
const holder = globalThis as unknown as { __lagoonRateLimit?: Runtime };
function runtime(): Runtime {
  holder.__lagoonRateLimit ??= { store: createConfiguredStore(), now: Date.now };
  return holder.__lagoonRateLimit;
}

/**
 * Replaces the store (in tests: a fresh one, or one per simulated instance) and optionally the
 * clock (only MemoryRateLimitStore follows it; the others use real time). The previous store is
 * not closed.
 */
export function setRateLimitStore(store: RateLimitStore, now: () => number = Date.now): void {
  holder.__lagoonRateLimit = { store, now };
}

/** Closes the store's connections; the next call makes a new store from the configuration. */
export async function closeRateLimitStore(): Promise<void> {
  const current = holder.__lagoonRateLimit;
  holder.__lagoonRateLimit = undefined;
  await current?.store.close?.();
}

/** Counts one hit on `key` and says whether it is within `limit` hits per `windowMs`. */
export async function rateLimit(key: string, { limit, windowMs }: Limit): Promise<RateLimitResult> {
  if (config().rateLimits.disabled) return { ok: true, remaining: limit, retryAfterSeconds: 0 };
  const { store, now } = runtime();
  const at = now();
  const state = await store.hit(key, windowMs, at);
  if (state.count <= limit) return { ok: true, remaining: limit - state.count, retryAfterSeconds: 0 };
  return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt - at) / 1000)) };
}

/** Whether `key` is already over `limit`, without counting a hit (e.g. before checking a password). */
export async function rateLimitStatus(key: string, { limit }: Pick<Limit, "limit">): Promise<RateLimitResult> {
  if (config().rateLimits.disabled) return { ok: true, remaining: limit, retryAfterSeconds: 0 };
  const { store, now } = runtime();
  const at = now();
  const state = await store.peek(key, at);
  if (!state || state.count < limit) return { ok: true, remaining: limit - (state?.count ?? 0), retryAfterSeconds: 0 };
  return { ok: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt - at) / 1000)) };
}

/** Counts one hit on `key` in a window of `windowMs` and returns the window's count (0 when limits are disabled). */
export async function countHit(key: string, windowMs: number): Promise<number> {
  if (config().rateLimits.disabled) return 0;
  const { store, now } = runtime();
  return (await store.hit(key, windowMs, now())).count;
}

/** Forgets a key's count (e.g. the per-e-mail failures after a successful sign-in). */
export async function resetRateLimit(key: string): Promise<void> {
  await runtime().store.reset(key);
}

/** The named limit as the configuration sets it (null: that limit is off). */
export function namedLimit(name: LimitName): Limit | null {
  return config().rateLimits.limits[name];
}

/** RATE_LIMIT_LOGIN_MAX_DELAY in ms. */
export function loginMaxDelayMs(): number {
  return config().rateLimits.loginMaxDelayMs;
}

const WAIT = (seconds: number) =>
  seconds >= 120 ? `about ${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? "" : "s"}`;

/**
 * Counts one hit on a named limit for `key` (a client address, an e-mail…) and throws the
 * contract's 429 (AppError RATE_LIMITED, with Retry-After) when it is over.
 */
export async function enforceRateLimit(name: LimitName, key: string): Promise<void> {
  const limit = namedLimit(name);
  if (!limit) return;
  const result = await rateLimit(`${name}:${key}`, limit);
  if (!result.ok) {
    throw new AppError(
      "RATE_LIMITED",
      `Too many requests. Please wait ${WAIT(result.retryAfterSeconds)} and try again.`,
      {
        retryAfter: result.retryAfterSeconds,
      },
    );
  }
}
