/**
 * Which secrets a real deployment must be given. The rule: a **production deployment** is a
 * production server (NODE_ENV=production) on a PostgreSQL database (DATABASE_URL set). It must
 * have NEXTAUTH_SECRET (or AUTH_SECRET), which signs sessions, and a separate EMAIL_CONFIG_SECRET,
 * which encrypts the stored SMTP password; it refuses to start without them. Everything else —
 * `npm start` on the embedded demo database (also NODE_ENV=production), `next dev`, the tests,
 * CI's boot check — keeps the zero-config fallback: a random key kept in .data/secret.key.
 */
type Env = Record<string, string | undefined>;

export function isProductionDeployment(env: Env = process.env): boolean {
  return env.NODE_ENV === "production" && Boolean(env.DATABASE_URL?.trim());
}

/** The configured session secret (NEXTAUTH_SECRET, or next-auth v5's AUTH_SECRET), or undefined. */
export function configuredAuthSecret(env: Env = process.env): string | undefined {
  return env.NEXTAUTH_SECRET?.trim() || env.AUTH_SECRET?.trim() || undefined;
}

/** What a production deployment lacks, as sentences naming the variable; empty when nothing (or not production). */
export function deploymentSecretProblems(env: Env = process.env): string[] {
  if (!isProductionDeployment(env)) return [];
  const problems: string[] = [];
  const auth = configuredAuthSecret(env);
  const box = env.EMAIL_CONFIG_SECRET?.trim();
  if (!auth) problems.push("NEXTAUTH_SECRET is not set: a production server on PostgreSQL (DATABASE_URL) needs it to sign sessions. Set it to a long random string (e.g. `openssl rand -base64 32`).");
  if (!box) problems.push("EMAIL_CONFIG_SECRET is not set: a production server on PostgreSQL (DATABASE_URL) needs it to encrypt the stored SMTP password. Set it to a long random string, different from NEXTAUTH_SECRET.");
  else if (auth && box === auth) problems.push("EMAIL_CONFIG_SECRET must differ from NEXTAUTH_SECRET: one leaked secret must not open both sessions and the stored SMTP password.");
  return problems;
}

/** Throws (one message naming each missing variable) when a production deployment lacks its secrets. */
export function assertDeploymentSecrets(env: Env = process.env): void {
  const problems = deploymentSecretProblems(env);
  if (problems.length) throw new Error(`Refusing to start: ${problems.join(" ")}`);
}
