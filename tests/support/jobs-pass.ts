/**
 * One pass of the background jobs in a process of its own, with its own connection pool — as a
 * second server instance, a cron container or `npm run email:jobs` would run it — for
 * tests/integration/background-jobs.test.ts. It connects, prints "ready", waits for a "go" line on
 * stdin (so two of them start their passes at the same moment), runs runEmailJobs and prints its
 * summary as one JSON line.
 */
import readline from "node:readline";
import { closeDb, getDb } from "../../lib/server/db/client";
import { runEmailJobs } from "../../lib/server/email/email-jobs";

const lines = readline.createInterface({ input: process.stdin });
try {
  await getDb().$queryRawUnsafe("SELECT 1");
  const go = new Promise<void>((resolve) => lines.on("line", (line) => line.trim() === "go" && resolve()));
  console.log("ready");
  await go;
  console.log(JSON.stringify(await runEmailJobs()));
} finally {
  lines.close();
  await closeDb();
}
