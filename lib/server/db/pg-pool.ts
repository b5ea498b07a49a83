import "server-only";

import pg from "pg";
import { isConnectionLost } from "./errors";
import { logger } from "../logger";

/**
 * A statement that only reads: it begins with SELECT (after comments). Prisma's reads (findMany,
 * findUnique, count, aggregate, the queries of an include) are such statements; its writes are
 * INSERT, UPDATE, DELETE or WITH … statements. A SELECT that calls a function which writes (e.g.
 * "inventory_hold") must run inside a transaction — which is never retried — as all of them do.
 */
export function isReadStatement(sql: string): boolean {
  const text = sql.replace(/^(\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)+/, "");
  return /^select\b/i.test(text);
}

type QueryConfig = { text?: unknown };

/**
 * The PostgreSQL pool behind Prisma. A pooled connection can be dead without the pool knowing yet
 * (the server restarted, or terminated the backend): the first query on it fails. When that query
 * is a read sent outside a transaction (Prisma sends those through pool.query; transactions take a
 * client with pool.connect and are never retried here), it is sent once more, on a connection made
 * for it (the pool's other idle connections may be just as dead, and the pool cannot tell yet).
 * Anything else fails as it did, and the route answers 503 with Retry-After
 * (lib/server/http/respond.ts).
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      const first = args[0] as string | QueryConfig;
      const sql = typeof first === "string" ? first : first?.text;
      if (
        typeof args[args.length - 1] === "function" ||
        typeof sql !== "string" ||
        !isReadStatement(sql) ||
        !isConnectionLost(error)
      )
        throw error;
      logger.warn("database connection lost under a read; retrying it once on a fresh connection", { error });
      const client = new pg.Client(config);
      client.on("error", () => {}); // a failure reaches the query's promise; an idle one needs no report
      try {
        await client.connect();
        return await (client.query.bind(client) as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        client.end().catch(() => {});
      }
    }
  };
  pool.query = retrying as typeof pool.query;
  return pool;
}
