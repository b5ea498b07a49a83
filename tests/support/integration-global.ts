/**
 * Once per integration run on PostgreSQL: a migrated, seeded template database, so each test
 * file can start from a fresh copy in milliseconds (CREATE DATABASE … TEMPLATE).
 */
import type { TestProject } from "vitest/node";
import { createPostgresDatabase, dropPostgresDatabase, testEngine } from "./test-databases";
import { prepareDatabase } from "./prepare";

export default async function setup(project: TestProject) {
  if (testEngine() !== "postgres") return;
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
  }
}
