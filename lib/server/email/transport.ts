/**
 * Outgoing mail through the administrator's SMTP settings (the single EmailConfig row).
 * Every send attempt writes an EmailLog row ('sent', or 'failed' with the reason); a failure is
 * returned, never thrown, so whatever caused the mail (a booking, a contact message) is never lost.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

import type { EmailTemplateType } from "../db/generated/client";
import { getDb } from "../db/client";
import { decryptSecret } from "../crypto/secret-box";
import { logger } from "../logger";

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
      throw new Error("The stored SMTP password cannot be decrypted (was EMAIL_CONFIG_SECRET changed?). Re-enter it in the e-mail settings.", { cause });
    }
  }

  const transport = nodemailer.createTransport({
    host: config.smtpHost.trim(),
    port: config.smtpPort,
    // Port 465 speaks TLS from the start; other ports upgrade with STARTTLS when offered.
    secure: config.smtpPort === 465,
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

export type SendResult =
  | { status: "sent"; messageId: string }
  | { status: "failed"; error: string }
  | { status: "not_configured" };

/** Header values never carry line breaks (no header injection through a subject). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** Short, readable reason for the log (no stack, no credentials). */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return oneLine(message).slice(0, 500) || "Unknown error";
}

/** Writes one EmailLog row; never throws (a logging problem must not fail the caller). */
export async function logEmailAttempt(
  mail: Pick<OutgoingMail, "to" | "subject" | "templateType" | "bookingId" | "guestHouseBookingId">,
  status: "sent" | "failed",
  errorMessage?: string,
) {
  try {
    await getDb().emailLog.create({
      data: {
        toEmail: mail.to,
        subject: oneLine(mail.subject),
        templateType: mail.templateType ?? null,
        status,
        errorMessage: errorMessage ?? null,
        bookingId: mail.bookingId ?? null,
        guestHouseBookingId: mail.guestHouseBookingId ?? null,
      },
    });
  } catch (error) {
    logger.error("could not write the e-mail log", { error, status });
  }
}

/**
 * Sends one message and logs the attempt. Pass `mailer` to reuse a transport you already have
 * (e.g. after reading its fromEmail); otherwise the stored configuration is read.
 * Never throws: the result says what happened.
 */
export async function sendMail(mail: OutgoingMail, { mailer }: { mailer?: MailTransport | null } = {}): Promise<SendResult> {
  let active: MailTransport | null;
  try {
    active = mailer ?? (await getMailTransport());
  } catch (error) {
    const reason = reasonOf(error);
    logger.error("e-mail not sent: the SMTP configuration is unusable", { error });
    await logEmailAttempt(mail, "failed", reason);
    return { status: "failed", error: reason };
  }
  if (!active) return { status: "not_configured" };

  try {
    const info = await active.transport.sendMail({
      from: active.fromName ? { name: oneLine(active.fromName), address: active.fromEmail } : active.fromEmail,
      to: mail.to,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? active.replyToEmail ?? undefined,
    });
    await logEmailAttempt(mail, "sent");
    return { status: "sent", messageId: info.messageId };
  } catch (error) {
    const reason = reasonOf(error);
    logger.warn("e-mail not sent", { reason });
    await logEmailAttempt(mail, "failed", reason);
    return { status: "failed", error: reason };
  } finally {
    if (!mailer) active.transport.close();
  }
}
