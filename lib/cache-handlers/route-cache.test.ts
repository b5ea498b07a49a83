import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";

import { createCacheHandler } from "./create.mjs";
import { createRouteCache, deserialize, serialize } from "./route-cache.mjs";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PREFIX = `test:route-cache:${process.pid}:${randomBytes(4).toString("hex")}:`;
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

/** A page entry as Next hands it over: HTML, the RSC payload (a Buffer), segments (a Map), its tags. */
function page(html: string, tags: string[], status = 200) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { "x-next-cache-tags": tags.join(",") },
    postponed: undefined,
    status,
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  };
}
const ctx = { cacheControl: { revalidate: 3600, expire: 86400 } };

function pair(redis?: Redis, maxMemoryBytes?: number) {
  const tagState = createCacheHandler({ redis, prefix: PREFIX, log: () => {} });
  return { tagState, routes: createRouteCache({ tagState, prefix: PREFIX, maxMemoryBytes }) };
}

describe("the route cache (next.config cacheHandler)", () => {
  it("keeps a page with its Buffer and Map intact through Redis", () => {
    const entry = page("<h1>Maldives</h1>", ["destination:1"]);
    const back = deserialize(serialize({ value: entry })) as { value: ReturnType<typeof page> };
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.toString()).toBe("rsc:<h1>Maldives</h1>");
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get("/_tree")!.toString()).toBe("tree");
  });

  it("serves a page until one of its tags is expired, then misses (the page renders again)", async () => {
    const { tagState, routes } = pair();
    await routes.set(
      "/route-cache/APP_PAGE/x/$/destinations/1",
      page("<h1>Maldives</h1>", ["_N_T_/layout", "destination:1"]),
      ctx,
    );
    const hit = await routes.get("/route-cache/APP_PAGE/x/$/destinations/1", { kind: "APP_PAGE" });
    expect(hit?.value.html).toBe("<h1>Maldives</h1>");
    expect(hit?.cacheControl).toEqual(ctx.cacheControl);
    await tagState.updateTags(["destination:2"]);
    expect(await routes.get("/route-cache/APP_PAGE/x/$/destinations/1", { kind: "APP_PAGE" })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2));
    await routes.revalidateTag("destination:1", { expire: 0 });
    expect(await routes.get("/route-cache/APP_PAGE/x/$/destinations/1", { kind: "APP_PAGE" })).toBeNull();
  });

  it("never serves a page past its expire (a page dated by today is rendered again after midnight)", async () => {
    let now = Date.parse("2026-11-29T23:00:00Z");
    const tagState = createCacheHandler({ prefix: PREFIX, log: () => {} });
    const routes = createRouteCache({ tagState, prefix: PREFIX, clock: () => now });
    await routes.set("/k", page("<h1>Today</h1>", ["hotel:1"]), { cacheControl: { revalidate: 3600, expire: 3600 } });
    now += 3599_000;
    expect((await routes.get("/k", { kind: "APP_PAGE" }))?.value.html).toBe("<h1>Today</h1>");
    now += 1000;
    expect(await routes.get("/k", { kind: "APP_PAGE" })).toBeNull();
    expect(routes._debug.memory.size).toBe(0);
  });

  it("is bounded in bytes: the least recently used page goes first", async () => {
    const { routes } = pair(undefined, 40_000);
    for (let i = 0; i < 20; i++) await routes.set(`/p/${i}`, page("x".repeat(4000), [`hotel:${i}`], 404), ctx);
    expect(routes._debug.bytes()).toBeLessThanOrEqual(40_000);
    expect(await routes.get("/p/0")).toBeNull();
    expect(await routes.get("/p/19")).not.toBeNull();
  });

  it("a hit keeps the page's counted size: the bound is the sum of what is stored", async () => {
    const { routes } = pair();
    await routes.set("/a", page("a".repeat(3000), ["hotel:1"]), ctx);
    await routes.set("/b", page("b".repeat(5000), ["hotel:2"]), ctx);
    const stored = routes._debug.bytes();
    for (let i = 0; i < 3; i++) await routes.get("/a");
    expect(routes._debug.bytes()).toBe(stored);
    const sizes = [...(routes._debug.memory as Map<string, { size: number }>).values()].map((e) => e.size);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(stored);
  });

  it("with Redis: a page stored by instance A is served by B, and an edit on A expires it on B", async () => {
    const a = pair(redisClient());
    const b = pair(redisClient());
    await Promise.all([a.tagState.refreshTags(), b.tagState.refreshTags()]);
    await a.routes.set("/route-cache/APP_PAGE/h/$/hotels/7", page("<h1>Reef</h1>", ["hotel:7"]), ctx);
    const onB = await b.routes.get("/route-cache/APP_PAGE/h/$/hotels/7", { kind: "APP_PAGE" });
    expect(onB?.value.html).toBe("<h1>Reef</h1>");
    expect(Buffer.isBuffer(onB?.value.rscData)).toBe(true);
    await new Promise((r) => setTimeout(r, 2));
    await a.tagState.updateTags(["hotel:7"]);
    // B reads A's expiry itself before serving the page (Next refreshes tags only before it renders).
    expect(await b.routes.get("/route-cache/APP_PAGE/h/$/hotels/7", { kind: "APP_PAGE" })).toBeNull();
  });

  it("with Redis: an unknown id's 404 is kept an hour at most", async () => {
    const redis = redisClient();
    const { tagState, routes } = pair(redis);
    await tagState.refreshTags();
    await routes.set("/route-cache/APP_PAGE/h/$/hotels/999999", page("404", ["hotel:999999"], 404), ctx);
    const ttl = await redis.ttl(`${PREFIX}route:/route-cache/APP_PAGE/h/$/hotels/999999`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it("with Redis away: serves nothing (pages render), and never throws", async () => {
    const dead = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    const { tagState, routes } = pair(dead);
    await routes.set("/k", page("<p>x</p>", ["t"]), ctx);
    await tagState.refreshTags();
    expect(await routes.get("/k")).toBeNull();
    dead.disconnect();
  });

  it("leaves optimised images to Next's own image cache", async () => {
    const { routes } = pair();
    await routes.set("/img", { kind: "IMAGE", buffer: Buffer.from("x") }, ctx);
    expect(await routes.get("/img", { kind: "IMAGE" })).toBeNull();
  });
});
