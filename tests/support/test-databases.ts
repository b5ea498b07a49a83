/**
 * Throw-away databases for tests, on the engine TEST_DB_ENGINE names ("pglite", the default,
 * or "postgres", which needs DATABASE_URL or TEST_DATABASE_URL pointing at a server we may
 * create databases on). Tests never touch the database the developer works with.
 */
import crypto from "node:crypto";
import pg from "pg";

export type TestEngine = "pglite" | "postgres";

export function testEngine(): TestEngine {
  const engine = (process.env.TEST_DB_ENGINE || "pglite").toLowerCase();
  if (engine !== "pglite" && engine !== "postgres")
    throw new Error(`TEST_DB_ENGINE must be pglite or postgres, not ${engine}`);
  return engine;
}

export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error("TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL or DATABASE_URL");
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty (or templated) database on the test server and returns its URL. */
export async function createPostgresDatabase(
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString("hex")}`.toLowerCase();
  await admin((c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return { name, url: withDatabase(serverUrl(), name) };
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
