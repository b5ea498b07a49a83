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
  return ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
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
  return !!first && ts.isImportDeclaration(first) && !first.importClause && ts.isStringLiteral(first.moduleSpecifier) && first.moduleSpecifier.text === "server-only";
}

/** Specifiers the module loads at run time: value imports and re-exports, and `import()`. Type-only ones are left out. */
function runtimeImports(source: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        !!clause &&
        (clause.isTypeOnly || (!clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
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
  const candidates = [base, ...[".ts", ".tsx", ".mts", ".mjs", ".js"].map((ext) => base + ext), ...["index.ts", "index.tsx"].map((f) => path.join(base, f))];
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
  const clientFiles = dirs.flatMap((dir) => walk(path.join(root, dir))).filter((f) => !/\.test\.tsx?$/.test(f) && directives(sourceOf(f)).includes("use client"));
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

describe('lib/server: every module starts with import "server-only"', () => {
  const files = walk(path.join(ROOT, "lib", "server")).filter((f) => !rel(f).startsWith(GENERATED.split(path.sep).join("/")) && !/\.test\.tsx?$/.test(f));

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
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "boundary-"));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("lib/server/db.ts", 'import "server-only";\nexport const db = 1;\n');
    write("lib/format.ts", 'import { db } from "./server/db";\nexport const f = () => db;\n');
    write("lib/types.ts", "export type T = number;\n");
    write("components/direct.tsx", '"use client";\nimport { db } from "@/lib/server/db";\nexport const A = () => db;\n');
    write("components/through.tsx", '"use client";\nimport { f } from "../lib/format";\nexport const B = () => f();\n');
    write("components/lazy.tsx", '"use client";\nexport const C = () => import("@/lib/format");\n');
    write("components/reexport.ts", '"use client";\nexport { db } from "@/lib/server/db";\n');
    write(
      "components/types-only.tsx",
      '"use client";\nimport type { T } from "@/lib/server/db";\nimport { type T as U } from "@/lib/server/db";\nexport type { V } from "@/lib/server/db";\nexport const D = (t: T, u: U) => t + u;\n',
    );
    write("app/actions.ts", '"use server";\nimport { db } from "@/lib/server/db";\nexport async function act() { return db; }\n');
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
