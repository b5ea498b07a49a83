import "server-only";

import crypto from "node:crypto";

import { config, type Config } from "../config/env";
import { AppError } from "../errors/app-error";

/**
 * The cron route's (app/api/cron/jobs) one check: `Authorization: Bearer <CRON_SECRET>`, the header
 * Vercel Cron sends when the project has a CRON_SECRET. Compared in constant time (SHA-256 digests of
 * both sides, so neither the secret's length nor its first differing byte shows in the timing).
 * Without a CRON_SECRET the route does not exist (404): nothing can call the jobs from outside, and
 * a deployment that needs them (Vercel) refuses to start without it (lib/server/config/production.ts).
 */

export const CRON_UNAUTHORIZED = "This call needs the cron secret (Authorization: Bearer <CRON_SECRET>).";

const digest = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest();

/** Whether the Authorization header carries exactly `secret` as a bearer token. */
export function isCronAuthorization(header: string | null, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  // Compared even when absent, so a missing header takes as long as a wrong one.
  const equal = crypto.timingSafeEqual(digest(given ?? ""), digest(secret));
  return given !== undefined && equal;
}

/** Throws the contract's 404 (no CRON_SECRET configured) or 401 (missing or wrong secret). */
export function requireCronSecret(request: Request, c: Config = config()): void {
  const secret = c.secrets.cron;
  if (!secret) throw AppError.notFound(`No API endpoint at ${new URL(request.url).pathname}.`);
  if (!isCronAuthorization(request.headers.get("authorization"), secret))
    throw AppError.unauthorized(CRON_UNAUTHORIZED);
}
