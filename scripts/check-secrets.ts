// `npm start` runs this first: a production deployment (NODE_ENV=production with DATABASE_URL)
// without NEXTAUTH_SECRET and a separate EMAIL_CONFIG_SECRET stops here, before building, with a
// message naming the variable (the server itself refuses too: instrumentation.ts).
import { deploymentSecretProblems } from "../lib/server/crypto/deployment";

const problems = deploymentSecretProblems({ ...process.env, NODE_ENV: "production" });
for (const problem of problems) console.error(`Refusing to start: ${problem}`);
process.exit(problems.length ? 1 : 0);
