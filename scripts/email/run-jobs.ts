// One pass of the background jobs (lapsed room holds released, queued e-mails sent, failed-send retries, tomorrow's
// check-in reminders), for cron:
//   */10 * * * *  cd /srv/lagoon-stays && npm run email:jobs
// Run the server with EMAIL_JOBS=off then, so only cron sends. On the embedded database the server
// process holds the data folder, so there the server's own scheduler does this instead.
import nextEnv from "@next/env";
import { closeDb } from "../../lib/server/db/client";
import { runEmailJobs } from "../../lib/server/email/email-jobs";

nextEnv.loadEnvConfig(process.cwd());
try {
  console.log(JSON.stringify(await runEmailJobs()));
} finally {
  await closeDb();
}
