import "server-only";

/**
 * The production rate-limit stores, on rate-limiter-flexible (https://github.com/animir/node-rate-limiter-flexible):
 *
 * - Redis (`REDIS_URL`): one atomic Lua INCR + PTTL per hit; Redis expires the keys itself.
 * - PostgreSQL (`DATABASE_URL`): one upsert per hit into the "RateLimit" table (created by a
 *   Prisma migration, not at run time); rows expired for an hour are deleted every 5 minutes by
 *   each instance, so the table holds only about an hour's worth of keys.
 * - Memory (the embedded default, one process): the library's in-process store.
 *
 * Each store counts fixed windows: the first hit on a key opens a window of the caller's length
 * (the library's `customDuration`), later hits add to it. Redis and PostgreSQL are shared by every
 * instance that uses the same server, so the instances add up to one limit.
 *
 * When the shared store fails or does not answer within `timeoutMs`, the hit is counted in this
 * process's memory instead (a warning is logged, at most once a minute), and for `cooldownMs` the
 * store is not tried again, so a dead store costs no visitor a wait. During an outage limits are
 * per instance; a visitor never gets a 500 because the store is down.
 */
import type pg from "pg";
import { Redis, type RedisOptions } from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

import { createPool } from "../db/pg-pool";
import { logger } from "../logger";
import type { RateLimitStore, WindowState } from "./store";

/** The table the PostgreSQL store writes (prisma/schema.prisma: model RateLimit). */
export const RATE_LIMIT_TABLE = "RateLimit";

export type StoreKind = "redis" | "postgres" | "memory";

export interface FlexibleStoreOptions {
  /** Prefix of every key (Redis: "lagoon:rl:lookup:…"; PostgreSQL: the row's key). */
  keyPrefix?: string;
  /** A shared store's answer is awaited this long (ms) before the hit is counted in memory. Default 1000. */
  timeoutMs?: number;
  /** After a failure the shared store is left alone this long (ms). Default 5000. */
  cooldownMs?: number;
}

const LIMITER_DEFAULTS = { points: 1, duration: 60 } as const; // points/duration unused: every call passes its own window

/** A `RateLimitStore` on a rate-limiter-flexible limiter, with an in-memory fallback for a shared one. */
export class FlexibleRateLimitStore implements RateLimitStore {
  private readonly fallback: RateLimiterMemory | null;
  private readonly timeoutMs: number;
  private readonly cooldownMs: number;
  private downUntil = 0;
  private lastWarning = -Infinity;
  private outage = false;

  constructor(
    readonly kind: StoreKind,
    private readonly limiter: RateLimiterAbstract,
    private readonly hooks: {
      ready?: Promise<void>;
      close?: () => Promise<void>;
      clearExpired?: (before: number) => Promise<void>;
    } = {},
    { timeoutMs = 1000, cooldownMs = 5000 }: Pick<FlexibleStoreOptions, "timeoutMs" | "cooldownMs"> = {},
  ) {
    this.fallback = kind === "memory" ? null : new RateLimiterMemory({ ...LIMITER_DEFAULTS, keyPrefix: "fallback" });
    this.timeoutMs = timeoutMs;
    this.cooldownMs = cooldownMs;
  }

  /** Whether the last call was answered from this process's memory because the shared store failed. */
  get degraded(): boolean {
    return this.outage;
  }

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const customDuration = Math.max(1, Math.ceil(windowMs / 1000));
    const res = await this.run((limiter) => limiter.penalty(key, 1, { customDuration }));
    return toWindow(res)!;
  }

  async peek(key: string): Promise<WindowState | null> {
    return toWindow(await this.run((limiter) => limiter.get(key)));
  }

  async reset(key: string): Promise<void> {
    await this.run((limiter) => limiter.delete(key));
    // Counted in memory during an outage: forgotten too.
    if (this.fallback) await this.fallback.delete(key);
  }

  /** Deletes rows that expired before `before` (PostgreSQL; the library also does it every 5 minutes). */
  async clearExpired(before = Date.now()): Promise<void> {
    await this.hooks.clearExpired?.(before);
  }

  async close(): Promise<void> {
    await this.hooks.close?.();
  }

  private async run<T>(operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (!this.fallback) return operation(this.limiter);
    if (Date.now() < this.downUntil) return operation(this.fallback);
    try {
      if (this.hooks.ready) await this.hooks.ready;
      const result = await withTimeout(operation(this.limiter), this.timeoutMs);
      if (this.outage) {
        this.outage = false;
        logger.info("rate-limit store answers again; limits are shared between instances", { store: this.kind });
      }
      return result;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error; // an answer, not a failure (never for penalty/get/delete)
      this.outage = true;
      this.downUntil = Date.now() + this.cooldownMs;
      if (Date.now() - this.lastWarning >= 60_000) {
        this.lastWarning = Date.now();
        logger.warn(
          "rate-limit store unavailable; counting in this process's memory (limits are per instance until it is back)",
          {
            store: this.kind,
            error,
          },
        );
      }
      return operation(this.fallback);
    }
  }
}

function toWindow(res: RateLimiterRes | null): WindowState | null {
  if (!res) return null;
  // msBeforeNext: -1 for a key that never expires (none is made here); 0 or less: the window is over.
  if (res.msBeforeNext <= 0) return null;
  return { count: res.consumedPoints, resetAt: Date.now() + res.msBeforeNext };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** This process's memory: the embedded default (one process). */
export function createMemoryStore(): FlexibleRateLimitStore {
  return new FlexibleRateLimitStore("memory", new RateLimiterMemory({ ...LIMITER_DEFAULTS, keyPrefix: "rl" }));
}

/**
 * Redis at `url`, through ioredis. The connection opens on the first hit (never at import or at
 * build); a command fails at once while Redis is unreachable (no offline queue), and ioredis keeps
 * reconnecting in the background.
 */
export function createRedisStore(
  url: string,
  options: FlexibleStoreOptions & { redis?: RedisOptions } = {},
): FlexibleRateLimitStore {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    ...options.redis,
  });
  let lastError = -Infinity;
  client.on("error", (error: Error) => {
    // The store's own warning says what it means for the limits; this one only says why, now and then.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    logger.warn("redis (rate limits) connection error", { error });
  });
  let ready: Promise<void> | undefined;
  const limiter = new RateLimiterRedis({
    ...LIMITER_DEFAULTS,
    storeClient: client,
    keyPrefix: options.keyPrefix ?? "lagoon:rl",
    rejectIfRedisNotReady: true,
  });
  const store = new FlexibleRateLimitStore(
    "redis",
    limiter,
    {
      get ready() {
        ready ??= client.connect().catch(() => {}); // a failure shows in the first call, which falls back
        return ready;
      },
      close: async () => {
        client.disconnect();
      },
    },
    options,
  );
  return store;
}

/**
 * PostgreSQL at `url`, on a small pool of its own (the project's createPool, so a read on a dead
 * connection is retried once). The "RateLimit" table comes from a migration (`tableCreated: true`).
 */
export function createPostgresStore(
  url: string,
  options: FlexibleStoreOptions & { poolSize?: number } = {},
): FlexibleRateLimitStore {
  const pool: pg.Pool = createPool({
    connectionString: url,
    max: options.poolSize ?? 3,
    connectionTimeoutMillis: 1000,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  pool.on("error", () => {}); // an idle connection that dies: the next query reports it (and falls back)
  const limiter = new RateLimiterPostgres({
    ...LIMITER_DEFAULTS,
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: options.keyPrefix ?? "rl",
  });
  return new FlexibleRateLimitStore(
    "postgres",
    limiter,
    {
      close: async () => {
        const timer = (limiter as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId;
        if (timer) clearTimeout(timer);
        await pool.end();
      },
      clearExpired: (before) =>
        (limiter as unknown as { clearExpired(expire: number): Promise<void> }).clearExpired(before),
    },
    options,
  );
}
