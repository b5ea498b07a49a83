/**
 * An in-process cache of catalogue reads, invalidated by area (hotels, promotions, …) whenever
 * content changes (`revalidateCatalogue`). Pages and the public API lists share it, and it works
 * the same inside Next and in tests.
 *
 * Correctness: an entry is dropped the moment its area is invalidated, and a read that was in
 * flight across an invalidation is not kept, so the next request after an edit reads the
 * database. Per process: with several server instances, each must hear about edits (publish the
 * invalidation over Redis pub/sub and call `invalidateCatalogueAreas` on each), or give entries a
 * short lifetime — see the README's "Caching" section.
 *
 * Never put availability here (lib/server/availability): it changes with every booking, not with
 * revalidateCatalogue, so it is always read afresh.
 */

export type CatalogueArea = "hotels" | "promotions" | "destinations" | "guestHouses";

interface Entry {
  areas: readonly CatalogueArea[];
  value: Promise<unknown>;
}

interface Holder {
  entries: Map<string, Entry>;
  generation: Record<CatalogueArea, number>;
}

/** At most this many entries (one per list, one per detail id asked for); the oldest go first. */
const MAX_ENTRIES = 2000;

// scripts/page-cache.mjs (the production server's page cache, same process) reads
// `globalThis.__lagoonCatalogueMemo.generation` as the catalogue's version: keep its name and shape.
const g = globalThis as unknown as { __lagoonCatalogueMemo?: Holder };
function holder(): Holder {
  g.__lagoonCatalogueMemo ??= { entries: new Map(), generation: { hotels: 0, promotions: 0, destinations: 0, guestHouses: 0 } };
  return g.__lagoonCatalogueMemo;
}

const generations = (h: Holder, areas: readonly CatalogueArea[]) => areas.map((a) => h.generation[a]).join(",");

/** The cached result of `load` under `key`, which depends on `areas`. A failed load is not kept. */
export function memo<T>(areas: readonly CatalogueArea[], key: string, load: () => Promise<T>): Promise<T> {
  const h = holder();
  const hit = h.entries.get(key);
  if (hit) {
    // Most recently used last, so the oldest entries are the ones dropped.
    h.entries.delete(key);
    h.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const startedAt = generations(h, areas);
  const value = load();
  const entry: Entry = { areas, value };
  h.entries.set(key, entry);
  if (h.entries.size > MAX_ENTRIES) h.entries.delete(h.entries.keys().next().value!);
  value.then(
    () => {
      // Content changed while this was read: don't keep what may predate the change.
      if (generations(h, areas) !== startedAt && h.entries.get(key) === entry) h.entries.delete(key);
    },
    () => {
      if (h.entries.get(key) === entry) h.entries.delete(key);
    },
  );
  return value;
}

/** Forgets every entry that depends on these areas. */
export function invalidateCatalogueAreas(...areas: CatalogueArea[]): void {
  const h = holder();
  for (const area of areas) h.generation[area] += 1;
  for (const [key, entry] of h.entries) {
    if (entry.areas.some((a) => areas.includes(a))) h.entries.delete(key);
  }
}

/** Number of entries held (for tests). */
export function memoSize(): number {
  return holder().entries.size;
}
