import "server-only";

/**
 * The newsletter list, double opt-in: a sign-up stores the address unconfirmed and queues (in the
 * same transaction, through the outbox) an e-mail whose link confirms it. The link's token is
 * random, stored only as its sha256, single use, and lapses after NEWSLETTER_CONFIRM_TTL_MS.
 * Signing up again while unconfirmed re-sends the e-mail (with a new link) at most once per
 * NEWSLETTER_RESEND_AFTER_MS; a confirmed address gets nothing. Every sign-up gets the same reply,
 * so the form never tells who is subscribed.
 */
import crypto from "node:crypto";

import { SITE_NAME } from "@/lib/site";
import { config } from "../config/env";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { kickEmailOutbox } from "../email/background";
import { enqueueMessage } from "../email/outbox";

export const NEWSLETTER_RESEND_AFTER_MS = 60 * 60_000;
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 3_600_000;
/** POST /api/newsletter's reply (the form's toast shows it). */
export const NEWSLETTER_CHECK_INBOX =
  "Please check your inbox: follow the link in the e-mail we sent you to confirm your subscription.";
export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Thank you for subscribing to our newsletter.";
export const NEWSLETTER_LINK_INVALID =
  "This confirmation link is invalid, has already been used or has expired. Please subscribe again.";

export const hashNewsletterToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The confirmation e-mail: the link, and what happens if the reader did not sign up. */
export function composeNewsletterConfirmation(link: string) {
  const subject = `Please confirm your subscription to the ${SITE_NAME} newsletter`;
  const text = [
    `Thank you for signing up for the ${SITE_NAME} newsletter.`,
    ``,
    `Please confirm your subscription by opening this link (valid for 7 days):`,
    link,
    ``,
    `If you did not sign up, ignore this e-mail: you will not be subscribed.`,
  ].join("\n");
  const html = [
    `<div style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">`,
    `<p>Thank you for signing up for the ${escapeHtml(SITE_NAME)} newsletter.</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0e7490;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Confirm my subscription</a></p>`,
    `<p style="color:#4b5563">The link is valid for 7 days. If you did not sign up, ignore this e-mail: you will not be subscribed.</p>`,
    `</div>`,
  ].join("");
  return { subject, text, html };
}

export type SubscribeOutcome = "confirmation_sent" | "already_confirmed" | "recently_sent";

/** POST /api/newsletter: a sign-up (see the file's comment). The outcome is for tests and logs, never the reply. */
export async function subscribeToNewsletter(
  email: string,
  now: Date = new Date(),
): Promise<{ outcome: SubscribeOutcome }> {
  const normalised = email.trim().toLowerCase();
  const token = crypto.randomBytes(32).toString("base64url");
  const link = `${config().siteUrl}/newsletter/confirm?token=${token}`;
  const resendBefore = new Date(now.getTime() - NEWSLETTER_RESEND_AFTER_MS);

  const outcome = await getDb().$transaction(async (tx): Promise<SubscribeOutcome> => {
    const fresh = await tx.newsletterSubscriber.createMany({
      data: [{ email: normalised, confirmTokenHash: hashNewsletterToken(token), confirmSentAt: now }],
      skipDuplicates: true,
    });
    if (fresh.count === 0) {
      const existing = await tx.newsletterSubscriber.findUnique({ where: { email: normalised } });
      if (!existing || existing.confirmedAt) return "already_confirmed";
      // Unconfirmed: a new link, only when the last one went out long enough ago (a conditional update: one winner).
      const renewed = await tx.newsletterSubscriber.updateMany({
        where: {
          id: existing.id,
          confirmedAt: null,
          OR: [{ confirmSentAt: null }, { confirmSentAt: { lte: resendBefore } }],
        },
        data: { confirmTokenHash: hashNewsletterToken(token), confirmSentAt: now },
      });
      if (renewed.count === 0) return "recently_sent";
    }
    await enqueueMessage(tx, {
      to: normalised,
      templateType: "newsletterConfirmation",
      ...composeNewsletterConfirmation(link),
    });
    return "confirmation_sent";
  });
  if (outcome === "confirmation_sent") kickEmailOutbox();
  return { outcome };
}

/** POST /api/newsletter/confirm: the link's token confirms its address, once; 400 when unknown, used or lapsed. */
export async function confirmNewsletterSubscription(token: string, now: Date = new Date()): Promise<{ email: string }> {
  const hash = hashNewsletterToken(token);
  const db = getDb();
  const row = await db.newsletterSubscriber.findUnique({ where: { confirmTokenHash: hash } });
  if (
    !row ||
    row.confirmedAt ||
    !row.confirmSentAt ||
    row.confirmSentAt.getTime() + NEWSLETTER_CONFIRM_TTL_MS < now.getTime()
  ) {
    throw AppError.badRequest(NEWSLETTER_LINK_INVALID);
  }
  const done = await db.newsletterSubscriber.updateMany({
    where: { id: row.id, confirmTokenHash: hash, confirmedAt: null },
    data: { confirmedAt: now, confirmTokenHash: null },
  });
  if (done.count !== 1) throw AppError.badRequest(NEWSLETTER_LINK_INVALID);
  return { email: row.email };
}
