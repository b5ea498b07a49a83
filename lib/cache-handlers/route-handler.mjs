/**
 * The route cache handler next.config.mjs names (cacheHandler): whole pages and replies Next serves
 * from cache, bounded in memory and shared through Redis when REDIS_URL is set (./route-cache.mjs),
 * with the 'use cache' handler's tag expiries (./shared.mjs).
 */
import { createRouteCache } from "./route-cache.mjs";
import { keyPrefix, memoryBytes, sharedCacheHandler } from "./shared.mjs";

const KEY = Symbol.for("lagoon.route-cache");

function routeCache() {
  globalThis[KEY] ??= createRouteCache({
    tagState: sharedCacheHandler(),
    prefix: keyPrefix(),
    maxMemoryBytes: memoryBytes(),
  });
  return globalThis[KEY];
}

/** Next constructs this class (its options are not needed: everything comes from the environment). */
export default class RouteCacheHandler {
  get(key, ctx) {
    return routeCache().get(key, ctx);
  }
  set(key, data, ctx) {
    return routeCache().set(key, data, ctx);
  }
  revalidateTag(tags, durations) {
    return routeCache().revalidateTag(tags, durations);
  }
  resetRequestCache() {}
}
