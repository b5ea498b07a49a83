import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { CONFIG_VARIABLES, GIVEN_NODE_ENV } from "./env";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The variables .env.example lists: a line `NAME=…`, or `# NAME=…` for one left commented out. */
function listed(): Set<string> {
  return new Set([...read(".env.example").matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

/**
 * The documented exceptions, each with the file that reads it (checked below, so none outlives its
 * reason). Read by the configuration but not for an operator to set:
 */
const NOT_LISTED: Record<string, string> = {
  [GIVEN_NODE_ENV]: "scripts/node-env-preload.mjs", // the NODE_ENV `npm start` was given, kept before Next sets its own
  NEXT_RUNTIME: "instrumentation.ts", // set by Next in its server
  VERCEL: "lib/server/config/env.ts", // set by Vercel
};
/** Listed for the operator but read elsewhere than the configuration (plain JavaScript loaded before it, the browser, the scripts, the tests): */
const READ_ELSEWHERE: Record<string, string> = {
  IMAGE_REMOTE_HOSTS: "next.config.mjs", // and lib/validation/content.ts, shared with the browser
  IMAGE_CACHE_MAX_MB: "next.config.mjs",
  CACHE_KEY_PREFIX: "lib/cache-handlers/shared.mjs", // Next loads the cache handlers by path
  CACHE_MEMORY_MB: "lib/cache-handlers/shared.mjs",
  CACHE_DEBUG: "lib/cache-handlers/create.mjs",
  NEXT_PUBLIC_BOOKING_MAX_NIGHTS: "lib/bookings/stay-limits.ts", // inlined at build time, for the browser too
  NEXT_PUBLIC_BOOKING_HORIZON_DAYS: "lib/bookings/stay-limits.ts",
  SEED_DEMO: "prisma/seed.ts",
  SKIP_SEED: "scripts/prepare-db.ts",
  CHROMIUM_PATH: "playwright.config.ts",
  TEST_DB_ENGINE: "tests/support/test-databases.ts",
  TEST_DATABASE_URL: "tests/support/test-databases.ts",
};

describe(".env.example and the configuration (lib/server/config/env.ts)", () => {
  it("lists every variable the configuration reads", () => {
    const documented = listed();
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name) && !(name in NOT_LISTED))).toEqual([]);
  });

  it("reads every variable it lists, or says where it is read instead", () => {
    const read = new Set(CONFIG_VARIABLES);
    expect([...listed()].filter((name) => !read.has(name) && !(name in READ_ELSEWHERE))).toEqual([]);
  });

  it("each exception is read where it says, and is one", () => {
    for (const [name, file] of Object.entries({ ...NOT_LISTED, ...READ_ELSEWHERE }))
      expect(read(file), `${name} in ${file}`).toContain(name);
    const documented = listed();
    for (const name of Object.keys(NOT_LISTED)) expect(documented.has(name), name).toBe(false);
    for (const name of Object.keys(READ_ELSEWHERE)) {
      expect(documented.has(name), name).toBe(true);
      expect(CONFIG_VARIABLES, name).not.toContain(name);
    }
  });
});

/** Where code reads process.env itself (not through lib/server/config/env.ts), and why it must. */
const OWN_READS: Record<string, string> = {
  "lib/server/config/env.ts": "the configuration itself",
  "lib/bookings/stay-limits.ts": "NEXT_PUBLIC_ values, inlined by Next for the browser",
  "lib/validation/content.ts": "IMAGE_REMOTE_HOSTS on the server, in schemas shared with the browser",
  "lib/cache-handlers/shared.mjs": "plain JavaScript that Next loads by path (both cache handlers)",
  "lib/cache-handlers/create.mjs": "the same cache handler",
  "lib/cache-handlers/route-cache.mjs": "the same cache handler (CACHE_DEBUG)",
  "lib/node-hooks/forwarded-for-hook.mjs":
    "preloaded by node before any bundler (TRUST_PROXY parsed by lib/config/trust-proxy.mjs)",
  "lib/server/http/request-time.ts": "__NEXT_USE_CACHE, inlined by Next",
  "lib/server/catalogue/cache-scope.ts": "__NEXT_USE_CACHE, inlined by Next",
  "instrumentation.ts": "NEXT_RUNTIME and NEXT_PHASE, set by Next (and inlined for the Edge build)",
  "next.config.mjs": "plain JavaScript that Next loads before any TypeScript",
};

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "generated" && !entry.name.startsWith("."))
        sources(file, out);
    } else if (
      /\.(ts|tsx|mjs|js)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.mts")
    )
      out.push(file);
  }
  return out;
}

describe("everything else imports the configuration", () => {
  it("no app, component, e-mail or library module reads process.env but the ones that must", () => {
    const files = [
      ...["app", "components", "emails", "lib"].flatMap((dir) => sources(dir)),
      "proxy.ts",
      "instrumentation.ts",
      "next.config.mjs",
    ];
    const reading = files.filter((file) => /process\.env\b/.test(read(file)));
    expect(reading.sort()).toEqual(Object.keys(OWN_READS).sort());
  });
});
