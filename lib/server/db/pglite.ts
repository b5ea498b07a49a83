import "server-only";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Opens an embedded PostgreSQL (PGlite). btree_gist and pg_trgm (the trigram indexes that serve
 * case-insensitive substring search) are loaded in every instance, so that migrations using them
 * apply the same way as on PostgreSQL.
 *
 * Durability: PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system turns every
 * fsync into a no-op, so an acknowledged commit sat in the OS page cache (safe from a process crash,
 * lost on an OS crash or power cut). A folder on disk is opened instead with fsync on, WAL flushed
 * with fsync() at every commit (synchronous_commit on), and the file system's fsync mapped to a
 * real fs.fsyncSync — see {@link DurableNodeFS}. So when a query that committed returns, its WAL
 * record is on disk: PostgreSQL's own guarantee. `memory://` databases stay as they were. The cost:
 * PGlite runs on the server's thread, so each commit's fsync blocks it for the disk's flush time
 * (scripts/bench/pglite-commit.ts measures it); a read-only query does no fsync.
 *
 * PGlite has no lock across processes, and two processes on one data folder corrupt it. So a
 * folder is opened under a lock file beside it (`<folder>.lock`): see {@link acquireFolderLock}.
 */
const EXTENSIONS = { btree_gist, pg_trgm };

export function openPglite(dataDir: string): PGlite {
  if (dataDir.startsWith("memory://")) return new PGlite(dataDir, { extensions: EXTENSIONS });
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireFolderLock(dataDir);
  let db: PGlite;
  try {
    db = new PGlite({
      dataDir,
      fs: new DurableNodeFS(dataDir),
      startParams: DURABLE_START_PARAMS,
      extensions: EXTENSIONS,
    });
  } catch (error) {
    release();
    throw error;
  }
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

/**
 * PGlite's own start parameters without `-F` (fsync off), plus the settings durability rests on,
 * stated rather than left to defaults: the WAL is synced with fsync() because the WASM build's
 * fdatasync() is a no-op that cannot be replaced (its fsync() reaches the file system's hook).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "synchronous_commit=on",
  "-c",
  "wal_sync_method=fsync",
  "-c",
  "full_page_writes=on",
];

type Stream = { nfd?: number };
type NodeFsOps = { stream_ops: { fsync?: (stream: Stream) => number }; tryFSOperation<T>(op: () => T): T };

/**
 * PGlite's Node file system with a real fsync. Emscripten's NODEFS writes each block straight to
 * the file (fs.writeSync) but has no fsync operation, so PostgreSQL's fsync() calls did nothing;
 * here they call fs.fsyncSync on the same file (a failure reaches PostgreSQL as an I/O error, which
 * it treats as it would on any disk). A folder created by this opening is synced whole once, as
 * initdb's files are copied into it without fsync.
 */
export class DurableNodeFS extends NodeFS {
  #unsynced: boolean;

  constructor(dataDir: string) {
    super(dataDir);
    this.#unsynced = !fs.existsSync(path.join(this.rootDir, "PG_VERSION"));
  }

  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const result = await super.init(...args);
    const installFsync = (mod: { FS: unknown }) => {
      const nodefs = (mod.FS as { filesystems: { NODEFS: NodeFsOps } }).filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          fs.fsyncSync(stream.nfd!);
          return 0;
        });
    };
    result.emscriptenOpts.preRun = [...(result.emscriptenOpts.preRun ?? []), installFsync];
    return result;
  }

  /** PGlite calls this after initdb and after each query; only the first call after initdb works. */
  override async syncToFs(): Promise<void> {
    if (!this.#unsynced || !fs.existsSync(path.join(this.rootDir, "PG_VERSION"))) return;
    this.#unsynced = false;
    fsyncTree(this.rootDir);
    fsyncPath(path.dirname(this.rootDir));
  }
}

function fsyncPath(target: string) {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** fsyncs every file and folder under `dir` (files first, then the folder holding them). */
export function fsyncTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

export class DatabaseInUseError extends Error {}

/**
 * Who holds a lock: the pid alone is not enough (after a crash or a reboot another process can get
 * the same pid), so the process's start time (field 22 of /proc/<pid>/stat), the boot and the host
 * are kept too. Where /proc is missing (not Linux) the check falls back to "is that pid alive".
 */
export interface LockOwner {
  pid: number;
  host: string;
  boot: string | null;
  start: string | null;
  /** When the lock file was written (ms since the epoch); only for a lock from an older build. */
  writtenAt?: number;
}

/** Start time of a process in clock ticks since boot, or null when it does not exist (or no /proc). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command name (in parentheses, may itself hold spaces) come fields 3, 4, …
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function currentLockOwner(): LockOwner {
  return { pid: process.pid, host: os.hostname(), boot: bootId(), start: processStartTime(process.pid) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Reads a lock file: today's JSON, or an older build's bare pid. Null when it cannot be read. */
function parseOwner(text: string, writtenAt: number): LockOwner | null {
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(o) && (o as unknown as number) > 0) {
      return { pid: o as unknown as number, host: os.hostname(), boot: null, start: null, writtenAt };
    }
    if (Number.isInteger(o.pid) && (o.pid as number) > 0 && typeof o.host === "string") {
      return { pid: o.pid as number, host: o.host, boot: o.boot ?? null, start: o.start ?? null };
    }
  } catch {
    // not JSON
  }
  return null;
}

/**
 * "alive": the owner runs; "dead": it surely does not (no such process, the pid now belongs to a
 * process started at another time, or the machine has rebooted since); "elsewhere": it was taken on
 * another host (a shared folder), whose processes cannot be checked from here.
 */
export function ownerState(owner: LockOwner): "alive" | "dead" | "elsewhere" {
  if (owner.host !== os.hostname()) return "elsewhere";
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return "dead";
  if (owner.start && fs.existsSync("/proc/self/stat"))
    return processStartTime(owner.pid) === owner.start ? "alive" : "dead";
  if (!isAlive(owner.pid)) return "dead";
  // A lock from an older build holds the pid alone: a process with that pid that started after
  // the lock was written is not its owner (the pid was reused).
  const started = owner.writtenAt === undefined ? null : processStartedAt(owner.pid);
  return started !== null && started > owner.writtenAt! + 2000 ? "dead" : "alive";
}

/** When a process started (ms since the epoch, to about a second), from /proc; null without /proc. */
export function processStartedAt(pid: number): number | null {
  const ticks = processStartTime(pid);
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync("/proc/stat", "utf8"))?.[1];
    if (ticks === null || !btime) return null;
    return Number(btime) * 1000 + (Number(ticks) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux architecture Node runs on (/proc times are in these ticks). */
const CLOCK_TICKS_PER_SECOND = 100;

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the lock at `lockPath` if it still holds `staleText`, under a short-lived guard file so
 * that two processes finding the same dead owner cannot both take over (one of them removing the
 * lock the other has just written). A guard older than 10 s was left by a crash and is removed.
 */
function removeStaleLock(lockPath: string, staleText: string) {
  const guard = `${lockPath}.takeover`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      fs.writeFileSync(guard, String(process.pid), { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - fs.statSync(guard).mtimeMs > 10_000) fs.rmSync(guard, { force: true });
      } catch {
        // gone meanwhile
      }
      sleepSync(20);
      continue;
    }
    try {
      let current: string | null = null;
      try {
        current = fs.readFileSync(lockPath, "utf8");
      } catch {
        // already removed by another opener
      }
      if (current === staleText) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(guard, { force: true });
    }
    return;
  }
  throw new DatabaseInUseError(`Could not take over the stale lock ${lockPath} (its guard ${guard} stays in place).`);
}

/**
 * Creates `file` holding `text`, failing with EEXIST if it exists. The text is written to a
 * temporary file first and linked into place, so no reader ever sees the lock empty (a plain
 * create-then-write would show an empty file for a moment, which could pass for a broken lock).
 */
function createExclusively(file: string, text: string) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temp, text, { flag: "wx" });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    fs.writeFileSync(file, text, { flag: "wx" }); // a file system without hard links
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Takes `<dataDir>.lock`; returns the release function (also run when the process exits). A lock
 * whose owner is gone (crash, kill -9, reboot, or its pid reused by an unrelated process) is taken
 * over; a live owner, or one on another host, gets a clear refusal.
 */
export function acquireFolderLock(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, "")}.lock`;
  const mine = JSON.stringify(currentLockOwner());
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createExclusively(lockPath, mine);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === mine) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let text: string;
      let writtenAt: number;
      try {
        writtenAt = fs.statSync(lockPath).mtimeMs;
        text = fs.readFileSync(lockPath, "utf8");
      } catch {
        continue; // removed meanwhile
      }
      const owner = parseOwner(text, writtenAt);
      const state = owner ? ownerState(owner) : "dead";
      if (owner && state === "alive") {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner.pid}${text === mine ? " (this one)" : ""}. ` +
            `Only one process may open it: stop the running server first (or, if none runs, delete ${lockPath}).`,
        );
      }
      if (owner && state === "elsewhere") {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is locked by process ${owner.pid} on host ${owner.host}, which cannot be checked from here. ` +
            `If no server runs there, delete ${lockPath}.`,
        );
      }
      removeStaleLock(lockPath, text); // left by a process that died (or an unreadable lock)
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
