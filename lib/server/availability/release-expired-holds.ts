import { getDb } from "../db/client";
import { logger } from "../logger";
import { EXPIRED_HOLD, releaseWhere, type SqlClient } from "./inventory-sql";

/**
 * Releases every pending hold that lapsed by `now`, in both booking tables (one statement each,
 * so each booking's nights are given back exactly once even beside a concurrent release). Run by
 * the in-process jobs and `npm run jobs`; booking and confirming release the holds they meet
 * themselves, so availability never waits for this.
 */
export async function releaseExpiredHolds(now: Date = new Date(), db: SqlClient = getDb()): Promise<{ hotel: number; guestHouse: number }> {
  const hotel = await releaseWhere(db, "hotel", now, EXPIRED_HOLD);
  const guestHouse = await releaseWhere(db, "guest_house", now, EXPIRED_HOLD);
  if (hotel + guestHouse > 0) logger.info("released expired booking holds", { hotel, guestHouse });
  return { hotel, guestHouse };
}
