// Global setup of playwright.multi.config.ts: two production servers on one PostgreSQL database
// and one Redis database (scripts/multi-instance.mjs), started once for the whole run and handed
// to the spec's workers in MULTI_INSTANCE (JSON). The returned function stops both and drops the
// database, whatever the checks found.
// @ts-expect-error -- a plain ES module without types
import { startTwoInstances } from "../../../scripts/multi-instance.mjs";

export interface MultiInstanceRun {
  a: string;
  b: string;
  databaseUrl: string;
  redisUrl: string | null;
  redisPrefix: string | null;
  cronSecret: string;
  jobEnv: Record<string, string>;
  /** The S3-compatible bucket both instances keep uploaded pictures in (S3_BUCKET, S3_ENDPOINT, …). */
  s3: Record<"S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY", string>;
  /** Each instance's own MEDIA_DIR (A, B), which the bucket makes unused. */
  mediaDirs: [string, string];
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const base = Number(process.env.E2E_PORT ?? 3110);
  const run = await startTwoInstances({ ports: [base, base + 1] });
  const shared: MultiInstanceRun = {
    a: run.a,
    b: run.b,
    databaseUrl: run.databaseUrl,
    redisUrl: run.redisUrl,
    redisPrefix: run.redisPrefix,
    cronSecret: run.cronSecret,
    jobEnv: run.jobEnv,
    s3: run.s3,
    mediaDirs: run.mediaDirs,
  };
  process.env.MULTI_INSTANCE = JSON.stringify(shared);
  return async () => {
    if (process.env.MULTI_INSTANCE_LOGS)
      console.log(`── instance A\n${run.output.a()}\n── instance B\n${run.output.b()}`);
    await run.stop();
  };
}
