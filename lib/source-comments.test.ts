import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Comments that point a reader at a file (`lib/server/catalogue/cache-tags.ts`, `components/ui/`,
 * `app/hotels/[id]/page.tsx`) must point at one that exists: a file moved or deleted leaves its
 * name behind in comments elsewhere, and a newcomer goes looking for it. Only paths under the
 * project's code folders are checked (lib/, components/, app/, scripts/), only inside comments
 * (strings and code are the compiler's business), and a path counts when it names a file, a folder,
 * a module without its extension (as imports do) or, with `*`, a folder the pattern lives in.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["app", "components", "lib", "scripts", "tests", "prisma", "tools", "emails"];
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIPPED_DIRS = new Set(["node_modules", "generated"]);
/** A path under a code folder, not part of a longer path or address; it ends on a name character. */
const MENTION = /(?<![\w@/.~-])(?:lib|components|app|scripts)\/[\w\-.[\]()/*]*[\w\])*]/g;
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith(".")) walk(full);
      } else if (SOURCE.test(entry.name)) out.push(full);
    }
  };
  for (const dir of SCANNED) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const entry of fs.readdirSync(root, { withFileTypes: true }))
    if (entry.isFile() && SOURCE.test(entry.name)) out.push(path.join(root, entry.name));
  return out;
}

/** Every comment of a module (line, block, JSX `{/* … *\/}`), each once, with the line it starts on. */
function comments(file: string): { line: number; text: string }[] {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = new Map<number, { line: number; text: string }>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? [])
      if (!found.has(r.pos))
        found.set(r.pos, {
          line: source.getLineAndCharacterOfPosition(r.pos).line + 1,
          text: text.slice(r.pos, r.end),
        });
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()];
}

/** Whether a mentioned path is there: a file, a folder, a module named without its ending, or a pattern's folder. */
function exists(root: string, mention: string): boolean {
  const star = mention.indexOf("*");
  if (star >= 0) {
    const before = mention.slice(0, star);
    return fs.existsSync(path.join(root, before.endsWith("/") ? before : path.dirname(before)));
  }
  return MODULE_ENDINGS.some((ending) => fs.existsSync(path.join(root, mention + ending)));
}

/** Trailing sentence punctuation and an unmatched closing parenthesis are the prose's, not the path's. */
function trimmed(match: string): string {
  let p = match;
  const unbalanced = (s: string) => (s.match(/\)/g) ?? []).length > (s.match(/\(/g) ?? []).length;
  while (p.endsWith(".") || (p.endsWith(")") && unbalanced(p))) p = p.slice(0, -1);
  return p;
}

/** `file:line: path` for each comment naming a path that is not there. */
function missingPaths(root: string): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(root)) {
    if (!fs.readFileSync(file, "utf8").match(MENTION)) continue; // most modules name no path outside their imports
    for (const comment of comments(file)) {
      for (const match of comment.text.matchAll(MENTION)) {
        const mention = trimmed(match[0]);
        const line = comment.line + (comment.text.slice(0, match.index).match(/\n/g) ?? []).length;
        if (!exists(root, mention))
          out.push(`${path.relative(root, file).split(path.sep).join("/")}:${line}: ${mention}`);
      }
    }
  }
  return out.sort();
}

describe("comments name files that exist", () => {
  it("every lib/, components/, app/ or scripts/ path in a comment is there", () => {
    expect(missingPaths(ROOT)).toEqual([]);
  }, 60_000);

  describe("the check itself, on a small project", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "comment-paths-"));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("lib/format.ts", "export const f = 1;\n");
    write("app/hotels/(listing)/page.tsx", "export default function Page() { return null; }\n");
    write("app/hotels/[id]/page.tsx", "export default function Page() { return null; }\n");
    write("components/ui/button.tsx", "export const B = 1;\n");

    it("accepts files, folders, modules without their ending, route groups, dynamic segments, patterns and prose around them", () => {
      write(
        "lib/good.ts",
        [
          "// See lib/format.ts. And lib/format (the module), components/ui/ and components/ui.",
          "/** The pages (app/hotels/(listing)/page.tsx, app/hotels/[id]/page.tsx); the cards (components/ui/*.tsx). */",
          "// A placeholder such as lib/… or lib/<area>/ names no file; nor does https://example.com/lib/x.ts or @/lib/y.",
          'export const s = "lib/not-a-comment.ts";',
          "",
        ].join("\n"),
      );
      expect(missingPaths(root)).toEqual([]);
    });

    it("finds a missing file in a line, block, JSX or trailing comment, wherever the comment stands", () => {
      write(
        "components/bad.tsx",
        [
          "// Moved: lib/old-format.ts.",
          "/**",
          " * Drawn by (components/ui/gone.tsx)",
          " */",
          "export function Bad() {",
          "  return <div>{/* app/deleted/page.tsx */}</div>;",
          "}",
          "export const x = 1; // scripts/server.mjs",
          "",
        ].join("\n"),
      );
      expect(missingPaths(root)).toEqual([
        "components/bad.tsx:1: lib/old-format.ts",
        "components/bad.tsx:3: components/ui/gone.tsx",
        "components/bad.tsx:6: app/deleted/page.tsx",
        "components/bad.tsx:8: scripts/server.mjs",
      ]);
    });
  });
});
