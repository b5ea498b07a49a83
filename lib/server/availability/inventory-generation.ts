/**
 * A counter bumped (in this process) whenever inventory may have changed: a night claimed or
 * released, units changed, a room type's inventory moved. The production server's page cache
 * (scripts/page-cache.mjs) adds it to the version of the pages that show availability, so the
 * next request after a booking, a cancellation or a units edit renders afresh.
 *
 * Bumped twice per write: inside the transaction (holdNights, releaseWhere, setInventoryUnits,
 * moveInventoryKey) and again after it commits (`afterInventoryWrite`). A render that overlaps
 * the commit therefore sees the counter move and is not kept, and one that starts after the
 * second bump reads committed data.
 *
 * A pending hold that lapses by time writes nothing, so the counter is also bumped by a timer when
 * a hold lapses: every availability read reports the earliest future lapse among the holds it
 * counted (`inventoryLapsesAt`), and one timer per process, set for the earliest lapse reported,
 * bumps the counter then. A page that showed a hold is therefore rendered afresh once it lapses:
 * its read reported that lapse (or an earlier one) before the render ended, and the bump at that
 * moment changes the version the page was stored under (or, mid-render, stops it being kept).
 * Later lapses are reported again by the renders that follow the bump.
 *
 * Per process, like memo.ts: several instances each need to hear about writes (see the README).
 */

// scripts/page-cache.mjs reads `globalThis.__lagoonInventory.generation`: keep its name and shape.
interface InventoryState {
  generation: number;
  /** The earliest hold lapse a timer is set for (ms since the epoch), and that timer. */
  lapse?: { at: number; timer: ReturnType<typeof setTimeout> };
}
const g = globalThis as unknown as { __lagoonInventory?: InventoryState };

const state = (): InventoryState => (g.__lagoonInventory ??= { generation: 0 });

export function inventoryChanged(): void {
  state().generation += 1;
}

/** setTimeout's longest delay (about 24.8 days); a later lapse gets an early bump, which costs a render. */
const MAX_TIMER_DELAY = 2_147_483_647;

/**
 * A read counted a pending hold that lapses at `at`: bump the counter then (see above). Only the
 * earliest lapse reported is kept; a later one is reported again after that bump. Null: nothing.
 */
export function inventoryLapsesAt(at: Date | number | null | undefined): void {
  if (at === null || at === undefined) return;
  const time = typeof at === "number" ? at : at.getTime();
  if (!Number.isFinite(time)) return;
  const s = state();
  if (s.lapse && s.lapse.at <= time) return;
  if (s.lapse) clearTimeout(s.lapse.timer);
  const timer = setTimeout(
    () => {
      if (s.lapse?.timer === timer) s.lapse = undefined;
      s.generation += 1;
    },
    Math.min(Math.max(time - Date.now(), 0), MAX_TIMER_DELAY),
  );
  timer.unref?.(); // never keeps a process (a test, a script) alive
  s.lapse = { at: time, timer };
}

/** The hold lapse the counter will move at next (ms since the epoch), or null. */
export function nextInventoryLapse(): number | null {
  return g.__lagoonInventory?.lapse?.at ?? null;
}

/** The current count (0 before any write). */
export function inventoryGeneration(): number {
  return g.__lagoonInventory?.generation ?? 0;
}

/** Runs a write that changes inventory (usually a transaction) and bumps the counter once it has
 *  settled, committed or not (a rolled-back one only costs the cached pages a render). */
export async function afterInventoryWrite<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    inventoryChanged();
  }
}
