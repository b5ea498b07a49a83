import { requireCronSecret } from "@/lib/server/email/cron-secret";
import { runEmailJobs } from "@/lib/server/email/email-jobs";
import { route } from "@/lib/server/http/route";

/**
 * One pass of the background jobs (lapsed room holds, queued e-mails, due retries, check-in
 * reminders) for a scheduler: Vercel Cron (vercel.json) sends GET with `Authorization: Bearer
 * <CRON_SECRET>`; POST works the same for other schedulers. 404 when CRON_SECRET is not set, 401
 * without the right secret; 200 with the pass's summary, never cached.
 */
const runJobs = route(
  async (request) => {
    requireCronSecret(request);
    return { ok: true, ...(await runEmailJobs()) };
  },
  { personal: true },
);

export const GET = runJobs;
export const POST = runJobs;
