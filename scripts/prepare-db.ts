// Migrates and seeds the database the app will use (PostgreSQL from DATABASE_URL, or embedded
// PGlite). Runs before the server starts, never beside it: PGlite has no lock across processes.
import nextEnv from "@next/env";
import { applyMigrations } from "../lib/server/db/migrations";
import { databaseTarget, describeTarget } from "../lib/server/db/engine-config";
import { openRunner } from "../lib/server/db/sql-runner";
import { closeDb, getDb } from "../lib/server/db/client";
import { seedDatabase, seedOptionsFromEnv } from "../prisma/seed";

nextEnv.loadEnvConfig(process.cwd());
const target = databaseTarget();
const started = Date.now();
try {
  const runner = await openRunner(target);
  try {
    const { applied, unknown } = await applyMigrations(runner);
    if (applied.length) console.log(`migrated: ${applied.join(", ")}`);
    if (unknown.length) console.warn(`warning: the database has migrations this checkout lacks: ${unknown.join(", ")}`);
  } finally {
    await runner.close();
  }
  if (process.env.SKIP_SEED !== "1") {
    const options = seedOptionsFromEnv();
    if (options.warning) console.warn(`warning: ${options.warning}`);
    const { created } = await seedDatabase(getDb(), options);
    const summary = Object.entries(created)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ");
    if (summary) console.log(`seeded (${options.demo ? "demo data" : "admin only"}): ${summary}`);
  }
  console.log(`database ready: ${describeTarget(target)} (${Date.now() - started} ms)`);
} catch (error) {
  console.error(`database preparation failed on ${describeTarget(target)}:`);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
