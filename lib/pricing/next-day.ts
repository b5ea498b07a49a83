/** Shortest lifetime Next keeps a cached entry in a prerendered page (a shorter one is request data). */
export const MIN_CACHED_SECONDS = 300;

/** Seconds from `now` to the next UTC midnight, rounded up, and never under MIN_CACHED_SECONDS. */
export function secondsUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(MIN_CACHED_SECONDS, Math.ceil((next - now.getTime()) / 1000));
}
