import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireFolderLock, DatabaseInUseError } from "./pglite";

const dirs: string[] = [];
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
  dirs.push(dir);
  return path.join(dir, "data");
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("the embedded database's folder lock", () => {
  it("lets one opener in and refuses a second while the first holds it", () => {
    const dir = tmpDir();
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseInUseError);
    expect(() => acquireFolderLock(dir)).toThrow(/is in use by process \d+ \(this one\)/);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    acquireFolderLock(dir)();
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses while another live process holds it", () => {
    const dir = tmpDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireFolderLock(dir)).toThrow(`in use by process ${process.ppid}`);
  });
});
