import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 18: next-auth's credentials callback checked passwords without the sign-in limits. A
// password is checked only through signIn() (./sign-in.ts), which applies them: no other source
// file may import authenticate().
const root = path.resolve(import.meta.dirname, "../../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "generated" ? [] : sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("authenticate()", () => {
  it("is imported by signIn alone (every sign-in path gets the limits)", () => {
    const importers = ["app", "lib", "components", "scripts", "proxy.ts"]
      .flatMap((top) =>
        fs.statSync(path.join(root, top)).isDirectory() ? sources(path.join(root, top)) : [path.join(root, top)],
      )
      .filter((file) => /from\s+["'][^"']*\/authenticate["']/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual(["lib/server/auth/sign-in.ts"]);
  });
});
