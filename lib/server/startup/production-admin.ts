import "server-only";

import { loginSchema } from "@/lib/validation/auth";
import { config, type Config } from "../config/env";

/**
 * The administrator of a production start (NODE_ENV=production, either engine). It never gets the
 * demo accounts (prisma/seed.ts); its administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD, and a
 * start is refused when:
 * - only one of the two is set;
 * - ADMIN_PASSWORD is shorter than MIN_ADMIN_PASSWORD_LENGTH, a published or common password
 *   (KNOWN_PASSWORDS, compared case-insensitively), one character repeated, or the e-mail address;
 *   checked whenever it is set, also once the account exists (it may be the one it was made with);
 * - (with the database: productionAccountProblems in prisma/seed.ts) the database has no
 *   administrator and none is named, or a demo account still has its published password.
 * Once the administrator exists the two may be removed from the environment: a restart without
 * them is not refused.
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Published (the README's demo accounts) and common passwords, lower-case. */
export const KNOWN_PASSWORDS: readonly string[] = [
  "admin12345",
  "customer12345",
  "password",
  "password1",
  "password123",
  "password1234",
  "password12345",
  "passwordpassword",
  "changeme",
  "changeme123",
  "changeme1234",
  "admin",
  "admin123",
  "admin1234",
  "admin123456",
  "admin1234567",
  "admin12345678",
  "adminadmin",
  "adminadmin123",
  "administrator",
  "administrator1",
  "letmein",
  "letmein12345",
  "welcome",
  "welcome12345",
  "welcome123456",
  "iloveyou",
  "iloveyou1234",
  "qwerty",
  "qwerty123",
  "qwerty123456",
  "qwertyuiop",
  "qwertyuiop12",
  "qwertyuiop123",
  "1q2w3e4r5t6y",
  "123456",
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "123456789012",
  "1234567890123",
  "123123123123",
  "abc123",
  "abcdefghijkl",
  "abc123456789",
  "lagoonstays",
  "lagoonstays1",
  "lagoonstays123",
  "lagoon-stays",
  "secret",
  "supersecret",
  "supersecret123",
];

/** Why `password` may not be a production administrator's password, or null when it may. */
export function adminPasswordProblem(password: string, email?: string): string | null {
  const lower = password.trim().toLowerCase();
  if (KNOWN_PASSWORDS.includes(lower))
    return "ADMIN_PASSWORD is a published or common password: choose another (e.g. `openssl rand -base64 18`).";
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH)
    return `ADMIN_PASSWORD is too short: a production administrator's password needs at least ${MIN_ADMIN_PASSWORD_LENGTH} characters (e.g. \`openssl rand -base64 18\`).`;
  if (password.length > 200) return "ADMIN_PASSWORD is too long: the sign-in form takes at most 200 characters.";
  if (new Set(lower).size === 1) return "ADMIN_PASSWORD is one character repeated: choose another.";
  if (email && lower === email.trim().toLowerCase()) return "ADMIN_PASSWORD is the e-mail address: choose another.";
  return null;
}

/** What a production start's ADMIN_EMAIL / ADMIN_PASSWORD get wrong, as sentences; empty when nothing (or not production). */
export function productionAdminEnvProblems(c: Config = config()): string[] {
  if (!c.productionRequested) return [];
  const { email, password } = c.admin;
  const problems: string[] = [];
  if (email && !password)
    problems.push(
      "ADMIN_EMAIL is set without ADMIN_PASSWORD: set both to create the administrator (or neither once it exists).",
    );
  if (!email && password)
    problems.push(
      "ADMIN_PASSWORD is set without ADMIN_EMAIL: set both to create the administrator (or neither once it exists).",
    );
  if (email && !loginSchema.shape.email.safeParse(email).success)
    problems.push(`ADMIN_EMAIL is not an e-mail address: "${email.slice(0, 100)}".`);
  if (password) {
    const problem = adminPasswordProblem(password, email);
    if (problem) problems.push(problem);
  }
  return problems;
}
