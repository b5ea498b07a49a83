import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/**
 * Opens an embedded PostgreSQL (PGlite). btree_gist is loaded in every instance so that
 * migrations using exclusion constraints apply the same way as on PostgreSQL.
 * PGlite has no lock across processes: only one process may open a data folder at a time.
 */
export function openPglite(dataDir: string): PGlite {
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir, { extensions: { btree_gist } });
}
