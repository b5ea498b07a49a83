import "server-only";

import { config } from "../config/env";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { mediaStore, type MediaStore } from "./store";

/*
 * The cleanup of uploaded pictures no record uses any more (issue 38). Two steps, both in SQL:
 *
 * 1. Mark: every picture gets `unreferencedSince` (the first pass that found nothing using it) or
 *    loses it (something uses it again). "Using" is read from every row that can hold a picture's
 *    address, as text (a row's every column, arrays and JSON included, so a column added later is
 *    covered too): hotels, room types, destinations, promotions, guest houses, seasons, the site
 *    settings, the administrators' e-mail templates and the e-mails still to be sent or retried
 *    (their stored HTML). Bookings keep no picture (no column holds one), so none is read.
 *    The address is found as `/media/<hash>` or URL-encoded (`media%2F<hash>`, next/image's form).
 * 2. Remove: pictures unreferenced for longer than the grace period, in batches, each batch in one
 *    transaction that takes its rows with `FOR UPDATE SKIP LOCKED` (another instance running the
 *    job at the same moment takes other rows, or none), checks the references once more, deletes
 *    the stored objects and then the rows. A save that adds a picture to a record checks it first
 *    with an UPDATE of its row (mediaExists), which waits for a batch holding that row: after it,
 *    the row is gone and the save is refused ('Picture not found'), never stored with a dead
 *    address; before it, the picture is marked used and the batch skips it. An upload of the same
 *    picture re-inserts the row first and writes the object after (storePicture), so it survives.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

const ADDRESS = String.raw`media(?:/|%2f)([0-9a-f]{32})\.(?:webp|jpg)`;
const found = (from: string) => `SELECT lower((regexp_matches(t::text, '${ADDRESS}', 'gi'))[1]) AS hash FROM ${from}`;

/** The hashes of every picture some row uses (see above). */
const REFERENCED = [
  found(`"Hotel" t`),
  found(`"RoomType" t`),
  found(`"Destination" t`),
  found(`"Promotion" t`),
  found(`"GuestHouse" t`),
  found(`"Season" t`),
  found(`"SiteSettings" t`),
  found(`"EmailTemplateOverride" t`),
  found(`(SELECT "payload" FROM "EmailLog" WHERE "payload" IS NOT NULL) t`),
].join("\nUNION\n");

export interface MediaCleanupSummary {
  /** Pictures found unused this pass (their grace period starts). */
  markedUnused: number;
  /** Pictures found used again. */
  inUseAgain: number;
  /** Pictures removed from the store and the table. */
  removed: number;
}

/** One pass: mark, then remove those unused for longer than `graceDays` (see above). */
export async function cleanupMedia({
  now = new Date(),
  graceDays = config().media.cleanupGraceDays,
  store = mediaStore(),
}: { now?: Date; graceDays?: number; store?: MediaStore } = {}): Promise<MediaCleanupSummary> {
  const db = getDb();
  const inUseAgain = await db.$executeRawUnsafe(
    `UPDATE "Media" SET "unreferencedSince" = NULL WHERE "unreferencedSince" IS NOT NULL AND "hash" IN (${REFERENCED})`,
  );
  const markedUnused = await db.$executeRawUnsafe(
    `UPDATE "Media" m SET "unreferencedSince" = $1 WHERE m."unreferencedSince" IS NULL AND NOT EXISTS (SELECT 1 FROM (${REFERENCED}) r WHERE r.hash = m."hash")`,
    now,
  );
  const cutoff = new Date(now.getTime() - graceDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const { taken, gone } = await removeBatch(cutoff, store);
    removed += gone;
    if (taken < BATCH) break;
  }
  if (removed > 0) logger.info("unused pictures removed", { removed, graceDays });
  return { markedUnused, inUseAgain, removed };
}

async function removeBatch(cutoff: Date, store: MediaStore): Promise<{ taken: number; gone: number }> {
  return getDb().$transaction(
    async (tx) => {
      const due = await tx.$queryRaw<{ id: string; key: string; hash: string }[]>`
        SELECT "id", "key", "hash" FROM "Media"
        WHERE "unreferencedSince" < ${cutoff}
        ORDER BY "unreferencedSince", "id"
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED`;
      if (due.length === 0) return { taken: 0, gone: 0 };
      const hashes = due.map((row) => row.hash);
      const used = new Set(
        (
          await tx.$queryRawUnsafe<{ hash: string }[]>(
            `SELECT DISTINCT r.hash FROM (${REFERENCED}) r WHERE r.hash = ANY($1::text[])`,
            hashes,
          )
        ).map((row) => row.hash),
      );
      const unused = due.filter((row) => !used.has(row.hash));
      if (used.size > 0)
        await tx.media.updateMany({ where: { hash: { in: [...used] } }, data: { unreferencedSince: null } });
      for (const row of unused) await store.delete(row.key);
      if (unused.length > 0) await tx.media.deleteMany({ where: { id: { in: unused.map((row) => row.id) } } });
      return { taken: due.length, gone: unused.length };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

let timer: ReturnType<typeof setInterval> | null = null;

/** How often a Node server runs the cleanup on its own timer: every 6 hours. */
const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * The cleanup on the server's own timer, under the same rule as the e-mail jobs' (jobs.ownScheduler:
 * not with EMAIL_JOBS=off, nor on Vercel, where the cron route runs it). Several instances running
 * it is safe (see above).
 */
export function startMediaCleanupScheduler(ownScheduler: boolean): void {
  if (timer || !ownScheduler) return;
  timer = setInterval(() => {
    cleanupMedia().catch((error: unknown) => logger.error("picture cleanup failed", { error }));
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
}
