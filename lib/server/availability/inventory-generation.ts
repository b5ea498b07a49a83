/**
 * A counter bumped (in this process) whenever inventory may have changed: a night claimed or
 * released, units changed, a room type's inventory moved. The production server's page cache
 * (scripts/page-cache.mjs) adds it to the version of the pages that show availability, so the
 * next request after a booking, a cancellation or a units edit renders afresh.
 *
 * Bumped twice per write: inside the transaction (holdNights, releaseWhere, setInventoryUnits,
 * moveInventoryKey) and again after it commits (`afterInventoryWrite`). A render that overlaps
 * the commit therefore sees the counter move and is not kept, and one that starts after the
 * second bump reads committed data. Holds that lapse by time change nothing here; those pages
 * live at most the cache's lifetime (60 s).
 *
 * Per process, like memo.ts: several instances each need to hear about writes (see the README).
 */

// scripts/page-cache.mjs reads `globalThis.__lagoonInventory.generation`: keep its name and shape.
const g = globalThis as unknown as { __lagoonInventory?: { generation: number } };

export function inventoryChanged(): void {
  g.__lagoonInventory ??= { generation: 0 };
  g.__lagoonInventory.generation += 1;
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
