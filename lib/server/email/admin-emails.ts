import "server-only";

/**
 * What the administrator does with e-mail (admin spec §2.2, §2.4, §7): a plain test message, a
 * template test with sample values, a template for a chosen booking, the template view, the log.
 */
import { sampleVariables, TEMPLATES, type TemplateType, type TemplateVariables } from "@/lib/email/templates";
import { formatCentsUsd } from "@/lib/format";
import { templateFitsBooking, templatesForBooking, type BookingEmailTemplate } from "@/lib/bookings/status-rules";
import { SITE_NAME } from "@/lib/site";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, type Pagination } from "@/lib/validation/common";
import { config } from "../config/env";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import type { EmailTemplateType } from "../db/generated/client";
import { findBookingRef, sendBookingEmail, type BookingRef } from "./booking-emails";
import { getPaymentInstructions } from "../settings/payment-instructions";
import { renderEmail } from "./template-overrides";
import { BOOKING_TABLES } from "../bookings/kinds";
import { manageUrl } from "../bookings/manage-token";
import { paymentsEnabled } from "../payments/provider";
import { amountDueNow, NOTHING_DUE } from "../payments/start-payment";
import { getMailTransport, sendMail, smtpHostSaved, type MailTransport, type SendResult } from "./transport";

export const NOT_CONFIGURED = "Email is not configured yet. Save your SMTP settings first.";

async function requireMailer(): Promise<MailTransport> {
  let mailer: MailTransport | null;
  try {
    mailer = await getMailTransport();
  } catch (error) {
    throw AppError.conflict(error instanceof Error ? error.message : NOT_CONFIGURED);
  }
  if (!mailer) throw AppError.conflict(NOT_CONFIGURED);
  return mailer;
}

/**
 * The reply of an admin send. A failure's message is the failure's own description, prefixed when
 * the caller's screen shows it as it is; where the screen adds its own words (the booking pages'
 * 'Failed to send email: {message}'), no prefix, so they are not said twice.
 */
function sentOrThrow(
  result: SendResult,
  prefix?: string,
): { success: true; testMode: boolean; message: string; messageId: string } {
  if (result.status === "sent")
    return { success: true, testMode: false, message: "Email sent successfully", messageId: result.messageId };
  if (result.status === "test")
    return { success: true, testMode: true, message: TEST_MODE_SENT, messageId: result.messageId };
  if (result.status === "not_configured") throw AppError.conflict(NOT_CONFIGURED);
  throw new AppError(
    "UPSTREAM",
    prefix ? `${prefix}: ${result.error}` : `${result.error} Check Settings › Email.`,
    result.authRefused ? { reason: "smtp_auth_failed" } : {},
  );
}

/** POST /api/email/test: a short message proving the SMTP settings work. */
export async function sendTestEmail(to: string) {
  const mailer = await requireMailer();
  try {
    const result = await sendMail(
      {
        to,
        subject: `Test Email from ${SITE_NAME}`,
        text: `This is a test e-mail from ${SITE_NAME}: your SMTP settings work, and booking e-mails will be sent from ${mailer.fromEmail}.\n\n${config().siteUrl}`,
      },
      { mailer },
    );
    return sentOrThrow(result, "Failed to send test email");
  } finally {
    mailer.transport.close();
  }
}

/** POST /api/email/test/{type}: the template with sample values, to `testEmail` or the sender address. */
export async function sendTemplateTest(type: TemplateType, testEmail: string) {
  const mailer = await requireMailer();
  try {
    const email = await renderEmail(type, {
      ...sampleVariables(config().siteUrl),
      paymentInstructions: await getPaymentInstructions(),
    });
    const to = testEmail || mailer.fromEmail;
    const result = await sendMail({ to, ...email, subject: `[Test] ${email.subject}`, templateType: type }, { mailer });
    return { ...sentOrThrow(result, "Template Email Failed"), to };
  } finally {
    mailer.transport.close();
  }
}

/** The admin's toast after a test-mode send (admin spec §8). */
export const TEST_MODE_SENT = "Email sent successfully (using test mode)";

/**
 * POST /api/email/send-notification: a booking template for one booking, to its guest. With no
 * SMTP host saved it falls back to test mode (admin spec §7): rendered with the booking's data,
 * logged as `test`, delivered to no one, and the reply says `testMode: true`. With a host saved, a
 * failed send is a failure (502), never a test.
 */
export async function sendNotification(bookingId: string, type: BookingEmailTemplate) {
  const ref = await findBookingRef(bookingId);
  if (!ref) throw AppError.notFound("Booking not found");
  await refuseUntrueTemplate(ref, type);
  const vars = type === "paymentRequest" ? await onlinePaymentVars(ref) : undefined;
  if (!(await smtpHostSaved())) return sentOrThrow(await sendBookingEmail(type, ref, { testMode: true, vars }));
  await requireMailer().then((m) => m.transport.close());
  return sentOrThrow(await sendBookingEmail(type, ref, { vars }));
}

/**
 * With online payments, the payment request asks for what the booking's page lets the guest pay
 * now (the amount due when booking, or the balance) and links that page — never "we take no payment
 * online"; 409 when nothing can be paid online now (the booking's page would offer nothing).
 */
async function onlinePaymentVars(ref: BookingRef): Promise<TemplateVariables | undefined> {
  if (!paymentsEnabled()) return undefined;
  const found = await BOOKING_TABLES[ref.kind].findById(getDb(), ref.id);
  const due = found ? amountDueNow(found.stay) : null;
  if (!found || !due)
    throw AppError.conflict(`${NOTHING_DUE} Nothing can be paid online until it is confirmed or a balance is owed.`, {
      reason: "nothing_due",
    });
  return {
    amountDue: formatCentsUsd(due.amountCents),
    paymentLink: `${config().siteUrl}${manageUrl(found.stay.reference, found.stay.id)}`,
  };
}

/**
 * A template that contradicts the booking's status is refused (409): a pending booking's guest is
 * never told "Your booking is confirmed" (issue 35 item 9; the rule is lib/bookings/status-rules).
 */
async function refuseUntrueTemplate(ref: BookingRef, type: BookingEmailTemplate): Promise<void> {
  const db = getDb();
  const select = { status: true, paymentStatus: true } as const;
  const row =
    ref.kind === "hotel"
      ? await db.booking.findUnique({ where: { id: ref.id }, select })
      : await db.guestHouseBooking.findUnique({ where: { id: ref.id }, select });
  if (!row) throw AppError.notFound("Booking not found");
  if (templateFitsBooking(type, row.status, row.paymentStatus)) return;
  const fits = templatesForBooking(row.status, row.paymentStatus).map((t) => TEMPLATES[t].name);
  const paymentNote = type === "paymentRequest" ? " with nothing owed" : "";
  throw AppError.conflict(
    `The ${TEMPLATES[type].name} e-mail does not match this ${row.status} booking${paymentNote}. ${fits.length ? `Send ${fits.join(", ")} instead.` : "No booking e-mail fits it."}`,
  );
}

export interface EmailLogEntry {
  id: string;
  toEmail: string;
  subject: string;
  /** A booking or account template, or what caused a non-template e-mail (contactMessage, newsletterConfirmation…). */
  templateType: EmailTemplateType | null;
  /** `test`: sent in test mode (no SMTP server saved), delivered to no one. */
  status: "sent" | "failed" | "pending" | "test";
  errorMessage: string | null;
  attempt: number;
  retryAt: string | null;
  bookingId: string | null;
  guestHouseBookingId: string | null;
  bookingReference: string | null;
  createdAt: string;
}

/** The log's total is counted up to this many entries (every page an offset may reach, and no full scan). */
export const EMAIL_LOG_COUNT_CAP = MAX_OFFSET + MAX_PAGE_SIZE + 1;

/**
 * GET /api/email/logs: one page, newest first (the createdAt index; with `status`, the (status,
 * createdAt) one): DEFAULT_PAGE_SIZE entries without `limit`; the total counted up to
 * EMAIL_LOG_COUNT_CAP.
 */
export async function listEmailLogs(
  page: Pagination & { status?: EmailLogEntry["status"] } = {},
  filter: { bookingId?: string; guestHouseBookingId?: string } = {},
): Promise<{ items: EmailLogEntry[]; total: number; limit: number; offset: number }> {
  const db = getDb();
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const offset = page.offset ?? 0;
  const where = { ...filter, ...(page.status ? { status: page.status } : {}) };
  const [rows, total] = await Promise.all([
    db.emailLog.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      skip: offset,
      include: { booking: { select: { reference: true } }, guestHouseBooking: { select: { reference: true } } },
    }),
    db.emailLog.count({ where, take: EMAIL_LOG_COUNT_CAP }),
  ]);
  return {
    total,
    limit,
    offset,
    items: rows.map((r) => ({
      id: r.id,
      toEmail: r.toEmail,
      subject: r.subject,
      templateType: r.templateType,
      status: r.status,
      errorMessage: r.errorMessage,
      attempt: r.attempt,
      retryAt: r.retryAt?.toISOString() ?? null,
      bookingId: r.bookingId,
      guestHouseBookingId: r.guestHouseBookingId,
      bookingReference: r.booking?.reference ?? r.guestHouseBooking?.reference ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
