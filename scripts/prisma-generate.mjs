// Runs `prisma generate` without Prisma's native schema engine, which cannot be downloaded
// here (generation does not need it; see ../shared docs/stack.md).
import { spawnSync } from "node:child_process";

const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(result.status ?? 1);
