import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient } from "./generated/client";
import { config } from "../config/env";
import { databaseTarget, describeTarget, type DatabaseTarget } from "./engine-config";
import { logger } from "../logger";
import { openPglite } from "./pglite";
import { createPool } from "./pg-pool";

interface Connection {
  prisma: PrismaClient;
  target: DatabaseTarget;
  pglite?: PGlite;
}

// One client per process (kept on globalThis so dev-mode reloads don't open a second PGlite).
const holder = globalThis as unknown as { __lagoonDb?: Connection };

function connect(target: DatabaseTarget): Connection {
  logger.info("database opened", { database: describeTarget(target) });
  if (target.kind === "postgres") {
    const pool = createPool({ connectionString: target.url, max: config().databasePoolSize });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    return { prisma: new PrismaClient({ adapter }), target };
  }
  const pglite = openPglite(target.dataDir);
  return { prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite) }), target, pglite };
}

/**
 * The database client. The same code path serves PostgreSQL (DATABASE_URL) and the embedded
 * default; the connection opens lazily on first use, so importing this never touches a database
 * (important for `next build`, whose workers must not open the PGlite folder).
 */
export function getDb(): PrismaClient {
  holder.__lagoonDb ??= connect(databaseTarget());
  return holder.__lagoonDb.prisma;
}

/** The embedded database behind getDb(), when that is the engine (for migrating in-memory databases). */
export function getEmbeddedDatabase(): PGlite | undefined {
  getDb();
  return holder.__lagoonDb?.pglite;
}

/** Closes the client (and the embedded database, which $disconnect alone leaves open). */
export async function closeDb(): Promise<void> {
  const conn = holder.__lagoonDb;
  holder.__lagoonDb = undefined;
  if (!conn) return;
  await conn.prisma.$disconnect();
  await conn.pglite?.close();
}

export { Prisma } from "./generated/client";
