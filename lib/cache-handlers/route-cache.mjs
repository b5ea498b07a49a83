/**
 * The route cache: where Next keeps whole pages and route-handler replies it serves from cache
 * (prerendered and regenerated public pages, the 404 of an unknown id), following Next's
 * `cacheHandler` interface (get, set, revalidateTag, resetRequestCache; see
 * node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/incrementalCacheHandlerPath.md).
 * It replaces Next's default, which writes every entry to the build's folder on disk without a
 * bound (any unknown /hotels/<id> would add a file) and which no other instance sees.
 *
 * - Always: a least-recently-used store in this process, bounded in bytes (CACHE_MEMORY_MB).
 * - With Redis (REDIS_URL): entries are written beside the 'use cache' ones (same prefix), with a
 *   TTL from their cacheLife (a 404 at most an hour), so another instance serves them too.
 * - Tags: a page carries its tags (its own and those of every 'use cache' entry it read, in the
 *   x-next-cache-tags header). The tag expiries are the 'use cache' handler's (./create.mjs): one
 *   record per process, brought in step with Redis before each page served from here, so an
 *   admin's edit on instance A expires the pages that showed it on every instance, at their next
 *   request.
 * - Redis away: nothing is served from here (pages render), as for the 'use cache' entries.
 */

/** The longest an entry is kept, whatever its cacheLife says (as ./create.mjs). */
const MAX_TTL_SECONDS = 30 * 24 * 3600;
/** A 404 (an unknown id) is kept at most this long: many can be asked for, none is worth keeping. */
const NOT_FOUND_TTL_SECONDS = 3600;

const nowMs = () => Math.round(performance.timeOrigin + performance.now());

/** Approximate bytes an entry holds (strings, buffers, maps, arrays, objects), for the memory bound. */
export function sizeOf(value, depth = 0) {
  if (value == null || depth > 8) return 8;
  if (typeof value === "string") return value.length * 2;
  if (typeof value !== "object") return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let n = 64;
    for (const [k, v] of value) n += sizeOf(k, depth + 1) + sizeOf(v, depth + 1);
    return n;
  }
  let n = 64;
  for (const key of Object.keys(value)) n += key.length * 2 + sizeOf(value[key], depth + 1);
  return n;
}

/** JSON that keeps Buffers and Maps (a page's rscData and segmentData), for Redis. */
export function serialize(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $b: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$b === "string" && Object.keys(value).length === 1) return Buffer.from(value.$b, "base64");
      if (Array.isArray(value.$m) && Object.keys(value).length === 1) return new Map(value.$m);
    }
    return value;
  });
}

/** The tags an entry answers to: a page's or a reply's header, a fetch's context. */
function tagsOf(value, ctxTags) {
  const header = value?.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" ? header.split(",").filter(Boolean) : [];
  return [...fromHeader, ...(ctxTags ?? [])];
}

/**
 * @param {{ tagState: { isExpired(tags: string[], timestamp: number): boolean, refreshTags(): Promise<void>, updateTags(tags: string[], durations?: { expire?: number }): Promise<void>, redis(): import("ioredis").Redis | null, degrade(error: unknown): void }, prefix?: string, maxMemoryBytes?: number, clock?: () => number, debug?: (...args: unknown[]) => void }} options
 */
export function createRouteCache({
  tagState,
  prefix = "lagoon:cache:",
  maxMemoryBytes = 64 * 1024 * 1024,
  clock = nowMs,
  debug = process.env.CACHE_DEBUG === "1" ? (...args) => console.debug("route cache:", ...args) : undefined,
}) {
  /** key → { record, size }, oldest first. */
  const memory = new Map();
  let bytes = 0;
  const forget = (key) => {
    const hit = memory.get(key);
    if (!hit) return;
    memory.delete(key);
    bytes -= hit.size;
  };
  const remember = (key, record) => {
    forget(key);
    const size = sizeOf(record.value) + key.length * 2 + 256;
    if (size > maxMemoryBytes) return;
    memory.set(key, { record, size });
    bytes += size;
    while (bytes > maxMemoryBytes) forget(memory.keys().next().value);
  };
  const redisKey = (key) => `${prefix}route:${key}`;

  return {
    async get(key, ctx = {}) {
      if (ctx.kind === "IMAGE") return null;
      const held = memory.get(key);
      let record = held?.record;
      if (held) {
        // Most recently used now: to the end of the map, with the size counted when it was stored.
        memory.delete(key);
        memory.set(key, held);
      }
      const redis = tagState.redis();
      if (!record && redis) {
        try {
          const text = await redis.get(redisKey(key));
          record = text ? deserialize(text) : undefined;
        } catch (error) {
          tagState.degrade(error);
          return null;
        }
        if (record) remember(key, record);
      }
      if (!record) {
        debug?.("miss", key.slice(-120));
        return null;
      }
      // Past its cacheLife's expire (a page dated by today, lib/server/catalogue-front/today.ts, at
      // the next midnight): never served stale, the page renders again. Redis drops it by its TTL;
      // this copy in memory is dropped here.
      const expire = record.cacheControl?.expire;
      if (typeof expire === "number" && record.lastModified + expire * 1000 <= clock()) {
        debug?.("expired", key.slice(-120));
        forget(key);
        return null;
      }
      // Next asks the handlers to refresh their tag record before it renders, not before it serves
      // a whole page from here: read what other instances expired first (one Redis GET when
      // nothing changed).
      await tagState.refreshTags();
      if (tagState.isExpired(record.tags, record.lastModified)) {
        debug?.("expired by tag", key.slice(-120));
        forget(key);
        return null;
      }
      debug?.("hit", key.slice(-120));
      return { lastModified: record.lastModified, value: record.value, cacheControl: record.cacheControl };
    },

    async set(key, value, ctx = {}) {
      if (value?.kind === "IMAGE") return;
      if (!value) {
        forget(key);
        return;
      }
      const record = { lastModified: clock(), value, cacheControl: ctx.cacheControl, tags: tagsOf(value, ctx.tags) };
      remember(key, record);
      debug?.("set", key.slice(-120), record.tags.filter((t) => !t.startsWith("_N_T_")).join(","));
      const redis = tagState.redis();
      if (!redis) return;
      const expire = ctx.cacheControl?.expire ?? ctx.cacheControl?.revalidate ?? MAX_TTL_SECONDS;
      const cap = value.status === 404 ? NOT_FOUND_TTL_SECONDS : MAX_TTL_SECONDS;
      const ttl = Math.max(1, Math.min(typeof expire === "number" ? Math.ceil(expire) : cap, cap));
      try {
        await redis.set(redisKey(key), serialize(record), "EX", ttl);
      } catch (error) {
        tagState.degrade(error);
      }
    },

    async revalidateTag(tags, durations) {
      // Recorded with the 'use cache' handler's (Next calls both for the same tags): one record.
      await tagState.updateTags(Array.isArray(tags) ? tags : [tags], durations);
    },

    resetRequestCache() {},

    /** For tests and diagnostics. */
    _debug: { memory, bytes: () => bytes },
  };
}
