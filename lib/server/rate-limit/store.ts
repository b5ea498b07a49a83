import "server-only";

/**
 * Where rate-limit counters live. The interface is small on purpose: the production stores
 * (./flexible-store.ts, on rate-limiter-flexible: Redis, PostgreSQL or this process's memory)
 * and the test store below (a clock you move by hand) serve the same callers: see ./index.ts.
 */

/** One key's fixed window: how many hits it has seen, and when (epoch ms) it starts afresh. */
export interface WindowState {
  count: number;
  resetAt: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and returns its window (a new one when none is open at `now`). */
  hit(key: string, windowMs: number, now: number): Promise<WindowState>;
  /** The key's open window without counting, or null when it has none at `now`. */
  peek(key: string, now: number): Promise<WindowState | null>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Closes its connections, if it has any. */
  close?(): Promise<void>;
}

export interface MemoryStoreOptions {
  /** Expired windows are swept at most this often (ms), on a hit. Default 60 s. */
  sweepIntervalMs?: number;
  /**
   * Hard cap on keys held. Past it the oldest windows are dropped first (default 50 000, a few
   * MB). Dropping a window only forgives that key, so a flood of new keys cannot exhaust memory.
   */
  maxKeys?: number;
}

/**
 * Fixed windows in a Map, on the clock the caller passes: the store for tests that move time by
 * hand (`setRateLimitStore(new MemoryRateLimitStore(), () => now)`). The server never uses it: its
 * in-memory store is rate-limiter-flexible's (createMemoryStore). No timers: expired windows are removed by a
 * sweep that runs on a hit at most every `sweepIntervalMs`, and `maxKeys` bounds the size in
 * between. Map order is insertion order and a key is re-inserted when its new window opens, so
 * the first entries are always the oldest windows.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowState>();
  private readonly sweepIntervalMs: number;
  private readonly maxKeys: number;
  private lastSweep = -Infinity;

  constructor({ sweepIntervalMs = 60_000, maxKeys = 50_000 }: MemoryStoreOptions = {}) {
    this.sweepIntervalMs = sweepIntervalMs;
    this.maxKeys = Math.max(1, maxKeys);
  }

  /** Keys currently held (for tests and diagnostics). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowState> {
    this.maybeSweep(now);
    const open = this.windows.get(key);
    if (open && open.resetAt > now) {
      open.count += 1;
      return { ...open };
    }
    if (open) this.windows.delete(key); // re-insert at the end: it is now the newest window
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    this.enforceCap();
    return { ...fresh };
  }

  async peek(key: string, now: number): Promise<WindowState | null> {
    const open = this.windows.get(key);
    return open && open.resetAt > now ? { ...open } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Removes every expired window. */
  sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, state] of this.windows) {
      if (state.resetAt <= now) this.windows.delete(key);
    }
  }

  private maybeSweep(now: number) {
    if (now - this.lastSweep >= this.sweepIntervalMs) this.sweep(now);
  }

  private enforceCap() {
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }
}
