/**
 * The one 'use cache' handler of this process (./create.mjs), configured from the environment:
 * Next loads ./handler.mjs (cacheHandlers.default) and ./route-handler.mjs (cacheHandler) by path,
 * and both must see the same tag expiries and the same Redis connection, so it lives on globalThis.
 *   REDIS_URL          redis://host:6379 — every instance of the site must use the same one
 *   CACHE_KEY_PREFIX   key prefix in Redis (default "lagoon:cache:"); the same on every instance
 *   CACHE_MEMORY_MB    each in-process store's size (default 64): 'use cache' entries, and pages
 */
import { createCacheHandler } from "./create.mjs";

const KEY = Symbol.for("lagoon.cache-handler");

/** Megabytes → bytes, or undefined for the default. */
export function memoryBytes(env = process.env) {
  const megabytes = Number(env.CACHE_MEMORY_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : undefined;
}

/** The prefix of every key in Redis. */
export function keyPrefix(env = process.env) {
  return env.CACHE_KEY_PREFIX || "lagoon:cache:";
}

/** This process's 'use cache' handler, made on first use. */
export function sharedCacheHandler() {
  globalThis[KEY] ??= createCacheHandler({
    redisUrl: process.env.REDIS_URL || undefined,
    prefix: keyPrefix(),
    maxMemoryBytes: memoryBytes(),
  });
  return globalThis[KEY];
}
