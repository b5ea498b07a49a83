// V8 compile hints for the browser's scripts: every JavaScript file under .next/static gets
// `//# allFunctionsCalledOnLoad` as its first line.
//
//   node scripts/compile-hints.mjs [distDir]        (default .next; `npm run build` runs it)
//
// Why: V8 compiles a function lazily, on its first call, on the main thread. Starting a page runs
// most of what Next's chunks hold (module factories, React, the router, the page's components), so
// about two thirds of the task that evaluates the entry chunk (157 ms of a page load at 4× CPU
// throttling, in a trace of /) was V8.CompileCode: that is most of Lighthouse's total blocking
// time on /. With the magic comment (Chrome 136+) V8 compiles the whole file eagerly while the
// file streams in, on a background thread; the same task took 67 ms. Other engines see a comment.
// The cost is background compile time and memory for functions that never run (error paths, event
// handlers) — paid off the main thread.
//
// The comment shifts each file by one line, so a source map beside it (productionBrowserSourceMaps)
// gets one more empty line in front. Idempotent: a file that already starts with it is left alone.
// scripts/next-start.mjs runs it on an existing build too (addBuildSteps), so every way of building
// (`npx next build`, the tests, the benches) serves hinted files.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function* javascriptFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(file);
    else if (entry.isFile() && entry.name.endsWith(".js")) yield file;
  }
}

/** Shifts a source map (plain or with sections) down by one generated line. */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections))
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings}` };
}

/**
 * Puts the compile hint at the top of every .js file under `<distDir>/static` and shifts their
 * source maps. Returns how many files it changed.
 */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of javascriptFiles(path.join(distDir, "static"))) {
    const source = fs.readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed++;
    const mapName = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(source)?.[1];
    const mapFile = mapName && !mapName.startsWith("data:") ? path.join(path.dirname(file), mapName) : `${file}.map`;
    if (fs.existsSync(mapFile))
      fs.writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8")))));
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const distDir = path.resolve(process.argv[2] ?? ".next");
  const changed = addCompileHints(distDir);
  console.log(`compile hints: ${changed} file(s) in ${path.relative(process.cwd(), distDir) || "."}/static`);
}
