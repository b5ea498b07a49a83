import "server-only";

/**
 * What an account does about its own security: sign out of every session, change the password
 * (signed in: the current one and a new one), and reset a forgotten one through an e-mailed link.
 *
 * Sessions: every session cookie and bearer token carries the account's `sessionVersion` when it
 * was issued (session-token.ts), and current-user.ts refuses a token whose version is not the
 * account's. Raising the version therefore ends every earlier session and token at once. A
 * database trigger raises it whenever the password hash or the role changes (migration
 * 20261124184850), so a password change, a reset and a role change — by this code, a script or
 * psql — all end earlier sessions; sign-out raises it explicitly.
 *
 * Reset links: a random 256-bit token, of which only its SHA-256 is stored; it works once, until
 * PASSWORD_RESET_TTL_MINUTES (default 60) after it was asked for, and a newer link, a reset or a
 * password change retire it. The request's reply is the same whether the e-mail has an account or
 * not (no account enumeration); the e-mail goes through the outbox (outbox.ts) in the transaction
 * that stores the token.
 */
import crypto from "node:crypto";

import {
  RESET_LINK_INVALID,
  type ChangePasswordData,
  type ForgotPasswordData,
  type ResetPasswordData,
} from "@/lib/validation/auth";
import { config } from "../config/env";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { enforceRateLimit, namedLimit, rateLimit, rateLimitStatus, resetRateLimit } from "../rate-limit";
import { kickEmailOutbox } from "../email/background";
import { enqueueEmail } from "../email/outbox";
import { hashPassword, verifyPassword } from "./password";
import { ACCOUNT_SELECT, toAccount, type Account } from "./users";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works once, for a limited time.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Every other session has been signed out.";
export const PASSWORD_RESET_MESSAGE = "Your password has been reset. Please sign in with your new password.";

/** Ends every session and bearer token of the account (sign-out: this device and every other). */
export async function endAllSessions(userId: string): Promise<void> {
  await getDb().user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** "1 hour", "30 minutes": the link's lifetime in the e-mail's words. */
export function describeTtl(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Changes the signed-in account's password: the current password must match (a wrong one counts
 * against the e-mail like a failed sign-in, and is refused past RATE_LIMIT_LOGIN_EMAIL), the new
 * one follows the sign-up rule. Every earlier session and token ends; the caller issues a new one
 * for the device that made the change (the returned account carries the new session version).
 */
export async function changePassword(userId: string, data: ChangePasswordData, address: string): Promise<Account> {
  await enforceRateLimit("login", address);
  const db = getDb();
  const row = await db.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!row) throw AppError.unauthorized();
  const perEmail = namedLimit("loginEmail");
  const emailKey = `loginEmail:${row.email}`;
  if (perEmail) {
    const status = await rateLimitStatus(emailKey, perEmail);
    if (!status.ok) {
      throw new AppError(
        "RATE_LIMITED",
        `Too many attempts. Please wait ${Math.ceil(status.retryAfterSeconds / 60)} minutes and try again.`,
        {
          retryAfter: status.retryAfterSeconds,
        },
      );
    }
  }
  if (!(await verifyPassword(row.passwordHash, data.currentPassword))) {
    if (perEmail) await rateLimit(emailKey, perEmail);
    throw AppError.badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(data.newPassword);
  return db.$transaction(async (tx) => {
    // Conditional on the hash just verified: of two concurrent changes, the second finds it gone.
    const changed = await tx.user.updateMany({
      where: { id: userId, passwordHash: row.passwordHash },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    });
    if (changed.count !== 1) throw AppError.conflict("Your password was changed meanwhile. Please sign in again.");
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    return toAccount(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: ACCOUNT_SELECT }));
  });
}

/**
 * 'Forgot password?': when the e-mail has an account, a single-use link that expires is e-mailed
 * to it (queued in the outbox with the token's row); earlier unused links of that account stop
 * working. The reply is the same either way. Limited per client address (RATE_LIMIT_PASSWORD_RESET,
 * 429) and per e-mail address (RATE_LIMIT_PASSWORD_RESET_EMAIL: past it nothing more is sent, and
 * the reply stays the same, so the limit reveals nothing either).
 */
export async function requestPasswordReset(
  { email }: ForgotPasswordData,
  address: string,
  now = new Date(),
): Promise<{ message: string }> {
  await enforceRateLimit("passwordReset", address);
  const reply = { message: RESET_REQUESTED_MESSAGE };
  const perEmail = namedLimit("passwordResetEmail");
  if (perEmail && !(await rateLimit(`passwordResetEmail:${email}`, perEmail)).ok) return reply;

  const db = getDb();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true, email: true } });
  if (!user) return reply;
  const token = crypto.randomBytes(32).toString("base64url");
  const ttl = config().passwordResetTtlMs;
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttl) },
    });
    await enqueueEmail(tx, {
      to: user.email,
      templateType: "passwordReset",
      vars: {
        customerName: user.name,
        customerEmail: user.email,
        resetLink: `${config().siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
        resetExpiresIn: describeTtl(ttl),
        websiteUrl: config().siteUrl,
      },
    });
  });
  kickEmailOutbox();
  return reply;
}

/**
 * Whether a reset link's token would still work (stored, unused, not expired), read without using
 * it up: the reset page says at once that a used or expired link is dead (issue 35), before the
 * visitor types two passwords. The reset itself checks again.
 */
export async function isResetTokenUsable(token: string, now = new Date()): Promise<boolean> {
  if (token.length < 16 || token.length > 200) return false;
  const found = await getDb().passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true },
  });
  return Boolean(found && !found.usedAt && found.expiresAt > now);
}

/**
 * Sets a new password from an e-mailed link: the token must be one we stored, unused and not
 * expired; it is used up in the same transaction as the password change (so two uses of one link
 * never both succeed), every other link of the account is retired, and every session ends.
 * Anything wrong with the token → 400 with one message. The e-mail's failed sign-ins are cleared
 * (the per-e-mail ceiling no longer refuses the owner), and the caller marks the browser that used
 * the link as a known device of the account (returned `email`; ./device-cookie.ts).
 */
export async function resetPassword(
  data: ResetPasswordData,
  address: string,
  now = new Date(),
): Promise<{ message: string; email: string }> {
  await enforceRateLimit("passwordReset", address);
  const db = getDb();
  const tokenHash = hashToken(data.token);
  const invalid = () => AppError.badRequest(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  const found = await db.passwordResetToken.findUnique({
    where: { tokenHash },
    select: { userId: true, usedAt: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!found || found.usedAt || found.expiresAt <= now) throw invalid();
  const passwordHash = await hashPassword(data.password);
  await db.$transaction(async (tx) => {
    const used = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (used.count !== 1) throw invalid();
    await tx.passwordResetToken.updateMany({ where: { userId: found.userId, usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: found.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
  });
  if (namedLimit("loginEmail")) await resetRateLimit(`loginEmail:${found.user.email}`);
  return { message: PASSWORD_RESET_MESSAGE, email: found.user.email };
}
