import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, DatabaseInUseError } from "@/lib/server/db/pglite";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-folder-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

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
});
