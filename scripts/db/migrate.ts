// npm run db:migrate — applies pending migrations to PostgreSQL (DATABASE_URL) or the embedded
// database. Run it before the server starts, never beside a running server on PGlite.
import nextEnv from "@next/env";
import { applyMigrations } from "../../lib/server/db/migrations";
import { databaseTarget, describeTarget } from "../../lib/server/db/engine-config";
import { openRunner, type SqlRunner } from "../../lib/server/db/sql-runner";

nextEnv.loadEnvConfig(process.cwd());
const target = databaseTarget();
let runner: SqlRunner | undefined;
try {
  runner = await openRunner(target);
  const { applied, unknown } = await applyMigrations(runner, undefined, (l) => console.log(`  ${l}`));
  console.log(`${describeTarget(target)}: ${applied.length ? `${applied.length} migration(s) applied` : "up to date"}`);
  if (unknown.length) console.warn(`warning: the database has migrations this checkout lacks: ${unknown.join(", ")}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await runner?.close();
}
