import os from "node:os";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ES module without types
import { runIsGone } from "./multi-instance.mjs";

describe("runIsGone (what a killed two-instance run left may be cleaned up)", () => {
  const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  }).stdout;

  it("a run of a process that is gone, on this machine", () => {
    expect(runIsGone(`${dead}-abcd`)).toBe(true);
    expect(runIsGone(`${os.hostname()}/${dead}-abcd`)).toBe(true);
  });

  it("never a live run, another machine's run, or something else", () => {
    expect(runIsGone(`${process.pid}-abcd`)).toBe(false);
    expect(runIsGone(`${os.hostname()}/${process.pid}-abcd`)).toBe(false);
    expect(runIsGone(`another-host/${dead}-abcd`)).toBe(false);
    expect(runIsGone("someone else's key")).toBe(false);
    expect(runIsGone(null)).toBe(false);
  });
});
