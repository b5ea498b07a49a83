// One pass of the background jobs (lapsed room holds released, queued e-mails sent, failed-send retries, tomorrow's
// check-in reminders) — the same domain function (runEmailJobs) the cron route app/api/cron/jobs runs — for system cron:
//   */10 * * * *  cd /srv/lagoon-stays && npm run email:jobs
// Run the servers with EMAIL_JOBS=off then, so their own timers stay off (running both is safe, only wasteful:
// every job claims its rows in the database). Another host's cron may instead call the route:
//   curl -fsS -H "Authorization: Bearer $CRON_SECRET" https://stays.example/api/cron/jobs
// On the embedded database the server process holds the data folder, so there the server's own timer does this.
import nextEnv from "@next/env";
import { closeDb } from "../../lib/server/db/client";
import { runEmailJobs } from "../../lib/server/email/email-jobs";

nextEnv.loadEnvConfig(process.cwd());
try {
  console.log(JSON.stringify(await runEmailJobs()));
} finally {
  await closeDb();
}
