import { requireCronSecret } from "@/lib/server/email/cron-secret";
import { route } from "@/lib/server/http/route";
import { cleanupMedia } from "@/lib/server/media/cleanup";

/**
 * One pass of the picture cleanup (lib/server/media/cleanup.ts: uploaded pictures no record has
 * used for MEDIA_CLEANUP_GRACE_DAYS are removed from the store and the Media table) for a
 * scheduler: Vercel Cron (vercel.json) sends GET with `Authorization: Bearer <CRON_SECRET>`; POST
 * works the same. 404 when CRON_SECRET is not set, 401 without the right secret; 200 with
 * {ok, markedUnused, inUseAgain, removed}, never cached.
 */
const runCleanup = route(
  async (request) => {
    requireCronSecret(request);
    return { ok: true, ...(await cleanupMedia()) };
  },
  { personal: true },
);

export const GET = runCleanup;
export const POST = runCleanup;
