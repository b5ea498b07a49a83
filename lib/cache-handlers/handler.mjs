/**
 * The 'use cache' handler next.config.mjs names (cacheHandlers.default): shared through Redis when
 * REDIS_URL is set, in this process only otherwise (./create.mjs).
 *   REDIS_URL          redis://host:6379 — every instance of the site must use the same one
 *   CACHE_KEY_PREFIX   key prefix in Redis (default "lagoon:cache:"); the same on every instance
 *   CACHE_MEMORY_MB    the in-process store's size (default 64)
 */
import { createCacheHandler } from "./create.mjs";

const megabytes = Number(process.env.CACHE_MEMORY_MB);

const handler = createCacheHandler({
  redisUrl: process.env.REDIS_URL || undefined,
  prefix: process.env.CACHE_KEY_PREFIX || "lagoon:cache:",
  maxMemoryBytes: Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : undefined,
});

export default handler;
