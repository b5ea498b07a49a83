import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";

import { createCacheHandler } from "./create.mjs";

type Handler = ReturnType<typeof createCacheHandler>;

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// Unique per run: parallel runs (and other developers' tests) never see each other's keys.
const PREFIX = `test:cache-handler:${process.pid}:${randomBytes(4).toString("hex")}:`;
const clients: Redis[] = [];

function redisClient() {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  clients.push(client);
  return client;
}

afterAll(async () => {
  const admin = redisClient();
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length) await admin.del(...keys);
  await Promise.all(clients.map((c) => c.quit()));
});

const now = () => Math.round(performance.timeOrigin + performance.now());

function entry(text: string, { tags = [] as string[], expire = 3600, revalidate = 900, timestamp = now() } = {}) {
  return Promise.resolve({
    value: new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        c.close();
      },
    }),
    tags,
    stale: 300,
    timestamp,
    expire,
    revalidate,
  });
}

async function read(handler: Handler, key: string, softTags: string[] = []) {
  const got = await handler.get(key, softTags);
  if (!got) return undefined;
  return { ...got, text: await new Response(got.value).text() };
}

describe("cache handler in one process (no REDIS_URL)", () => {
  it("returns what was set, as a fresh stream on every read", async () => {
    const h = createCacheHandler();
    await h.set("k", entry("hello", { tags: ["hotels"] }));
    expect((await read(h, "k"))?.text).toBe("hello");
    expect((await read(h, "k"))?.text).toBe("hello");
    expect(await h.get("missing", [])).toBeUndefined();
  });

  it("an expired tag (updateTag, revalidateTag with expire 0) drops its entries at once; other tags stay", async () => {
    const h = createCacheHandler();
    await h.set("a", entry("a", { tags: ["hotels", "hotel:1"], timestamp: now() - 10 }));
    await h.set("b", entry("b", { tags: ["hotel:2"], timestamp: now() - 10 }));
    await h.updateTags(["hotel:1"]);
    expect(await h.get("a", [])).toBeUndefined();
    expect((await read(h, "b"))?.text).toBe("b");
    expect(await h.getExpiration(["hotel:1"])).toBeGreaterThan(0);
    // A tag never expired: only "older than any entry may live" (30 days) counts as expired.
    const unknown = await h.getExpiration(["hotel:2"]);
    expect(unknown).toBeLessThanOrEqual(now() - 30 * 86_400_000);
    expect(unknown).toBeGreaterThan(now() - 31 * 86_400_000);
  });

  it("a stale tag (revalidateTag 'max') serves the entry once more with revalidate -1; a soft tag counts too", async () => {
    const h = createCacheHandler();
    await h.set("a", entry("a", { tags: ["promotions"], timestamp: now() - 10 }));
    await h.updateTags(["promotions"], { expire: 3600 });
    const got = await read(h, "a");
    expect(got?.text).toBe("a");
    expect(got?.revalidate).toBe(-1);
    await h.set("p", entry("p", { timestamp: now() - 10 }));
    await h.updateTags(["_N_T_/hotels/layout"]);
    expect(await h.get("p", ["_N_T_/hotels/layout"])).toBeUndefined();
  });

  it("an entry past its cacheLife expire is a miss; a request-time entry (expire 0) is never kept", async () => {
    const h = createCacheHandler();
    await h.set("old", entry("old", { expire: 1, timestamp: now() - 2000 }));
    expect(await h.get("old", [])).toBeUndefined();
    await h.set("dyn", entry("dyn", { expire: 0 }));
    expect(await h.get("dyn", [])).toBeUndefined();
  });

  it("is bounded in bytes: the least recently used entries go first", async () => {
    const h = createCacheHandler({ maxMemoryBytes: 4000 });
    for (let i = 0; i < 10; i++) await h.set(`k${i}`, entry("x".repeat(900)));
    expect(h._debug.memory.bytes).toBeLessThanOrEqual(4000);
    expect(await h.get("k0", [])).toBeUndefined();
    expect((await read(h, "k9"))?.text).toHaveLength(900);
  });

  it("no entry lives past maxTtl, whatever its cacheLife; tag expiries older than that are forgotten", async () => {
    let t = now();
    const h = createCacheHandler({ maxTtlSeconds: 60, clock: () => t });
    await h.set("long", entry("long", { expire: 365 * 86_400, timestamp: t }));
    await h.updateTags(["hotel:1"]);
    expect((await read(h, "long"))?.text).toBe("long");
    t += 61_000;
    expect(await h.get("long", [])).toBeUndefined();
    await h.updateTags(["hotel:2"]);
    await h.refreshTags();
    expect([...h._debug.tags.keys()]).toEqual(["hotel:2"]);
    // Something made before the forgotten expiry still counts as expired.
    expect(await h.getExpiration(["hotel:1"])).toBeGreaterThanOrEqual(t - 60_000);
  });

  it("waits for a set still in progress before reading", async () => {
    const h = createCacheHandler();
    let resolve!: (v: Awaited<ReturnType<typeof entry>>) => void;
    const pending = new Promise<Awaited<ReturnType<typeof entry>>>((r) => (resolve = r));
    const setting = h.set("slow", pending);
    const reading = read(h, "slow");
    resolve(await entry("late"));
    await setting;
    expect((await reading)?.text).toBe("late");
  });
});

describe("cache handler shared through Redis (REDIS_URL)", () => {
  const instance = (prefix = PREFIX) => createCacheHandler({ redis: redisClient(), prefix });

  it("an entry set on instance A is found by instance B (get/set round trip through Redis), with a TTL from its cacheLife", async () => {
    const a = instance();
    const b = instance();
    await a.set("shared", entry("from A", { tags: ["hotels"], expire: 600 }));
    await b.refreshTags();
    expect((await read(b, "shared"))?.text).toBe("from A");
    const ttl = await redisClient().ttl(`${PREFIX}entry:shared`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it("a tag expired on instance A misses on instance B from B's next request (refreshTags), also for B's in-memory copy", async () => {
    const a = instance();
    const b = instance();
    await a.set("hotel-7", entry("v1", { tags: ["hotel:7"], timestamp: now() - 10 }));
    await b.refreshTags();
    expect((await read(b, "hotel-7"))?.text).toBe("v1"); // B now holds it in memory too
    await a.updateTags(["hotel:7"]);
    await b.refreshTags();
    expect(await b.get("hotel-7", [])).toBeUndefined();
    expect(await b.getExpiration(["hotel:7"])).toBeGreaterThan(0);
    // A new instance learns the expiry too.
    const c = instance();
    await c.refreshTags();
    expect(await c.get("hotel-7", [])).toBeUndefined();
  });

  it("the shared tag record keeps the last maxTtl's expiries only; an expiry written meanwhile is never dropped", async () => {
    const prefix = `${PREFIX}trim:`;
    const client = redisClient();
    let t = now();
    const clock = () => t;
    const a = createCacheHandler({ redis: redisClient(), prefix, maxTtlSeconds: 60, clock });
    const b = createCacheHandler({ redis: redisClient(), prefix, maxTtlSeconds: 60, clock });
    await a.updateTags(["hotel:1", "hotel:2"]);
    await b.refreshTags();
    expect(Object.keys(await client.hgetall(`${prefix}tags`)).sort()).toEqual(["hotel:1", "hotel:2"]);
    t += 61_000;
    await a.updateTags(["hotel:3"]); // the version moves: the next refresh reads the record
    await b.refreshTags();
    expect(Object.keys(await client.hgetall(`${prefix}tags`))).toEqual(["hotel:3"]);
    expect([...b._debug.tags.keys()]).toEqual(["hotel:3"]);
    // Compare-and-delete: an old value B read is not removed once another instance rewrote it.
    await a.updateTags(["hotel:4"]);
    const fresh = JSON.stringify({ expired: t });
    const realHgetall = client.hgetall.bind(client);
    const c = createCacheHandler({ redis: client, prefix, maxTtlSeconds: 60, clock });
    client.hgetall = (async (key: string) => {
      const all = await realHgetall(key);
      await redisClient().hset(key, "hotel:4", fresh); // written between C's read and its trim
      return { ...all, "hotel:4": JSON.stringify({ expired: t - 120_000 }) };
    }) as typeof client.hgetall;
    await c.refreshTags();
    client.hgetall = realHgetall;
    expect(await client.hget(`${prefix}tags`, "hotel:4")).toBe(fresh);
  });

  it("a key prefix keeps two sites (or test runs) apart", async () => {
    const a = instance();
    const other = instance(`${PREFIX}other:`);
    await a.set("k", entry("mine"));
    await other.refreshTags();
    expect(await other.get("k", [])).toBeUndefined();
  });

  it("with Redis unreachable every call answers (a miss), nothing throws, and expiries are sent once it is back", async () => {
    const logs: string[] = [];
    const down = createCacheHandler({ redisUrl: "redis://127.0.0.1:1", prefix: PREFIX, log: (m) => logs.push(m) });
    await down.refreshTags();
    await down.set("k", entry("x"));
    expect(await down.get("k", [])).toBeUndefined();
    await expect(down.updateTags(["hotels"])).resolves.toBeUndefined();
    expect(await down.getExpiration(["hotels"])).toBe(Infinity);
    expect(logs.length).toBe(1);
    down._debug.close();
  });

  it("an expiry made while Redis was away reaches the other instances when it is back", async () => {
    const client = redisClient();
    const a = createCacheHandler({ redis: client, prefix: PREFIX });
    const b = instance();
    await b.set("gh-3", entry("v1", { tags: ["guest-house:3"], timestamp: now() - 10 }));
    const realMulti = client.multi.bind(client);
    // Redis "goes away" for A's write only.
    client.multi = (() => {
      throw new Error("Connection is closed.");
    }) as unknown as typeof client.multi;
    await a.updateTags(["guest-house:3"]);
    client.multi = realMulti;
    await a.refreshTags(); // back: A sends what it could not
    await b.refreshTags();
    expect(await b.get("gh-3", [])).toBeUndefined();
  });
});
