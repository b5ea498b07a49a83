import "server-only";

import path from "node:path";

/**
 * Which engine the app talks to. One rule, used by the app, the scripts and the tests:
 * DATABASE_URL set → PostgreSQL; otherwise embedded PGlite in PGLITE_DIR (default .data/pglite,
 * or "memory://" for a throw-away in-memory database).
 */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function databaseTarget(env: Record<string, string | undefined> = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dir = env.PGLITE_DIR?.trim() || ".data/pglite";
  return { kind: "pglite", dataDir: dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir) };
}

/** What an acknowledged write survives on the embedded engine (lib/server/db/pglite.ts makes it so). */
export function embeddedDurability(dataDir: string): string {
  return dataDir.startsWith("memory://") ? "in memory: everything is lost when the process ends" : "durable: each commit is fsync'd to disk (WAL) before it is acknowledged";
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
