import "server-only";

import { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { getMailTransport, sendMail, type MailTransport } from "./transport";

interface RetryPayload {
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

function readPayload(value: unknown): RetryPayload | null {
  if (!value || typeof value !== "object") return null;
  const p = value as Record<string, unknown>;
  if (typeof p.subject !== "string" || typeof p.text !== "string") return null;
  return {
    subject: p.subject,
    text: p.text,
    html: typeof p.html === "string" ? p.html : undefined,
    replyTo: typeof p.replyTo === "string" ? p.replyTo : undefined,
  };
}

/**
 * Sends again the failed e-mails whose retry is due. Each is claimed first (its retryAt cleared in
 * one conditional update), so two runners never send one twice; a new attempt is logged as a new
 * row, and a failure schedules the next try until MAX_EMAIL_ATTEMPTS.
 */
export async function retryDueEmails(
  now: Date = new Date(),
  limit = 25,
): Promise<{ retried: number; sent: number; failed: number }> {
  const db = getDb();
  const due = await db.emailLog.findMany({
    where: { status: "failed", retryAt: { lte: now } },
    orderBy: { retryAt: "asc" },
    take: limit,
  });
  const outcome = { retried: 0, sent: 0, failed: 0 };
  if (!due.length) return outcome;

  let mailer: MailTransport | null = null;
  try {
    mailer = await getMailTransport();
  } catch (error) {
    logger.error("e-mail retries skipped: the SMTP configuration is unusable", { error });
  }
  try {
    for (const row of due) {
      const claimed = await db.emailLog.updateMany({
        where: { id: row.id, retryAt: { not: null } },
        data: { retryAt: null, payload: Prisma.DbNull },
      });
      if (claimed.count !== 1) continue;
      const payload = readPayload(row.payload);
      if (!payload) continue;
      outcome.retried++;
      const result = await sendMail(
        {
          to: row.toEmail,
          ...payload,
          templateType: row.templateType ?? undefined,
          bookingId: row.bookingId ?? undefined,
          guestHouseBookingId: row.guestHouseBookingId ?? undefined,
        },
        { mailer: mailer ?? undefined, retry: true, attempt: row.attempt + 1, logUnconfigured: true },
      );
      if (result.status === "sent") outcome.sent++;
      else outcome.failed++;
    }
  } finally {
    mailer?.transport.close();
  }
  return outcome;
}
