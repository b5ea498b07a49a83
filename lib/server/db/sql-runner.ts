import "server-only";

import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { type DatabaseTarget } from "./engine-config";
import { openPglite } from "./pglite";

/** The little a migrator needs from a connection, on either engine. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a multi-statement script (simple query protocol). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export function pgliteRunner(db: PGlite, { closeOnEnd = true } = {}): SqlRunner {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await db.query<T>(sql, params);
      return res.rows;
    },
    async exec(script) {
      await db.exec(script);
    },
    async close() {
      if (closeOnEnd) await db.close();
    },
  };
}

export async function postgresRunner(url: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const res = await client.query(sql, params);
      return res.rows as T[];
    },
    async exec(script) {
      await client.query(script);
    },
    async close() {
      await client.end();
    },
  };
}

export async function openRunner(target: DatabaseTarget): Promise<SqlRunner> {
  return target.kind === "postgres" ? postgresRunner(target.url) : pgliteRunner(openPglite(target.dataDir));
}
