/**
 * Before each integration test file: a fresh, migrated database with the demo data, on the
 * engine under test, wired into the app's own getDb() (the same code path the server uses).
 */
// As `next start` does first: a real AsyncLocalStorage for Next's request stores (next/server's after()
// sees a request scope only through them: tests/support/next-request-scope.ts).
import "next/dist/server/node-environment-baseline";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, getDb, getEmbeddedDatabase } from "@/lib/server/db/client";
import { applyMigrations } from "@/lib/server/db/migrations";
import { pgliteRunner } from "@/lib/server/db/sql-runner";
import { seedDatabase } from "@/prisma/seed";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { closeRateLimitStore } from "@/lib/server/rate-limit";
import { createPostgresDatabase, dropPostgresDatabase, testEngine } from "./test-databases";
import { openPgliteSnapshot } from "./pglite-snapshot";

let dropName: string | undefined;

beforeAll(async () => {
  if (testEngine() === "postgres") {
    // Remember the server before pointing DATABASE_URL at this file's own database.
    process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL;
    const db = await createPostgresDatabase("lagoon_it", inject("postgresTemplate"));
    dropName = db.name;
    process.env.DATABASE_URL = db.url;
    delete process.env.PGLITE_DIR;
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    const snapshot = inject("pgliteSnapshot");
    if (snapshot) {
      // A copy of the run's migrated, seeded database (integration-global.ts).
      await openPgliteSnapshot(snapshot);
    } else {
      // In memory, a second open would be a second database: migrate the app's own instance.
      await applyMigrations(pgliteRunner(getEmbeddedDatabase()!, { closeOnEnd: false }));
      await seedDatabase(getDb(), { demo: true });
    }
  }
});

afterAll(async () => {
  // E-mails a test's requests started in the background finish before the database closes.
  await settleBackgroundEmails();
  await closeRateLimitStore(); // its own connections (PostgreSQL pool, Redis) before the database goes
  await closeDb();
  if (dropName) await dropPostgresDatabase(dropName);
});
