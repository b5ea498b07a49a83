// `npm start` runs this first: a production start stops here, before building, with a message
// naming each variable (the server itself refuses too: lib/server/startup/register-node.ts; the seed
// checks the database's accounts: prisma/seed.ts). `next start` always runs with
// NODE_ENV=production, so on PostgreSQL (DATABASE_URL) every start is checked as a deployment; on the
// embedded database only when NODE_ENV=production is given here (else it is the zero-config demo).
import { GIVEN_NODE_ENV, reportDeploymentSecretProblems } from "../lib/server/crypto/deployment";
import { productionAdminEnvProblems } from "../lib/server/startup/production-admin";

const secrets = reportDeploymentSecretProblems({ ...process.env, NODE_ENV: "production", [GIVEN_NODE_ENV]: process.env.NODE_ENV ?? "" });
const admin = productionAdminEnvProblems({ ...process.env, [GIVEN_NODE_ENV]: process.env.NODE_ENV ?? "" });
for (const problem of admin) console.error(`Refusing to start: ${problem}`);
process.exit(secrets || admin.length ? 1 : 0);
