import "server-only";

import { getDb } from "../db/client";
import { logger } from "../logger";
import { EXPIRED_HOLD, releaseWhere, type SqlClient } from "./inventory-sql";

/**
 * Releases every pending hold that lapsed, in both booking tables (one statement each, so each
 * booking's nights are given back exactly once even beside a concurrent release). Run by the
 * in-process jobs and `npm run jobs`; booking and confirming release the holds they meet
 * themselves, so availability never waits for this. "Lapsed" is judged by the database's clock
 * (as by inventory_hold and a confirmation), never by this process's: a process whose clock runs
 * ahead must not release a hold that is still running. `now` pins the moment (tests only).
 */
export async function releaseExpiredHolds(
  now: Date | null = null,
  db: SqlClient = getDb(),
): Promise<{ hotel: number; guestHouse: number }> {
  const hotel = await releaseWhere(db, "hotel", now, EXPIRED_HOLD);
  const guestHouse = await releaseWhere(db, "guest_house", now, EXPIRED_HOLD);
  if (hotel + guestHouse > 0) logger.info("released expired booking holds", { hotel, guestHouse });
  return { hotel, guestHouse };
}
