/**
 * The embedded engine's counterpart of the PostgreSQL template database: the integration run
 * migrates and seeds one in-memory PGlite once (integration-global.ts), dumps its data folder to a
 * file, and each test file starts from a copy of that dump instead of migrating and seeding its own
 * (which took most of a small file's time). The copy is wired into the app's own getDb().
 */
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyMigrations } from "@/lib/server/db/migrations";
import { pgliteRunner } from "@/lib/server/db/sql-runner";
import { databaseTarget } from "@/lib/server/db/engine-config";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { seedDatabase } from "@/prisma/seed";

// As lib/server/db/pglite.ts's openPglite loads them in every instance.
const extensions = { btree_gist, pg_trgm };

/** Migrates and seeds the demo data into a fresh in-memory PGlite and writes its data folder to `file`. */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const db = new PGlite("memory://", { extensions });
  try {
    await applyMigrations(pgliteRunner(db, { closeOnEnd: false }));
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
    try {
      await seedDatabase(prisma, { demo: true });
    } finally {
      await prisma.$disconnect();
    }
    const dump = await db.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Opens an in-memory copy of the snapshot as the database behind getDb() (lib/server/db/client.ts
 * keeps its one connection on globalThis; this puts there what its connect() would, on the copy).
 */
export async function openPgliteSnapshot(file: string): Promise<void> {
  const pglite = new PGlite({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions });
  await pglite.waitReady;
  const holder = globalThis as unknown as { __lagoonDb?: unknown };
  if (holder.__lagoonDb) throw new Error("the database was opened before the test file's setup");
  holder.__lagoonDb = {
    prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite) }),
    target: databaseTarget(),
    pglite,
  };
}
