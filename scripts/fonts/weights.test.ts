import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The site's font file carries weights 400–700 only (scripts/fonts/subset.mjs cuts its weight axis,
 * app/layout.tsx declares "400 700"): a weight class outside that range would be drawn from the
 * nearest weight instead, so none may be used.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUTSIDE = /\bfont-(thin|extralight|light|extrabold|black)\b|\bfont-\[(?:[1-3]\d\d|[89]\d\d)\]/;

function files(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files(full, out);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe("font weights", () => {
  it("the layout declares the font file's range", () => {
    expect(fs.readFileSync(path.join(ROOT, "app/layout.tsx"), "utf8")).toContain('weight: "400 700"');
    expect(fs.readFileSync(path.join(ROOT, "scripts/fonts/subset.mjs"), "utf8")).toContain(
      "const WEIGHTS = { min: 400, max: 700 }",
    );
  });

  it("no page or component asks for a weight outside 400–700", () => {
    const offenders = [...files(path.join(ROOT, "app")), ...files(path.join(ROOT, "components"))]
      .filter((f) => OUTSIDE.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
