import "server-only";

import { config, type Config } from "../config/env";

/**
 * Which engine the app talks to. One rule (lib/server/config/env.ts), used by the app, the scripts
 * and the tests: DATABASE_URL set → PostgreSQL; otherwise embedded PGlite in PGLITE_DIR (default
 * .data/pglite, or "memory://" for a throw-away in-memory database).
 */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function databaseTarget(c: Config = config()): DatabaseTarget {
  return c.database;
}

/** What an acknowledged write survives on the embedded engine (lib/server/db/pglite.ts makes it so). */
export function embeddedDurability(dataDir: string): string {
  return dataDir.startsWith("memory://")
    ? "in memory: everything is lost when the process ends"
    : "durable: each commit is fsync'd to disk (WAL) before it is acknowledged";
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `embedded PGlite (${target.dataDir}; ${embeddedDurability(target.dataDir)})`;
  try {
    const u = new URL(target.url);
    return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
