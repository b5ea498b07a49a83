import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The wall between the browser and the domain layer. Every module under lib/server starts with
 * `import "server-only"`: Next resolves that package to an empty module in server bundles and to
 * one that throws in a client component's bundle, so `next build` fails when a client component
 * reaches lib/server. These tests check both halves without a build: the marker is the first
 * statement of every lib/server module, and no "use client" module under app/ or components/
 * reaches lib/server through its imports.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const GENERATED = path.join("lib", "server", "db", "generated");

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(full, out);
    } else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

const rel = (file: string, root = ROOT) => path.relative(root, file).split(path.sep).join("/");

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** The module's directive prologue ("use client", "use server", …). */
function directives(source: ts.SourceFile): string[] {
  const out: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    out.push(statement.expression.text);
  }
  return out;
}

/** Whether the first statement is `import "server-only";` (comments before it are fine). */
function startsWithServerOnly(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  return (
    !!first &&
    ts.isImportDeclaration(first) &&
    !first.importClause &&
    ts.isStringLiteral(first.moduleSpecifier) &&
    first.moduleSpecifier.text === "server-only"
  );
}

/** Specifiers the module loads at run time: value imports and re-exports, and `import()`. Type-only ones are left out unless `withTypes`. */
function runtimeImports(source: ts.SourceFile, withTypes = false): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (withTypes || !onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (withTypes || !node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** A project file for an import specifier (`@/…` or relative), or null for a package or a non-code file. */
function resolveImport(specifier: string, from: string, root: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mts", ".mjs", ".js"].map((ext) => base + ext),
    ...["index.ts", "index.tsx"].map((f) => path.join(base, f)),
  ];
  return candidates.find((c) => SOURCE.test(c) && fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/**
 * For each "use client" module under `dirs`, the first import chain that reaches lib/server, if
 * any. A "use server" module ends a chain: a client component gets a reference to its actions,
 * never its code.
 */
function clientChainsIntoServer(root: string, dirs: string[]): string[][] {
  const serverDir = path.join(root, "lib", "server") + path.sep;
  const sources = new Map<string, ts.SourceFile>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = parse(file)));
    return source;
  };
  const chains: string[][] = [];
  const clientFiles = dirs
    .flatMap((dir) => walk(path.join(root, dir)))
    .filter((f) => !/\.test\.tsx?$/.test(f) && directives(sourceOf(f)).includes("use client"));
  for (const start of clientFiles) {
    const seen = new Set<string>([start]);
    const queue: string[][] = [[start]];
    let found: string[] | null = null;
    while (queue.length && !found) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1]!;
      for (const specifier of runtimeImports(sourceOf(file))) {
        const target = resolveImport(specifier, file, root);
        if (!target || seen.has(target)) continue;
        seen.add(target);
        if (target.startsWith(serverDir)) {
          found = [...chain, target];
          break;
        }
        if (!directives(sourceOf(target)).includes("use server")) queue.push([...chain, target]);
      }
    }
    if (found) chains.push(found.map((f) => rel(f, root)));
  }
  return chains;
}

/** A project of a few files in a temporary folder, removed after the tests of the describe block that makes it. */
function scratchProject(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  return { root, write };
}

describe('lib/server: every module starts with import "server-only"', () => {
  const files = walk(path.join(ROOT, "lib", "server")).filter(
    (f) => !rel(f).startsWith(GENERATED.split(path.sep).join("/")) && !/\.test\.tsx?$/.test(f),
  );

  it("as its first statement", () => {
    const unmarked = files.filter((f) => !startsWithServerOnly(parse(f))).map((f) => rel(f));
    expect(unmarked).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  }, 60_000);
});

describe("no client component reaches lib/server", () => {
  it('no "use client" module under app/ or components/ imports lib/server, directly or through other modules', () => {
    expect(clientChainsIntoServer(ROOT, ["app", "components"])).toEqual([]);
  }, 60_000);

  describe("the check itself, on a small project", () => {
    const { root, write } = scratchProject("boundary-");
    write("lib/server/db.ts", 'import "server-only";\nexport const db = 1;\n');
    write("lib/format.ts", 'import { db } from "./server/db";\nexport const f = () => db;\n');
    write("lib/types.ts", "export type T = number;\n");
    write(
      "components/direct.tsx",
      '"use client";\nimport { db } from "@/lib/server/db";\nexport const A = () => db;\n',
    );
    write("components/through.tsx", '"use client";\nimport { f } from "../lib/format";\nexport const B = () => f();\n');
    write("components/lazy.tsx", '"use client";\nexport const C = () => import("@/lib/format");\n');
    write("components/reexport.ts", '"use client";\nexport { db } from "@/lib/server/db";\n');
    write(
      "components/types-only.tsx",
      '"use client";\nimport type { T } from "@/lib/server/db";\nimport { type T as U } from "@/lib/server/db";\nexport type { V } from "@/lib/server/db";\nexport const D = (t: T, u: U) => t + u;\n',
    );
    write(
      "app/actions.ts",
      '"use server";\nimport { db } from "@/lib/server/db";\nexport async function act() { return db; }\n',
    );
    write("app/button.tsx", '"use client";\nimport { act } from "./actions";\nexport const E = () => act();\n');
    write("app/page.tsx", 'import { db } from "@/lib/server/db";\nexport default function Page() { return db; }\n');

    it("finds direct, transitive, lazy and re-exported reaches; not type-only imports, server actions or server components", () => {
      const chains = clientChainsIntoServer(root, ["app", "components"]);
      expect(chains.sort()).toEqual(
        [
          ["components/direct.tsx", "lib/server/db.ts"],
          ["components/lazy.tsx", "lib/format.ts", "lib/server/db.ts"],
          ["components/reexport.ts", "lib/server/db.ts"],
          ["components/through.tsx", "lib/format.ts", "lib/server/db.ts"],
        ].sort(),
      );
    });

    it("reads the marker only as the first statement", () => {
      const source = (text: string) => ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true);
      expect(startsWithServerOnly(source('/** doc */\nimport "server-only";\nimport x from "y";'))).toBe(true);
      expect(startsWithServerOnly(source('import x from "y";\nimport "server-only";'))).toBe(false);
      expect(startsWithServerOnly(source('import "client-only";'))).toBe(false);
      expect(startsWithServerOnly(source('import * as s from "server-only";'))).toBe(false);
    });
  });
});

/**
 * The catalogue's two layers: `lib/server/catalogue/` holds low-level helpers (cache scope and
 * tags, paging, serialising, text search, not-found errors) that the domain areas build on;
 * `lib/server/catalogue-front/` is the cache front that reads those areas for pages and routes.
 * Arrows run one way only: no lib/server module outside the front imports it (so no area can
 * reach it back), and a helper imports nothing of lib/server but other helpers, errors and db.
 * Type-only imports count: they are arrows too. Each import against the layers, as [from, to].
 */
const FRONT = "lib/server/catalogue-front/";
const HELPERS = "lib/server/catalogue/";
const HELPERS_MAY_IMPORT = [HELPERS, "lib/server/errors/", "lib/server/db/"];

function importsAgainstCatalogueLayers(root: string): string[][] {
  const wrong: string[][] = [];
  for (const file of walk(path.join(root, "lib", "server")).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const from = rel(file, root);
    if (from.startsWith(FRONT)) continue;
    for (const specifier of runtimeImports(parse(file), true)) {
      const target = resolveImport(specifier, file, root);
      if (!target) continue;
      const to = rel(target, root);
      if (to.startsWith(FRONT)) wrong.push([from, to]);
      else if (
        from.startsWith(HELPERS) &&
        to.startsWith("lib/server/") &&
        !HELPERS_MAY_IMPORT.some((dir) => to.startsWith(dir))
      )
        wrong.push([from, to]);
    }
  }
  return wrong;
}

describe("the catalogue's helpers and its cache front: imports run one way", () => {
  it("nothing under lib/server but the front imports the front; the helpers import only helpers, errors and db", () => {
    expect(importsAgainstCatalogueLayers(ROOT)).toEqual([]);
    expect(walk(path.join(ROOT, FRONT)).length).toBeGreaterThan(0);
    expect(walk(path.join(ROOT, HELPERS)).length).toBeGreaterThan(0);
  }, 60_000);

  describe("the check itself, on a small project", () => {
    const { root, write } = scratchProject("catalogue-layers-");
    write("lib/server/db/client.ts", "export const db = 1;\n");
    write("lib/server/errors/app-error.ts", "export class AppError {}\n");
    write(
      "lib/server/catalogue/serialize.ts",
      'import { db } from "../db/client";\nimport { AppError } from "@/lib/server/errors/app-error";\nexport const s = [db, AppError];\n',
    );
    write(
      "lib/server/catalogue/paging.ts",
      'import { s } from "./serialize";\nimport { format } from "@/lib/format";\nexport const p = [s, format];\n',
    );
    write("lib/format.ts", "export const format = 1;\n");
    write(
      "lib/server/hotels/get-hotel.ts",
      'import { s } from "../catalogue/serialize";\nexport const getHotel = () => s;\n',
    );
    write(
      "lib/server/catalogue-front/cached.ts",
      'import { getHotel } from "../hotels/get-hotel";\nimport { p } from "../catalogue/paging";\nexport const cachedHotel = () => [getHotel, p];\n',
    );
    write("lib/server/catalogue-front/cached.test.ts", 'import { cachedHotel } from "./cached";\n');
    write(
      "app/page.tsx",
      'import { cachedHotel } from "@/lib/server/catalogue-front/cached";\nexport default cachedHotel;\n',
    );

    it("passes a front over areas over helpers", () => {
      expect(importsAgainstCatalogueLayers(root)).toEqual([]);
    });

    it("finds an area reaching the front (a type import too) and a helper reaching an area", () => {
      write(
        "lib/server/hotels/list-hotels.ts",
        'import type { cachedHotel } from "@/lib/server/catalogue-front/cached";\nexport type L = typeof cachedHotel;\n',
      );
      write("lib/server/catalogue/text-search.ts", 'export { getHotel } from "../hotels/get-hotel";\n');
      write(
        "lib/server/catalogue/tags.ts",
        'import { cachedHotel } from "../catalogue-front/cached";\nexport const t = cachedHotel;\n',
      );
      expect(importsAgainstCatalogueLayers(root).sort()).toEqual(
        [
          ["lib/server/catalogue/tags.ts", "lib/server/catalogue-front/cached.ts"],
          ["lib/server/catalogue/text-search.ts", "lib/server/hotels/get-hotel.ts"],
          ["lib/server/hotels/list-hotels.ts", "lib/server/catalogue-front/cached.ts"],
        ].sort(),
      );
    });
  });
});
