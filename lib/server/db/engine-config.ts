import path from "node:path";

/**
 * Which engine the app talks to. One rule, used by the app, the scripts and the tests:
 * DATABASE_URL set → PostgreSQL; otherwise embedded PGlite in PGLITE_DIR (default .data/pglite,
 * or "memory://" for a throw-away in-memory database).
 */
export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string };

export function databaseTarget(env: Record<string, string | undefined> = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  const dir = env.PGLITE_DIR?.trim() || ".data/pglite";
  return { kind: "pglite", dataDir: dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir) };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `embedded PGlite (${target.dataDir})`;
  try {
    const u = new URL(target.url);
    return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
