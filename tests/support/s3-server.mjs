// A real S3-compatible server (s3rver, pure JavaScript) for the tests: the integration tests' S3
// store (tests/integration/media-*.test.ts) and the two-instance check's shared bucket
// (scripts/multi-instance.mjs). Plain JavaScript so that script can import it; typed by s3-server.d.mts.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The credentials s3rver checks signatures with. */
const KEY = "S3RVER";

/**
 * Starts one on a free local port with one empty bucket; returns the environment an S3MediaStore
 * reads (lib/server/media/store.ts), its folder, and stop() (which deletes the folder).
 */
export async function startS3Server(bucket = "lagoon-media") {
  const directory = await mkdtemp(path.join(os.tmpdir(), "lagoon-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  return {
    env,
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
