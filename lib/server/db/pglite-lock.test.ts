import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireFolderLock, currentLockOwner, DatabaseInUseError, processStartTime, type LockOwner } from "./pglite";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
  dirs.push(dir);
  return path.join(dir, "data");
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  for (const c of children.splice(0)) c.kill("SIGKILL");
});

/** A live process unrelated to any lock (stands in for whatever got a crashed owner's pid). */
function unrelatedProcess(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

function writeLock(dir: string, owner: LockOwner | number) {
  fs.writeFileSync(`${dir}.lock`, JSON.stringify(owner));
}

const onLinux = fs.existsSync("/proc/self/stat");

describe("the embedded database's folder lock", () => {
  it("lets one opener in and refuses a second while the first holds it", () => {
    const dir = tmpDir();
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseInUseError);
    expect(() => acquireFolderLock(dir)).toThrow(/is in use by process \d+ \(this one\)/);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    acquireFolderLock(dir)();
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]); // no temporary or guard files left
  });

  it.runIf(onLinux)("records the owner's start time and boot, not only its pid", () => {
    const dir = tmpDir();
    const release = acquireFolderLock(dir);
    const owner = JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")) as LockOwner;
    expect(owner.start).toBe(processStartTime(process.pid));
    expect(owner.start).toMatch(/^\d+$/);
    expect(owner.boot).toBe(fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
    release();
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });

  it("refuses while another live process holds it", () => {
    const dir = tmpDir();
    const pid = unrelatedProcess();
    writeLock(dir, { ...currentLockOwner(), pid, start: processStartTime(pid) });
    expect(() => acquireFolderLock(dir)).toThrow(`in use by process ${pid}`);
    fs.writeFileSync(`${dir}.lock`, String(process.ppid)); // an older build's lock (bare pid), just written
    expect(() => acquireFolderLock(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it.runIf(onLinux)("takes over when the dead owner's pid now belongs to an unrelated live process", () => {
    const dir = tmpDir();
    const pid = unrelatedProcess();
    // The crashed owner had this pid, but it started at another time than the process now holding it.
    writeLock(dir, { ...currentLockOwner(), pid, start: String(Number(processStartTime(pid)) - 12345) });
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    release();
  });

  it.runIf(onLinux)("takes over an older build's bare-pid lock whose pid was reused after the lock was written", () => {
    const dir = tmpDir();
    const pid = unrelatedProcess();
    fs.writeFileSync(`${dir}.lock`, String(pid));
    const longAgo = new Date("2020-01-01T00:00:00Z");
    fs.utimesSync(`${dir}.lock`, longAgo, longAgo); // written long before that process started
    acquireFolderLock(dir)();
  });

  it.runIf(onLinux)("takes over a lock taken before the machine rebooted", () => {
    const dir = tmpDir();
    writeLock(dir, { ...currentLockOwner(), boot: "00000000-0000-0000-0000-000000000000" });
    acquireFolderLock(dir)();
  });

  it("never breaks a lock taken on another host (its processes cannot be checked from here)", () => {
    const dir = tmpDir();
    writeLock(dir, { pid: 999999999, host: `${os.hostname()}-other`, boot: null, start: null });
    expect(() => acquireFolderLock(dir)).toThrow(/locked by process 999999999 on host .*-other/);
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
  });

  it("takes over an unreadable lock (e.g. emptied by a crash of an older build)", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, "");
    acquireFolderLock(dir)();
  });

  it("waits for another opener's take-over in progress, and clears a guard left by a crash", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    fs.writeFileSync(`${dir}.lock.takeover`, "999999998");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${dir}.lock.takeover`, old, old);
    const release = acquireFolderLock(dir);
    expect(fs.existsSync(`${dir}.lock.takeover`)).toBe(false);
    release();
  });
});
