/**
 * The site's cache handler for 'use cache' (next.config.mjs `cacheHandlers.default`), following
 * Next 16's CacheHandler interface (get, set, refreshTags, getExpiration, updateTags; see
 * node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/cacheHandlers.md).
 *
 * - Always: a least-recently-used store in this process, bounded in bytes (CACHE_MEMORY_MB,
 *   default 64), and this process's record of when each tag was expired.
 * - With Redis (REDIS_URL): entries are also written to Redis with a TTL from their cacheLife
 *   (`expire`), so another instance finds them; every tag expiry is written to one Redis hash and a
 *   version counter is bumped. `refreshTags`, which Next calls once per request before the first
 *   read, loads the tag hash whenever the counter moved: an admin's edit on instance A expires the
 *   entries on instance B on B's next request.
 * - Redis unreachable: the handler answers "not cached" (pages render from the database, never a
 *   500) until a request finds it again; writes are dropped. It never serves an entry while it
 *   cannot know whether another instance expired it.
 * - Bounded in time: no entry is served past MAX_TTL_SECONDS after it was made (in Redis, its TTL;
 *   in memory, checked on read), so a tag expiry older than that can match nothing and is dropped,
 *   here and from the Redis hash (compare-and-delete: a newer expiry written meanwhile stays). The
 *   hash holds the tags expired in the last 30 days, not every record ever edited.
 */
import { Redis } from "ioredis";

/** The longest an entry stays in Redis, whatever its cacheLife says (`max` is a year). */
const MAX_TTL_SECONDS = 30 * 24 * 3600;

const nowMs = () => Math.round(performance.timeOrigin + performance.now());

/** Deletes each field of the hash KEYS[1] named in ARGV (field, value, …) only while it still holds that value. */
const TRIM_TAGS_SCRIPT = `local n = 0
for i = 1, #ARGV, 2 do
  if redis.call('HGET', KEYS[1], ARGV[i]) == ARGV[i + 1] then
    redis.call('HDEL', KEYS[1], ARGV[i])
    n = n + 1
  end
end
return n`;

/** When a tag's newest expiry (stale or expired) is, in ms; 0 when none. */
const lastTouched = (state) => Math.max(state?.stale ?? 0, state?.expired ?? 0);

/** A byte-bounded least-recently-used map (Map keeps insertion order: the first key is the oldest). */
class Lru {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.map = new Map();
  }
  get(key) {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }
  set(key, record) {
    this.delete(key);
    const size = record.value.byteLength + key.length + 256;
    if (size > this.maxBytes) return;
    this.map.set(key, { ...record, size });
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.delete(this.map.keys().next().value);
  }
  delete(key) {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.bytes -= hit.size;
  }
  get size() {
    return this.map.size;
  }
}

function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Redis value: 4-byte length of the JSON metadata, the metadata, then the entry's bytes. */
function encode(meta, value) {
  const head = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, value]);
}

function decode(buffer) {
  const length = buffer.readUInt32BE(0);
  const meta = JSON.parse(buffer.subarray(4, 4 + length).toString());
  return { meta, value: new Uint8Array(buffer.subarray(4 + length)) };
}

/**
 * @param {{ redisUrl?: string, redis?: import("ioredis").Redis, prefix?: string, maxMemoryBytes?: number, log?: (message: string) => void, maxTtlSeconds?: number, clock?: () => number }} options
 */
export function createCacheHandler({
  redisUrl,
  redis: given,
  prefix = "lagoon:cache:",
  maxMemoryBytes = 64 * 1024 * 1024,
  log = (m) => console.warn(m),
  debug = process.env.CACHE_DEBUG === "1" ? (...args) => console.debug("cache:", ...args) : undefined,
  maxTtlSeconds = MAX_TTL_SECONDS,
  clock = nowMs,
} = {}) {
  const maxAgeMs = maxTtlSeconds * 1000;
  /** When the in-process tag record was last swept (at most once an hour, or per maxTtl when shorter). */
  let lastLocalTrim = clock();
  const localTrimEvery = Math.min(3600_000, maxAgeMs);
  const memory = new Lru(maxMemoryBytes);
  const pendingSets = new Map();
  /** tag → { stale?: ms, expired?: ms } */
  const tags = new Map();
  const redis =
    given ??
    (redisUrl
      ? new Redis(redisUrl, {
          // Fail fast while Redis is away (no queue of commands waiting for it); reconnect in the background.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: 1000,
          retryStrategy: (times) => Math.min(times * 200, 5000),
        })
      : null);
  const tagsKey = `${prefix}tags`;
  const versionKey = `${prefix}tags:version`;
  const entryKey = (cacheKey) => `${prefix}entry:${cacheKey}`;
  /** The tag-hash version last loaded; null: never loaded. */
  let tagsVersion = null;
  /** False while Redis cannot be reached: nothing is served from the cache then. */
  let healthy = redis !== null;
  let warned = false;
  /** Tag expiries Redis has not taken yet (it was away): written first when it is back. */
  const unsent = new Map();

  function degrade(error) {
    healthy = false;
    if (!warned) {
      warned = true;
      log(
        `cache handler: Redis unavailable (${error?.message ?? error}); rendering without the cache until it is back`,
      );
    }
  }
  if (redis && !given) redis.on("error", degrade);

  const tagExpired = (entryTags, timestamp, now) =>
    entryTags.some((tag) => {
      const expired = tags.get(tag)?.expired;
      return typeof expired === "number" && expired <= now && expired > timestamp;
    });
  const tagStale = (entryTags, timestamp) => entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);

  async function readRedis(cacheKey) {
    const buffer = await redis.getBuffer(entryKey(cacheKey));
    return buffer ? decode(buffer) : undefined;
  }

  return {
    async get(cacheKey, softTags = []) {
      await pendingSets.get(cacheKey);
      if (redis && !healthy) return undefined;
      let record = memory.get(cacheKey);
      if (!record && redis) {
        try {
          record = await readRedis(cacheKey);
        } catch (error) {
          degrade(error);
          return undefined;
        }
        if (record) memory.set(cacheKey, record);
      }
      if (!record) {
        debug?.("miss", cacheKey.slice(0, 120));
        return undefined;
      }
      const { meta } = record;
      const now = clock();
      if (meta.expire < 0 || now > meta.timestamp + Math.min(meta.expire * 1000, maxAgeMs)) {
        memory.delete(cacheKey);
        return undefined;
      }
      if (tagExpired(meta.tags, meta.timestamp, now) || tagExpired(softTags, meta.timestamp, now)) {
        debug?.("expired by tag", meta.tags.join(","));
        memory.delete(cacheKey);
        return undefined;
      }
      const revalidate =
        tagStale(meta.tags, meta.timestamp) || tagStale(softTags, meta.timestamp) ? -1 : meta.revalidate;
      debug?.("hit", meta.tags.join(","));
      return { ...meta, revalidate, value: streamOf(record.value) };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(
        cacheKey,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        // An entry that may not be kept (expire 0: request-time data) is not stored.
        if (entry.expire === 0) return;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        const meta = {
          tags: entry.tags,
          stale: entry.stale,
          timestamp: entry.timestamp,
          expire: entry.expire,
          revalidate: entry.revalidate,
        };
        const record = { meta, value };
        memory.set(cacheKey, record);
        if (redis && healthy) {
          const ttl = Math.max(1, Math.min(Math.ceil(entry.expire), maxTtlSeconds));
          await redis.set(entryKey(cacheKey), encode(meta, Buffer.from(value)), "EX", ttl).catch(degrade);
        }
      } catch {
        // An interrupted value (its render failed) is not kept.
        memory.delete(cacheKey);
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      const now = clock();
      if (now - lastLocalTrim >= localTrimEvery) {
        lastLocalTrim = now;
        for (const [tag, state] of tags) if (now - lastTouched(state) > maxAgeMs) tags.delete(tag);
      }
      if (!redis) return;
      try {
        if (unsent.size) {
          await redis.multi().hset(tagsKey, Object.fromEntries(unsent)).incr(versionKey).exec();
          unsent.clear();
        }
        const version = await redis.get(versionKey);
        if (version !== tagsVersion || !healthy) {
          const all = await redis.hgetall(tagsKey);
          const outdated = [];
          for (const [tag, json] of Object.entries(all)) {
            const remote = JSON.parse(json);
            if (now - lastTouched(remote) > maxAgeMs) {
              outdated.push(tag, json);
              if (now - lastTouched(tags.get(tag)) > maxAgeMs) tags.delete(tag);
              continue;
            }
            const local = tags.get(tag) ?? {};
            tags.set(tag, {
              stale: Math.max(local.stale ?? 0, remote.stale ?? 0) || undefined,
              expired: Math.max(local.expired ?? 0, remote.expired ?? 0) || undefined,
            });
          }
          tagsVersion = version;
          if (outdated.length) await redis.eval(TRIM_TAGS_SCRIPT, 1, tagsKey, ...outdated);
        }
        if (!healthy) {
          healthy = true;
          warned = false;
        }
      } catch (error) {
        degrade(error);
      }
    },

    async getExpiration(tagList) {
      // While Redis is away its tag state is unknown: "check in get", which then misses.
      if (redis && !healthy) return Infinity;
      // Nothing older than maxTtl is kept, so its tag expiries may have been dropped (here or by
      // another instance): anything made before then counts as expired, whatever its tags.
      return Math.max(clock() - maxAgeMs, ...tagList.map((tag) => tags.get(tag)?.expired ?? 0));
    },

    async updateTags(tagList, durations) {
      const now = clock();
      const changed = {};
      for (const tag of tagList) {
        const next = { ...tags.get(tag) };
        if (durations) {
          next.stale = now;
          if (durations.expire !== undefined) next.expired = now + durations.expire * 1000;
        } else {
          next.expired = now;
        }
        tags.set(tag, next);
        changed[tag] = JSON.stringify(next);
      }
      debug?.("expire tags", tagList.join(","), durations ? `(expire ${durations.expire} s)` : "(now)");
      if (!redis || !tagList.length) return;
      try {
        await redis.multi().hset(tagsKey, changed).incr(versionKey).exec();
      } catch (error) {
        for (const [tag, json] of Object.entries(changed)) unsent.set(tag, json);
        degrade(error);
      }
    },

    /**
     * Whether an entry made at `timestamp` with these tags is expired by a tag expiry (this
     * process's record, kept in step with Redis by refreshTags), or cannot be trusted because
     * Redis is away: the route cache (./route-cache.mjs) asks this before serving a page.
     */
    isExpired(tagList, timestamp) {
      if (redis && !healthy) return true;
      const now = clock();
      return now - timestamp > maxAgeMs || tagExpired(tagList, timestamp, now);
    },

    /** The Redis client (null without REDIS_URL), for the route cache to keep its entries beside these. */
    redis: () => (healthy ? redis : null),

    /** Marks Redis away after a failed call made elsewhere (the route cache). */
    degrade,

    /** For tests and diagnostics. */
    _debug: { memory, tags, isHealthy: () => healthy, close: () => (redis && !given ? redis.disconnect() : undefined) },
  };
}
