import "server-only";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./sql-runner";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");

export interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

/** The committed migrations, oldest first, in Prisma's standard `<timestamp>_<name>/migration.sql` layout. */
export function readLocalMigrations(dir = MIGRATIONS_DIR): LocalMigration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

// The same table Prisma's migrate CLI keeps, so `prisma migrate deploy` works unchanged
// wherever its native engine can be downloaded.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Any constant works; it only has to be the same for every migrator of this app.
const MIGRATION_LOCK_KEY = 7_305_112_026;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export class MigrationError extends Error {}

export interface MigrateResult {
  applied: string[];
  /** Migrations in the database that this checkout does not have (the database is ahead). */
  unknown: string[];
}

/**
 * Applies pending migrations, each in its own transaction, recording them in `_prisma_migrations`
 * with the file's sha256 as checksum. Refuses to go on when an applied migration was edited
 * or a previous run left a migration failed (as Prisma does). Serialised by an advisory lock,
 * so two deploys against one PostgreSQL server cannot interleave.
 */
export async function applyMigrations(
  runner: SqlRunner,
  migrations: LocalMigration[] = readLocalMigrations(),
  log: (line: string) => void = () => {},
): Promise<MigrateResult> {
  await runner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await runner.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await runner.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const live = rows.filter((r) => r.rolled_back_at === null);
    const failed = live.filter((r) => r.finished_at === null);
    if (failed.length > 0) {
      throw new MigrationError(
        `Migration ${failed.map((r) => r.migration_name).join(", ")} failed earlier and was not rolled back; ` +
          `fix the database by hand, then mark it rolled back in "_prisma_migrations".`,
      );
    }
    const done = new Map(live.map((r) => [r.migration_name, r]));
    const localNames = new Set(migrations.map((m) => m.name));
    const unknown = live.map((r) => r.migration_name).filter((n) => !localNames.has(n));

    const applied: string[] = [];
    for (const m of migrations) {
      const row = done.get(m.name);
      if (row) {
        if (row.checksum !== m.checksum) {
          throw new MigrationError(
            `Migration ${m.name} was changed after it was applied. Never edit an applied migration: add a new one.`,
          );
        }
        continue;
      }
      const id = crypto.randomUUID();
      await runner.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
        [id, m.checksum, m.name],
      );
      try {
        await runner.exec("BEGIN");
        await runner.exec(m.sql);
        await runner.exec("COMMIT");
      } catch (error) {
        await runner.exec("ROLLBACK").catch(() => {});
        // The transaction left the schema untouched, so the attempt is recorded as rolled back
        // and a corrected migration can be applied on the next run.
        await runner.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now(), logs = $2 WHERE id = $1`, [
          id,
          String(error instanceof Error ? error.message : error),
        ]);
        throw new MigrationError(`Migration ${m.name} failed: ${error instanceof Error ? error.message : error}`);
      }
      await runner.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
        id,
      ]);
      applied.push(m.name);
      log(`applied ${m.name}`);
    }
    return { applied, unknown };
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
  }
}
