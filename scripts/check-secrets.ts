// `npm start` runs this first: a production start stops here, before building, with a message
// naming each variable — an unreadable one (lib/server/config/env.ts), or a secret, the address or
// a safe administrator that a production start lacks (lib/server/config/production.ts,
// lib/server/startup/production-admin.ts). The server itself refuses too
// (lib/server/startup/register-node.ts; the seed checks the database's accounts: prisma/seed.ts).
// `next start` always runs with NODE_ENV=production, so on PostgreSQL (DATABASE_URL) every start is
// checked as a deployment; on the embedded database only when NODE_ENV=production is given here
// (else it is the zero-config demo).
import { ConfigError, GIVEN_NODE_ENV, readConfig } from "../lib/server/config/env";
import { startupProblems } from "../lib/server/config/production";
import { productionAdminEnvProblems } from "../lib/server/startup/production-admin";

const given = { ...process.env, [GIVEN_NODE_ENV]: process.env.NODE_ENV ?? "" };
const problems = startupProblems(() => readConfig({ ...given, NODE_ENV: "production" }));
try {
  problems.push(...productionAdminEnvProblems(readConfig(given)));
} catch (error) {
  // An unreadable variable: named above already.
  if (!(error instanceof ConfigError)) throw error;
}
for (const problem of problems) console.error(`Refusing to start: ${problem}`);
process.exit(problems.length ? 1 : 0);
