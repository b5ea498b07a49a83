import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

// @ts-expect-error -- plain ESM script without types
import { COMPILE_HINT, addCompileHints, shiftSourceMap } from "./compile-hints.mjs";

let dist: string;
const write = (rel: string, text: string) => {
  const file = path.join(dist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), "utf8");

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

// "a.js" maps line 1, column 0 of the chunk to line 3, column 4 of src/a.ts.
const MAP = { version: 3, sources: ["src/a.ts"], names: [], mappings: "AAEI" };

describe("addCompileHints", () => {
  it("puts the hint first in every script under static/, once, and leaves other files alone", () => {
    write("static/chunks/a.js", "console.log(1);\n//# sourceMappingURL=a-map.js.map");
    write("static/chunks/nested/b.js", "console.log(2);");
    write("static/chunks/c.css", "body{}");
    write("server/app/page.js", "module.exports = 1;");

    expect(addCompileHints(dist)).toBe(2);
    expect(read("static/chunks/a.js")).toBe(`${COMPILE_HINT}console.log(1);\n//# sourceMappingURL=a-map.js.map`);
    expect(read("static/chunks/nested/b.js")).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(read("static/chunks/c.css")).toBe("body{}");
    expect(read("server/app/page.js")).toBe("module.exports = 1;");

    // Run again (every server start does): nothing changes.
    expect(addCompileHints(dist)).toBe(0);
    expect(read("static/chunks/a.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("shifts the script's source map (named by sourceMappingURL) by the added line", () => {
    write("static/chunks/a.js", "console.log(1);\n//# sourceMappingURL=a-map.js.map");
    write("static/chunks/a-map.js.map", JSON.stringify(MAP));
    write("static/chunks/b.js", "console.log(2);");
    write("static/chunks/b.js.map", JSON.stringify(MAP));
    addCompileHints(dist);
    for (const name of ["a-map.js.map", "b.js.map"]) {
      const map = new TraceMap(read(`static/chunks/${name}`));
      // The code is now on line 2; line 1 (the hint) maps to nothing.
      expect(originalPositionFor(map, { line: 2, column: 0 })).toMatchObject({
        source: "src/a.ts",
        line: 3,
        column: 4,
      });
      expect(originalPositionFor(map, { line: 1, column: 0 }).source).toBeNull();
    }
    addCompileHints(dist);
    expect(JSON.parse(read("static/chunks/b.js.map")).mappings).toBe(";AAEI");
  });

  it("does nothing without a build", () => {
    expect(addCompileHints(path.join(dist, "missing"))).toBe(0);
  });
});

describe("shiftSourceMap", () => {
  it("moves every section of an index map down one line", () => {
    const index = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: MAP },
        { offset: { line: 5, column: 2 }, map: MAP },
      ],
    };
    expect(shiftSourceMap(index).sections.map((s: { offset: { line: number; column: number } }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 6, column: 2 },
    ]);
  });
});
