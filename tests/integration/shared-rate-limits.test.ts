/**
 * Rate limits shared by several server instances. "Instance A" and "instance B" are two stores
 * with their own connections (two Redis clients, two PostgreSQL pools), as two server processes
 * would have; the app's limits are switched between them request by request. Their hits must add
 * up to ONE limit, the sign-in failures and waits included. A control with two in-memory stores
 * (what every instance had before) shows the same sequence does not add up there.
 *
 * Redis: TEST_REDIS_URL (default redis://127.0.0.1:6379), keys under a prefix unique to this run.
 * PostgreSQL: this file's own database (TEST_DB_ENGINE=postgres); skipped on the embedded engine,
 * whose limits are per process by design.
 */
import crypto from "node:crypto";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";
import {
  closeRateLimitStore,
  createMemoryStore,
  createPostgresStore,
  createRedisStore,
  enforceRateLimit,
  rateLimit,
  rateLimitStatus,
  setRateLimitStore,
  type FlexibleRateLimitStore,
  type RateLimitStore,
} from "@/lib/server/rate-limit";
import { LIMIT_DEFINITIONS, LIMIT_NAMES } from "@/lib/server/rate-limit/config";
import { call } from "../support/http";
import { testEngine } from "../support/test-databases";

process.env.NEXTAUTH_SECRET = "integration-test-auth-secret";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const RUN = `lagoon-test:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };
const ENV_NAMES = [...Object.values(LIMIT_DEFINITIONS).map((d) => d.env), "RATE_LIMIT_LOGIN_MAX_DELAY", "REDIS_URL"];

let opened: RateLimitStore[] = [];
let prefixes = 0;

beforeEach(() => {
  process.env.RATE_LIMIT_LOGIN = "1000/15m";
});
afterEach(async () => {
  for (const name of ENV_NAMES) delete process.env[name];
  vi.restoreAllMocks();
  await Promise.all(opened.map((store) => store.close?.()));
  opened = [];
  setRateLimitStore(createMemoryStore());
});
afterAll(async () => {
  // This run's Redis keys (they expire on their own; gone at once is tidier).
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${RUN}:*`);
    if (keys.length) await redis.del(...keys);
  } catch {
    // no Redis: nothing of ours is there
  } finally {
    redis.disconnect();
  }
});

function keep<T extends RateLimitStore>(store: T): T {
  opened.push(store);
  return store;
}

/** Runs `fn` with the app's limits counted in `store` (one request "on that instance"). */
async function on<T>(store: RateLimitStore, fn: () => Promise<T>): Promise<T> {
  setRateLimitStore(store);
  return fn();
}

const attempt = (password: string, address: string, email = CUSTOMER.email) =>
  call(login, "/api/auth/login", undefined, {
    method: "POST",
    body: { email, password },
    headers: { "x-forwarded-for": address },
  });

const setups: { name: string; enabled: boolean; pair: () => [FlexibleRateLimitStore, FlexibleRateLimitStore] }[] = [
  {
    name: "Redis",
    enabled: true,
    pair: () => {
      const keyPrefix = `${RUN}:${++prefixes}`;
      return [keep(createRedisStore(REDIS_URL, { keyPrefix })), keep(createRedisStore(REDIS_URL, { keyPrefix }))];
    },
  },
  {
    name: "PostgreSQL",
    enabled: testEngine() === "postgres",
    pair: () => {
      const keyPrefix = `${RUN}:${++prefixes}`;
      const url = process.env.DATABASE_URL!;
      return [keep(createPostgresStore(url, { keyPrefix })), keep(createPostgresStore(url, { keyPrefix }))];
    },
  },
];

for (const setup of setups) {
  describe.skipIf(!setup.enabled)(`two instances on ${setup.name}`, () => {
    it("their hits add up to one limit, and both see the window's end", async () => {
      const [A, B] = setup.pair();
      const limit = { limit: 3, windowMs: 60_000 };
      expect(await on(A, () => rateLimit("k", limit))).toMatchObject({ ok: true, remaining: 2 });
      expect(await on(B, () => rateLimit("k", limit))).toMatchObject({ ok: true, remaining: 1 });
      expect(await on(A, () => rateLimit("k", limit))).toMatchObject({ ok: true, remaining: 0 });
      const over = await on(B, () => rateLimit("k", limit));
      expect(over.ok).toBe(false);
      expect(over.retryAfterSeconds).toBeGreaterThan(55);
      expect(over.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await on(A, () => rateLimitStatus("k", limit))).toMatchObject({ ok: false });
      expect(A.degraded || B.degraded).toBe(false);
    });

    it("every named limit (login, register, lookup, booking, contact, newsletter, password reset, …) is counted across them", async () => {
      const [A, B] = setup.pair();
      for (const name of LIMIT_NAMES) process.env[LIMIT_DEFINITIONS[name].env] = "2/60s";
      for (const name of LIMIT_NAMES) {
        await on(A, () => enforceRateLimit(name, "203.0.113.7"));
        await on(B, () => enforceRateLimit(name, "203.0.113.7"));
        const error = await on(A, () => enforceRateLimit(name, "203.0.113.7")).catch((e: unknown) => e);
        expect(error, name).toMatchObject({ code: "RATE_LIMITED" });
        await expect(
          on(B, () => enforceRateLimit(name, "203.0.113.8")),
          name,
        ).resolves.toBeUndefined();
      }
    });

    it("one client's failed sign-ins on A and B add up: the fifth starts the wait on both", async () => {
      process.env.RATE_LIMIT_LOGIN_FAILURES = "5/1h";
      const [A, B] = setup.pair();
      const client = "198.51.100.77";
      for (const store of [A, B, A, B, A])
        expect((await on(store, () => attempt("wrong-password", client))).status).toBe(401);
      for (const store of [B, A]) {
        // Even the right password waits, on either instance.
        const refused = await on(store, () => attempt(CUSTOMER.password, client));
        expect(refused.status).toBe(429);
        expect(refused.json.error).toMatch(/Too many sign-in attempts/);
        expect(Number(refused.headers.get("retry-after"))).toBe(1);
      }
      // The owner from another address is not slowed down.
      expect((await on(B, () => attempt(CUSTOMER.password, "203.0.113.20"))).status).toBe(200);
      // After the wait, a success on B clears the failures A counted too.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await on(B, () => attempt(CUSTOMER.password, client))).status).toBe(200);
      for (const store of [A, B, A, B, A])
        expect((await on(store, () => attempt("wrong-password", client))).status).toBe(401);
    });

    it("the per-e-mail ceiling counts failures from every instance and address", async () => {
      process.env.RATE_LIMIT_LOGIN_EMAIL = "4/15m";
      const [A, B] = setup.pair();
      for (const [i, store] of [A, B, A, B].entries())
        expect((await on(store, () => attempt("wrong-password", `10.9.0.${i}`))).status).toBe(401);
      expect((await on(B, () => attempt(CUSTOMER.password, "10.9.1.1"))).status).toBe(429);
      expect((await on(A, () => attempt(CUSTOMER.password, "10.9.1.2"))).status).toBe(429);
    });
  });
}

describe("control: per-process memory (what each instance had before)", () => {
  it("the same failures spread over two processes start no wait", async () => {
    process.env.RATE_LIMIT_LOGIN_FAILURES = "5/1h";
    const [A, B] = [createMemoryStore(), createMemoryStore()];
    const client = "198.51.100.78";
    for (const store of [A, B, A, B, A])
      expect((await on(store, () => attempt("wrong-password", client))).status).toBe(401);
    expect((await on(B, () => attempt(CUSTOMER.password, client))).status).toBe(200);
  });
});

describe.skipIf(testEngine() !== "postgres")("the PostgreSQL store's table", () => {
  it("holds one row per key, and expired rows are deleted", async () => {
    const [A] = setups[1]!.pair();
    const mine = `${RUN}:${prefixes}:%`;
    setRateLimitStore(A);
    await rateLimit("short", { limit: 5, windowMs: 1000 });
    await rateLimit("long", { limit: 5, windowMs: 60_000 });
    const rows = () =>
      getDb().$queryRaw<
        { key: string; points: number }[]
      >`SELECT key, points FROM "RateLimit" WHERE key LIKE ${mine} ORDER BY key`;
    expect((await rows()).map((r) => r.key.split(":").pop())).toEqual(["long", "short"]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await A.clearExpired();
    expect((await rows()).map((r) => r.key.split(":").pop())).toEqual(["long"]);
  });

  it("is the app's store when DATABASE_URL is set and REDIS_URL is not", async () => {
    delete process.env.REDIS_URL;
    process.env.RATE_LIMIT_KEY_PREFIX = `${RUN}:configured`;
    await closeRateLimitStore();
    try {
      await enforceRateLimit("contact", "192.0.2.9");
      const [row] = await getDb().$queryRaw<
        { points: number; expire: bigint }[]
      >`SELECT points, expire FROM "RateLimit" WHERE key = ${`${RUN}:configured:contact:192.0.2.9`}`;
      expect(row?.points).toBe(1);
      expect(Number(row?.expire)).toBeGreaterThan(Date.now());
    } finally {
      delete process.env.RATE_LIMIT_KEY_PREFIX;
      await closeRateLimitStore();
    }
  });
});

describe("Redis keys", () => {
  it("expire with their window (Redis removes them; nothing piles up)", async () => {
    const [A] = setups[0]!.pair();
    setRateLimitStore(A);
    await rateLimit("ttl", { limit: 5, windowMs: 30_000 });
    const redis = new Redis(REDIS_URL);
    try {
      const pttl = await redis.pttl(`${RUN}:${prefixes}:ttl`);
      expect(pttl).toBeGreaterThan(25_000);
      expect(pttl).toBeLessThanOrEqual(30_000);
    } finally {
      redis.disconnect();
    }
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the shared store is down", () => {
  for (const kind of ["Redis", "PostgreSQL"] as const) {
    it(`${kind}: every request is still answered, the limits count per process, and a warning is logged`, async () => {
      const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
      const port = await closedPort();
      const store = keep(
        kind === "Redis"
          ? createRedisStore(`redis://127.0.0.1:${port}`, { keyPrefix: RUN })
          : createPostgresStore(`postgresql://postgres@127.0.0.1:${port}/none`, { keyPrefix: RUN }),
      );
      setRateLimitStore(store);
      const started = Date.now();
      const limit = { limit: 2, windowMs: 60_000 };
      expect((await rateLimit("k", limit)).ok).toBe(true);
      expect((await rateLimit("k", limit)).ok).toBe(true);
      expect((await rateLimit("k", limit)).ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(store.degraded).toBe(true);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("rate-limit store unavailable"),
        expect.objectContaining({ store: kind === "Redis" ? "redis" : "postgres" }),
      );

      // A sign-in is answered as usual (401 for a wrong password, 200 for the right one), never 500.
      expect((await attempt("wrong-password", "198.51.100.90")).status).toBe(401);
      expect((await attempt(CUSTOMER.password, "198.51.100.90")).status).toBe(200);
    });
  }

  it("Redis down at start-up and back later: the store reconnects and counts in Redis again", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    vi.spyOn(logger, "info").mockImplementation(() => {});
    const port = await closedPort();
    const keyPrefix = `${RUN}:back`;
    const store = keep(createRedisStore(`redis://127.0.0.1:${port}`, { keyPrefix, cooldownMs: 100 }));
    await store.hit("k", 60_000);
    expect(store.degraded).toBe(true);
    // Redis appears on that port (a plain TCP relay to the real one).
    const target = new URL(REDIS_URL);
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
    try {
      await expect
        .poll(async () => (await store.hit("k", 60_000), store.degraded), { timeout: 10_000, interval: 200 })
        .toBe(false);
      const redis = new Redis(REDIS_URL);
      try {
        expect(Number(await redis.get(`${keyPrefix}:k`))).toBeGreaterThanOrEqual(1);
      } finally {
        redis.disconnect();
      }
    } finally {
      await store.close();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
