// `npm start` runs this first: a production deployment (NODE_ENV=production with DATABASE_URL)
// without NEXTAUTH_SECRET and a separate EMAIL_CONFIG_SECRET stops here, before building, with a
// message naming the variable (the server itself refuses too: lib/server/startup/register-node.ts).
import { reportDeploymentSecretProblems } from "../lib/server/crypto/deployment";

process.exit(reportDeploymentSecretProblems({ ...process.env, NODE_ENV: "production" }) ? 1 : 0);
