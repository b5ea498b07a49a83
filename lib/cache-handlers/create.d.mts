import type { CacheHandler } from "next/cache";
import type { Redis } from "ioredis";

export interface CacheHandlerOptions {
  /** Redis to share entries and tag expiries through; none: this process only. */
  redisUrl?: string;
  /** An existing client instead of redisUrl (tests). */
  redis?: Redis;
  prefix?: string;
  maxMemoryBytes?: number;
  log?: (message: string) => void;
  /** Logs hits, misses and expiries (CACHE_DEBUG=1). */
  debug?: (...args: unknown[]) => void;
  /** The longest any entry lives (default 30 days); tag expiries older than this are dropped. */
  maxTtlSeconds?: number;
  /** Milliseconds since the epoch (tests move it). */
  clock?: () => number;
}

/** What the route cache (./route-cache.mjs) needs of this handler: its tag expiries and its Redis. */
export interface TagState {
  isExpired(tags: string[], timestamp: number): boolean;
  refreshTags(): Promise<void>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  redis(): Redis | null;
  degrade(error: unknown): void;
}

export function createCacheHandler(options?: CacheHandlerOptions): CacheHandler &
  TagState & {
    _debug: {
      memory: { bytes: number; size: number };
      tags: Map<string, { stale?: number; expired?: number }>;
      isHealthy: () => boolean;
      close: () => void;
    };
  };
