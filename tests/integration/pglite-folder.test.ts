import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite, DatabaseInUseError, processStartTime, type LockOwner } from "@/lib/server/db/pglite";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-folder-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const onLinux = fs.existsSync("/proc/self/fd");

describe("the embedded database on disk", () => {
  it("keeps data across reopenings, and refuses a second opener while open", async () => {
    const dir = path.join(root, "nested", "pglite");
    const first = openPglite(dir);
    await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('saved');");
    expect(() => openPglite(dir)).toThrow(DatabaseInUseError);
    await first.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    const second = openPglite(dir);
    const { rows } = await second.query<{ v: string }>("SELECT v FROM kept");
    expect(rows).toEqual([{ v: "saved" }]);
    await second.close();
  });

  it.runIf(onLinux)("a commit is fsync'd to disk (its WAL file) before the query returns", async () => {
    const dir = path.join(root, "durable");
    const db = openPglite(dir);
    try {
      const settings = await db.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        { name: "fsync", setting: "on" },
        { name: "synchronous_commit", setting: "on" },
        { name: "wal_sync_method", setting: "fsync" },
      ]);
      await db.exec("CREATE TABLE booked (v text)");

      const synced: string[] = [];
      const real = fs.fsyncSync;
      const watch = vi.spyOn(fs, "fsyncSync").mockImplementation((fd: number) => {
        synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
        real(fd);
      });
      try {
        await db.query("INSERT INTO booked VALUES ($1)", ["acknowledged"]);
      } finally {
        watch.mockRestore();
      }
      const walDir = path.join(fs.realpathSync(dir), "pg_wal") + path.sep;
      expect(synced.some((file) => file.startsWith(walDir))).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("a folder's lock left by a killed process (kill -9) is taken over, even once its pid is reused, and the commits it acknowledged are there", async () => {
    const dir = path.join(root, "crashed");
    const script = `
      const { openPglite } = await import(${JSON.stringify(path.resolve("lib/server/db/pglite.ts"))});
      const db = openPglite(${JSON.stringify(dir)});
      await db.exec("CREATE TABLE booked (v text)");
      await db.query("INSERT INTO booked VALUES ('before the crash')");
      console.log("committed");
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "--input-type=module", "-e", script],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("committed")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`the child exited early (${code})`)));
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    const lock = JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")) as LockOwner;
    expect(lock.pid).toBe(child.pid);
    // Another process now has the dead owner's pid (simulated: the lock names a live, unrelated one).
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      if (onLinux) {
        expect(processStartTime(unrelated.pid!)).not.toBe(lock.start);
        fs.writeFileSync(`${dir}.lock`, JSON.stringify({ ...lock, pid: unrelated.pid }));
      }
      const reopened = openPglite(dir);
      try {
        const { rows } = await reopened.query<{ v: string }>("SELECT v FROM booked");
        expect(rows).toEqual([{ v: "before the crash" }]);
      } finally {
        await reopened.close();
      }
    } finally {
      unrelated.kill("SIGKILL");
    }
  });
});
