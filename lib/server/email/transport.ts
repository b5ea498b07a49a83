import "server-only";

/**
 * Outgoing mail through the administrator's SMTP settings (the single EmailConfig row).
 * Every send attempt writes an EmailLog row ('sent', or 'failed' with the reason); a failure is
 * returned, never thrown, so whatever caused the mail (a booking, a contact message) is never lost.
 */
import nodemailer from "nodemailer";
import { EMAIL_RETRY_DELAYS_MS } from "@/lib/email/retry-policy";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

import type { EmailTemplateType } from "../db/generated/client";
import { getDb, Prisma } from "../db/client";
import { decryptSecret } from "../crypto/secret-box";
import { logger } from "../logger";
import { isSmtpAuthRefusal, smtpFailureReason, smtpTlsOptions, stripControlCharacters } from "./smtp-safety";

// Short enough that a dead SMTP host never holds a visitor's request for long.
const CONNECTION_TIMEOUT_MS = 8_000;
const GREETING_TIMEOUT_MS = 8_000;
const SOCKET_TIMEOUT_MS = 15_000;

export interface MailTransport {
  transport: Transporter<SMTPTransport.SentMessageInfo>;
  /** The configured sender address (also the team's address unless CONTACT_TO_EMAIL is set). */
  fromEmail: string;
  fromName: string;
  /** Default Reply-To of outgoing mail, when the administrator set one. */
  replyToEmail: string | null;
}

/**
 * The SMTP transport built from the stored configuration, or null when none is configured.
 * Throws when a configuration exists but its password cannot be decrypted (the key changed).
 */
export async function getMailTransport(): Promise<MailTransport | null> {
  const config = await getDb().emailConfig.findFirst({ orderBy: { id: "asc" } });
  if (!config || !config.smtpHost.trim() || !config.fromEmail.trim()) return null;

  let password = "";
  if (config.smtpPasswordEncrypted) {
    try {
      password = decryptSecret(config.smtpPasswordEncrypted);
    } catch (cause) {
      throw new Error(
        "The stored SMTP password cannot be decrypted (was EMAIL_CONFIG_SECRET changed?). Re-enter it in the e-mail settings.",
        { cause },
      );
    }
  }

  const transport = nodemailer.createTransport({
    host: config.smtpHost.trim(),
    port: config.smtpPort,
    // Port 465 speaks TLS from the start; other ports must upgrade with STARTTLS, except on this
    // machine (smtp-safety.ts): the password never crosses a network in clear.
    ...smtpTlsOptions(config.smtpHost, config.smtpPort),
    auth: config.smtpUser ? { user: config.smtpUser, pass: password } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });

  return {
    transport,
    fromEmail: config.fromEmail.trim(),
    fromName: config.fromName.trim(),
    replyToEmail: config.replyToEmail?.trim() || null,
  };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Links the log row to what caused the mail. */
  templateType?: EmailTemplateType;
  bookingId?: string;
  guestHouseBookingId?: string;
}

/** The file a booking's confirmation e-mail carries: its PDF receipt (lib/server/receipts). */
async function attachmentsOf(
  mail: OutgoingMail,
): Promise<{ filename: string; content: Buffer; contentType: string }[] | undefined> {
  if (mail.templateType !== "bookingConfirmed") return undefined;
  // Loaded when needed: the receipts read the booking tables, whose modules send e-mail themselves.
  const { confirmationReceipt } = await import("../receipts/booking-receipt");
  const receipt = await confirmationReceipt(mail);
  return receipt ? [{ filename: receipt.fileName, content: receipt.pdf, contentType: "application/pdf" }] : undefined;
}

export type SendResult =
  | { status: "sent"; messageId: string }
  /** Test mode (no SMTP server saved): rendered and recorded, delivered to no one. */
  | { status: "test"; messageId: string }
  /** `authRefused`: the SMTP server refused the username or password (the admin's reply says so by reason). */
  | { status: "failed"; error: string; authRefused?: boolean }
  | { status: "not_configured" };

/** Header values never carry line breaks (no header injection through a subject). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * Short, readable reason for the log and the admin's test reply: no stack, no credentials, no
 * server's raw reply (smtp-safety.ts), no NUL or control bytes (PostgreSQL text refuses NUL).
 */
export function reasonOf(error: unknown): string {
  const message = smtpFailureReason(error) ?? (error instanceof Error ? error.message : String(error));
  return stripControlCharacters(oneLine(message)).slice(0, 500) || "Unknown error";
}

/** What the log says when an e-mail could not go out because no SMTP server is set up. */
export const NOT_CONFIGURED_MESSAGE = "Not sent: no SMTP server is configured (Settings → Email Setup).";

/** What a queued e-mail's row says while it waits for an SMTP server to be set up (it stays queued). */
export const WAITING_FOR_SMTP_MESSAGE =
  "Queued: no SMTP server is configured yet (Settings → Email Setup); it is sent once one is.";

/** The waits before each retry (lib/email/retry-policy.ts, which Settings › Email Preferences states). */
const RETRY_DELAYS_MS = EMAIL_RETRY_DELAYS_MS;

/** How many times one e-mail is tried in all (the first send and its retries): 8, over about two days. */
export const MAX_EMAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait before retry n (after failed attempt n). */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/** A failed attempt to be retried: when, and what to send again. */
export interface PendingRetry {
  attempt: number;
  retryAt: Date;
  payload: { subject: string; text: string; html?: string; replyTo?: string };
}

/**
 * Writes one EmailLog row — or, with `rowId`, completes the queued row of this e-mail (see
 * outbox.ts) in place; never throws (a logging problem must not fail the caller).
 */
export async function logEmailAttempt(
  mail: Pick<OutgoingMail, "to" | "subject" | "templateType" | "bookingId" | "guestHouseBookingId">,
  status: "sent" | "failed" | "test",
  errorMessage?: string,
  options: { attempt?: number; retry?: PendingRetry | null; rowId?: string } = {},
) {
  const row = {
    toEmail: mail.to,
    subject: oneLine(mail.subject),
    templateType: mail.templateType ?? null,
    status,
    errorMessage: errorMessage ? stripControlCharacters(errorMessage) : null,
    bookingId: mail.bookingId ?? null,
    guestHouseBookingId: mail.guestHouseBookingId ?? null,
    attempt: options.retry?.attempt ?? options.attempt ?? 1,
    retryAt: options.retry?.retryAt ?? null,
  };
  try {
    if (options.rowId) {
      // Only while it is still queued: a sender whose claim had run out never overwrites another's outcome.
      await getDb().emailLog.updateMany({
        where: { id: options.rowId, status: "pending" },
        data: { ...row, payload: options.retry ? options.retry.payload : Prisma.DbNull, claimedUntil: null },
      });
    } else {
      await getDb().emailLog.create({ data: { ...row, payload: options.retry ? options.retry.payload : undefined } });
    }
  } catch (error) {
    logger.error("could not write the e-mail log", { error, status });
  }
}

export interface SendOptions {
  /** Reuse a transport you already have; otherwise the stored configuration is read. */
  mailer?: MailTransport | null;
  /** Schedule bounded retries with back-off when the send fails (booking and account e-mails). */
  retry?: boolean;
  /** Which attempt this is (retries count on from 1). */
  attempt?: number;
  /** Write a 'failed' log row saying plainly that no SMTP server is configured. */
  logUnconfigured?: boolean;
  /** The queued EmailLog row this attempt completes (outbox.ts): updated instead of a new row written. */
  logRowId?: string;
}

/**
 * Sends one message and logs the attempt. Never throws: the result says what happened. With
 * `retry`, a failed send is logged with the time of its next try (see retryDueEmails).
 */
export async function sendMail(
  mail: OutgoingMail,
  { mailer, retry = false, attempt = 1, logUnconfigured = false, logRowId }: SendOptions = {},
): Promise<SendResult> {
  const nextTry = (): PendingRetry | null =>
    retry && attempt < MAX_EMAIL_ATTEMPTS
      ? {
          attempt,
          retryAt: new Date(Date.now() + retryDelayMs(attempt)),
          payload: { subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo },
        }
      : null;

  let active: MailTransport | null;
  try {
    active = mailer ?? (await getMailTransport());
  } catch (error) {
    const reason = reasonOf(error);
    logger.error("e-mail not sent: the SMTP configuration is unusable", { error });
    await logEmailAttempt(mail, "failed", reason, { attempt, retry: nextTry(), rowId: logRowId });
    return { status: "failed", error: reason };
  }
  if (!active) {
    if (logUnconfigured) await logEmailAttempt(mail, "failed", NOT_CONFIGURED_MESSAGE, { attempt, rowId: logRowId });
    return { status: "not_configured" };
  }

  try {
    const info = await active.transport.sendMail({
      from: active.fromName ? { name: oneLine(active.fromName), address: active.fromEmail } : active.fromEmail,
      to: mail.to,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? active.replyToEmail ?? undefined,
      attachments: await attachmentsOf(mail),
    });
    await logEmailAttempt(mail, "sent", undefined, { attempt, rowId: logRowId });
    return { status: "sent", messageId: info.messageId };
  } catch (error) {
    const reason = reasonOf(error);
    logger.warn("e-mail not sent", { reason, attempt });
    await logEmailAttempt(mail, "failed", reason, { attempt, retry: nextTry(), rowId: logRowId });
    return { status: "failed", error: reason, ...(isSmtpAuthRefusal(error) ? { authRefused: true } : {}) };
  } finally {
    if (!mailer) active.transport.close();
  }
}

/** Whether an SMTP host is saved (test mode is only for a site that has none). */
export async function smtpHostSaved(): Promise<boolean> {
  const config = await getDb().emailConfig.findFirst({ orderBy: { id: "asc" }, select: { smtpHost: true } });
  return Boolean(config?.smtpHost.trim());
}

/** What the log says of a test-mode send. */
export const TEST_MODE_MESSAGE =
  "Test mode: no SMTP server is saved, so this e-mail was rendered and recorded but not delivered.";

/**
 * Test mode (admin spec §7: send-notification "falls back to the test endpoint"), for a site with
 * no SMTP host saved: the message is built by nodemailer's JSON transport — everything a real send
 * builds, nothing leaves the machine — and logged with status `test`. Never throws for the send.
 */
export async function sendTestModeMail(mail: OutgoingMail): Promise<SendResult> {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  try {
    const info = await transport.sendMail({
      from: { name: "Test mode", address: "test-mode@example.invalid" },
      to: mail.to,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
    });
    await logEmailAttempt(mail, "test", TEST_MODE_MESSAGE);
    return { status: "test", messageId: info.messageId };
  } catch (error) {
    const reason = reasonOf(error);
    await logEmailAttempt(mail, "failed", reason);
    return { status: "failed", error: reason };
  } finally {
    transport.close();
  }
}
