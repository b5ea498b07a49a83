import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/**
 * Opens an embedded PostgreSQL (PGlite). btree_gist is loaded in every instance so that
 * migrations using exclusion constraints apply the same way as on PostgreSQL.
 *
 * PGlite has no lock across processes, and two processes on one data folder corrupt it. So a
 * folder is opened under a lock file beside it (`<folder>.lock`, holding the owner's pid): a
 * second opener gets a clear error instead of a damaged database. A lock left by a process that
 * has died is taken over.
 */
export function openPglite(dataDir: string): PGlite {
  if (dataDir.startsWith("memory://")) return new PGlite(dataDir, { extensions: { btree_gist } });
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireFolderLock(dataDir);
  const db = new PGlite(dataDir, { extensions: { btree_gist } });
  const close = db.close.bind(db);
  db.close = async () => {
    try {
      await close();
    } finally {
      release();
    }
  };
  return db;
}

export class DatabaseInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes `<dataDir>.lock`; returns the release function (also run when the process exits). */
export function acquireFolderLock(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, "")}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}${owner === process.pid ? " (this one)" : ""}. ` +
            `Only one process may open it: stop the running server first (or, if none runs, delete ${lockPath}).`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // left by a process that died
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
