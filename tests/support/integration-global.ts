/**
 * Once per integration run on PostgreSQL: a migrated, seeded template database, so each test
 * file can start from a fresh copy in milliseconds (CREATE DATABASE … TEMPLATE). On the embedded
 * engine: the same as a PGlite data folder dumped to a file (pglite-snapshot.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresDatabase, dropPostgresDatabase, testEngine } from "./test-databases";
import { prepareDatabase } from "./prepare";
import { writePgliteSnapshot } from "./pglite-snapshot";

export default async function setup(project: TestProject) {
  if (testEngine() !== "postgres") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lagoon-pglite-"));
    const file = path.join(dir, "seeded.tar");
    await writePgliteSnapshot(file);
    project.provide("pgliteSnapshot", file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const template = await createPostgresDatabase("lagoon_tpl");
  await prepareDatabase({ kind: "postgres", url: template.url });
  project.provide("postgresTemplate", template.name);
  return async () => {
    await dropPostgresDatabase(template.name);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
    pgliteSnapshot: string;
  }
}
