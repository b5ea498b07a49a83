import "server-only";

/**
 * Verifying an account's e-mail address (issue 34): until its owner follows the link we e-mail, an
 * account's booking requests get the short unverified hold (BOOKING_UNCONFIRMED_HOLD_MINUTES), as
 * an anonymous guest's do; a verified account's get BOOKING_HOLD_HOURS at once (create-booking.ts).
 *
 * The link's token is random (256 bits), stored only as its sha256 on the account, single use
 * (cleared once verified), and lapses EMAIL_VERIFY_TTL_MS after it was sent. The e-mail is queued
 * through the outbox in the transaction that stores the token — for a new account, the one that
 * creates it (register-user.ts). A signed-in owner may ask for a new link at most once per
 * EMAIL_VERIFY_RESEND_AFTER_MS (a conditional update on emailVerifySentAt: one winner, whichever
 * instance answers). Opening the link shows a page; only its button (a POST) verifies, so a mail
 * scanner that follows links verifies nothing.
 */
import crypto from "node:crypto";

import { EMAIL_VERIFY_LINK_INVALID } from "@/lib/validation/auth";
import { config } from "../config/env";
import { getDb, type Prisma } from "../db/client";
import { AppError } from "../errors/app-error";
import { kickEmailOutbox } from "../email/background";
import { enqueueEmail } from "../email/outbox";
import { describeTtl } from "./account-security";

export const EMAIL_VERIFY_TTL_MS = 48 * 3_600_000;
export const EMAIL_VERIFY_RESEND_AFTER_MS = 10 * 60_000;

export const EMAIL_VERIFIED_MESSAGE = "Your e-mail address is confirmed. Thank you!";
export const EMAIL_ALREADY_VERIFIED = "Your e-mail address is already confirmed.";
const emailVerifySentMessage = (email: string) =>
  `We have sent a link to ${email}. Open it and press the button there to confirm your address.`;
const emailVerifyTooSoon = (minutes: number) =>
  `We sent you a link a moment ago. Please check your inbox (and spam folder), or ask again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

const hashToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

type Writer = Pick<Prisma.TransactionClient, "user" | "emailLog">;

/**
 * Stores a new verification token on the account (retiring any earlier link) and queues its e-mail,
 * both on the caller's transaction. `where` adds conditions the update must meet (the re-send
 * throttle); false when it did not (nothing queued).
 */
async function sendLink(
  tx: Writer,
  user: { id: string; name: string; email: string },
  now: Date,
  where: Prisma.UserWhereInput = {},
): Promise<boolean> {
  const token = crypto.randomBytes(32).toString("base64url");
  const stored = await tx.user.updateMany({
    where: { id: user.id, emailVerifiedAt: null, ...where },
    data: { emailVerifyTokenHash: hashToken(token), emailVerifySentAt: now },
  });
  if (stored.count !== 1) return false;
  await enqueueEmail(tx, {
    to: user.email,
    templateType: "emailVerification",
    vars: {
      customerName: user.name,
      customerEmail: user.email,
      verifyLink: `${config().siteUrl}/verify-email?token=${encodeURIComponent(token)}`,
      verifyExpiresIn: describeTtl(EMAIL_VERIFY_TTL_MS),
      websiteUrl: config().siteUrl,
    },
  });
  return true;
}

/** A new account's verification e-mail, queued in the transaction that creates it (register-user.ts). */
export async function queueEmailVerification(
  tx: Writer,
  user: { id: string; name: string; email: string },
  now: Date = new Date(),
): Promise<void> {
  await sendLink(tx, user, now);
}

/**
 * 'Send the link again' (signed in): a new link, unless the address is verified already or the last
 * one went out less than EMAIL_VERIFY_RESEND_AFTER_MS ago (429 with Retry-After).
 */
export async function resendEmailVerification(userId: string, now: Date = new Date()): Promise<{ message: string }> {
  const db = getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, emailVerifiedAt: true, emailVerifySentAt: true },
  });
  if (!user) throw AppError.unauthorized();
  if (user.emailVerifiedAt) return { message: EMAIL_ALREADY_VERIFIED };
  const resendBefore = new Date(now.getTime() - EMAIL_VERIFY_RESEND_AFTER_MS);
  const sent = await db.$transaction((tx) =>
    sendLink(tx, user, now, { OR: [{ emailVerifySentAt: null }, { emailVerifySentAt: { lte: resendBefore } }] }),
  );
  if (!sent) {
    const last =
      (await db.user.findUnique({
        where: { id: userId },
        select: { emailVerifiedAt: true, emailVerifySentAt: true },
      })) ?? user;
    if (last.emailVerifiedAt) return { message: EMAIL_ALREADY_VERIFIED };
    const waitMs = Math.max(
      1000,
      (last.emailVerifySentAt?.getTime() ?? now.getTime()) + EMAIL_VERIFY_RESEND_AFTER_MS - now.getTime(),
    );
    throw new AppError("RATE_LIMITED", emailVerifyTooSoon(Math.ceil(waitMs / 60_000)), {
      retryAfter: Math.ceil(waitMs / 1000),
    });
  }
  kickEmailOutbox();
  return { message: emailVerifySentMessage(user.email) };
}

/** POST /api/auth/verify-email {token}: the link's token verifies its account's address, once; 400 when unknown, used or lapsed. */
export async function verifyEmail(token: string, now: Date = new Date()): Promise<{ message: string }> {
  const tokenHash = hashToken(token);
  const sentAfter = new Date(now.getTime() - EMAIL_VERIFY_TTL_MS);
  // One conditional update: of two clicks on one link, one verifies and the other finds it used.
  const done = await getDb().user.updateMany({
    where: { emailVerifyTokenHash: tokenHash, emailVerifiedAt: null, emailVerifySentAt: { gt: sentAfter } },
    data: { emailVerifiedAt: now, emailVerifyTokenHash: null },
  });
  if (done.count !== 1) throw AppError.badRequest(EMAIL_VERIFY_LINK_INVALID, { token: [EMAIL_VERIFY_LINK_INVALID] });
  return { message: EMAIL_VERIFIED_MESSAGE };
}

/** Whether an account's e-mail address is verified (a primary-key read, in the caller's transaction or not). */
export async function isEmailVerified(
  userId: string,
  db: Pick<Prisma.TransactionClient, "user"> = getDb(),
): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return Boolean(row?.emailVerifiedAt);
}
