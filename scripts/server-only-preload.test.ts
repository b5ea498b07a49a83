import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs an ES module program in plain Node (cwd: the repository), with the preload or without. */
function node(program: string, preload: boolean) {
  const args = [
    ...(preload ? ["--import", "./scripts/server-only-preload.mjs"] : []),
    "--input-type=module",
    "-e",
    program,
  ];
  return spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" });
}

describe("scripts/server-only-preload.mjs (plain Node and tsx, outside Next)", () => {
  it("without it, `server-only` throws in plain Node, as in a client bundle", () => {
    const run = node('await import("server-only");', false);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("This module cannot be imported from a Client Component module");
  });

  it("with it, `server-only` is the package's empty module, as in Next's server bundles", () => {
    const run = node('await import("server-only"); process.stdout.write(import.meta.resolve("server-only"));', true);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/node_modules\/server-only\/empty\.js$/);
  });

  it("resolves nothing else differently (React stays its client-and-SSR build, not react-server)", () => {
    const program =
      'process.stdout.write(JSON.stringify(["react", "next/server", "zod"].map((s) => import.meta.resolve(s))));';
    const plain = node(program, false);
    const preloaded = node(program, true);
    expect(preloaded.status).toBe(0);
    expect(JSON.parse(preloaded.stdout)).toEqual(JSON.parse(plain.stdout));
  });

  it("lets a script reach lib/server through tsx (as npm run db:migrate and the spawned prepare-db do)", () => {
    const program =
      'const { readConfig } = await import("./lib/server/config/env.ts"); process.stdout.write(readConfig({ PGLITE_DIR: "memory://x" }).database.kind);';
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/server-only-preload.mjs", "--input-type=module", "-e", program],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("pglite");
    const without = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(without.status).not.toBe(0);
    // Two tsx start-ups: seconds each on a loaded 2-core machine.
  }, 30_000);
});
