import "server-only";

/**
 * The e-mail outbox: an e-mail caused by a database change (a booking received, a status change, a
 * new account, a check-in reminder) is written as a queued EmailLog row (status `pending`, the
 * template's variables in `payload`) IN THE SAME TRANSACTION as that change, so it exists exactly
 * when the change does. `drainEmailOutbox` renders and sends queued rows later, off the request's
 * path: kicked after each commit (background.ts, which yields to requests), run by the in-process
 * jobs every minute and by `npm run email:jobs` — so a row left by a process that died is sent by
 * the next run. Each row is claimed first (a conditional update, `FOR UPDATE SKIP LOCKED`), so two
 * drainers never send one twice; sending turns the row itself into the attempt's log row (`sent`,
 * or `failed` with a retry scheduled as before: retry-due-emails.ts).
 */
import { isTemplateType, type TemplateType, type TemplateVariables } from "@/lib/email/templates";
import { config, type Config } from "../config/env";
import { getDb, Prisma } from "../db/client";
import type { EmailTemplateType } from "../db/generated/client";
import { logger } from "../logger";
import { templateSubject } from "./render-template";
import { renderEmail } from "./template-overrides";
import { getMailTransport, sendMail, WAITING_FOR_SMTP_MESSAGE, type MailTransport } from "./transport";

/** An e-mail to queue: what the drainer needs to render and send it. */
export interface QueuedEmail {
  to: string;
  templateType: TemplateType;
  vars: TemplateVariables;
  /** Links the log row to its booking (the admin's e-mail history). */
  bookingId?: string;
  guestHouseBookingId?: string;
}

/** How long a drainer holds a claimed row (well past the SMTP timeouts); after that it may be taken again. */
export const OUTBOX_CLAIM_MS = 5 * 60_000;

/** Queues one e-mail on the caller's transaction; returns its row's id. */
export async function enqueueEmail(
  db: Pick<Prisma.TransactionClient, "emailLog">,
  email: QueuedEmail,
): Promise<string> {
  const row = await db.emailLog.create({
    select: { id: true },
    data: {
      toEmail: email.to,
      subject: templateSubject(email.templateType, email.vars),
      templateType: email.templateType,
      status: "pending",
      attempt: 1,
      payload: { vars: email.vars },
      bookingId: email.bookingId ?? null,
      guestHouseBookingId: email.guestHouseBookingId ?? null,
    },
  });
  return row.id;
}

/** A message composed already (a contact message, a newsletter confirmation): queued as it will be sent. */
export interface QueuedMessage {
  /** The recipient; with `toTeam`, the team's address known now (the log shows it until sent). */
  to: string;
  /** Sent to the team's address as it is when sent (contactTeamAddress). */
  toTeam?: boolean;
  templateType: Extract<EmailTemplateType, "contactMessage" | "newsletterConfirmation">;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The contact message it carries: marked `emailedAt` once sent. */
  contactMessageId?: string;
}

/** Where contact messages go: CONTACT_TO_EMAIL, else the configured sender address. */
export function contactTeamAddress(fromEmail: string, c: Config = config()): string {
  return c.contactToEmail || fromEmail;
}

/** Queues one composed message on the caller's transaction (or the client); returns its row's id. */
export async function enqueueMessage(
  db: Pick<Prisma.TransactionClient, "emailLog">,
  message: QueuedMessage,
): Promise<string> {
  const row = await db.emailLog.create({
    select: { id: true },
    data: {
      toEmail: message.to,
      subject: message.subject.replace(/[\r\n]+/g, " ").trim(),
      templateType: message.templateType,
      status: "pending",
      attempt: 1,
      payload: {
        message: {
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        },
        ...(message.toTeam ? { toTeam: true } : {}),
        ...(message.contactMessageId ? { contactMessageId: message.contactMessageId } : {}),
      },
    },
  });
  return row.id;
}

interface ComposedPayload {
  message: { subject: string; text: string; html?: string; replyTo?: string };
  toTeam: boolean;
  contactMessageId: string | null;
}

/** A queued composed message's payload, or null when it is not one. */
function readComposed(payload: unknown): ComposedPayload | null {
  const p = payload as { message?: unknown; toTeam?: unknown; contactMessageId?: unknown } | null;
  const m = p?.message as Record<string, unknown> | undefined;
  if (!m || typeof m !== "object" || typeof m.subject !== "string" || typeof m.text !== "string") return null;
  return {
    message: {
      subject: m.subject,
      text: m.text,
      html: typeof m.html === "string" ? m.html : undefined,
      replyTo: typeof m.replyTo === "string" ? m.replyTo : undefined,
    },
    toTeam: p!.toTeam === true,
    contactMessageId: typeof p!.contactMessageId === "string" ? p!.contactMessageId : null,
  };
}

/** The template variables of a queued row's payload, or null when it is not one. */
export function readQueuedVars(payload: unknown): TemplateVariables | null {
  const vars = (payload as { vars?: unknown } | null)?.vars;
  if (!vars || typeof vars !== "object" || Array.isArray(vars)) return null;
  const entries = Object.entries(vars);
  if (!entries.every(([, value]) => typeof value === "string")) return null;
  return Object.fromEntries(entries) as TemplateVariables;
}

interface ClaimedRow {
  id: string;
  toEmail: string;
  templateType: string | null;
  payload: string | null;
  attempt: number;
  bookingId: string | null;
  guestHouseBookingId: string | null;
}

/** The queued rows a drainer may take now: oldest first, unclaimed or whose claim ran out, none another drainer is taking. */
function claimable(
  now: Date,
  limit: number,
  ids: readonly string[] | undefined,
  firstParam: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [now, limit];
  const only = ids
    ? ` AND "id" IN (${ids.map((id, i) => (params.push(id), `$${firstParam + 2 + i}::uuid`)).join(", ")})`
    : "";
  const sql = `SELECT "id" FROM "EmailLog"
     WHERE "status" = 'pending' AND ("claimedUntil" IS NULL OR "claimedUntil" <= $${firstParam}::timestamptz)${only}
     ORDER BY "createdAt", "id" LIMIT $${firstParam + 1}::int
     FOR UPDATE SKIP LOCKED`;
  return { sql, params };
}

/** Claims up to `limit` queued rows for OUTBOX_CLAIM_MS, in one conditional update. */
async function claimQueued(now: Date, limit: number, ids?: readonly string[]): Promise<ClaimedRow[]> {
  const pick = claimable(now, limit, ids, 2);
  return getDb().$queryRawUnsafe<ClaimedRow[]>(
    `UPDATE "EmailLog" SET "claimedUntil" = $1::timestamptz
     WHERE "id" IN (${pick.sql})
     RETURNING "id", "toEmail", "templateType"::text AS "templateType", "payload"::text AS "payload", "attempt", "bookingId", "guestHouseBookingId"`,
    new Date(now.getTime() + OUTBOX_CLAIM_MS),
    ...pick.params,
  );
}

/** How long a queued e-mail waits for an SMTP server to be set up before it is logged as not sent. */
export const OUTBOX_MAX_WAIT_MS = 7 * 24 * 3_600_000;

export const EXPIRED_UNCONFIGURED_MESSAGE =
  "Not sent: no SMTP server was configured within 7 days of it being queued (Settings → Email Setup).";

/**
 * With no SMTP server configured, queued e-mails stay queued (sent once one is), their rows saying
 * so; only those queued longer than OUTBOX_MAX_WAIT_MS are logged as not sent. Returns how many.
 */
async function holdUnconfigured(now: Date, ids?: readonly string[]): Promise<number> {
  const db = getDb();
  const only = ids ? { id: { in: [...ids] } } : {};
  const unclaimed = { OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] };
  const expired = await db.emailLog.updateMany({
    where: {
      status: "pending",
      createdAt: { lte: new Date(now.getTime() - OUTBOX_MAX_WAIT_MS) },
      ...unclaimed,
      ...only,
    },
    data: { status: "failed", errorMessage: EXPIRED_UNCONFIGURED_MESSAGE, payload: Prisma.DbNull, claimedUntil: null },
  });
  await db.emailLog.updateMany({
    where: { status: "pending", errorMessage: null, ...only },
    data: { errorMessage: WAITING_FOR_SMTP_MESSAGE },
  });
  return expired.count;
}

/** A queued row that cannot be rendered (unknown template, unreadable variables) is logged as failed, for good. */
async function failUnrenderable(id: string, reason: string): Promise<void> {
  await getDb().emailLog.updateMany({
    where: { id, status: "pending" },
    data: { status: "failed", errorMessage: reason, payload: Prisma.DbNull, claimedUntil: null },
  });
}

export interface DrainOptions {
  now?: Date;
  /**
   * At most this many e-mails rendered and sent in this call (default: until the queue is empty).
   * Without an SMTP server nothing is sent: queued rows wait for one (holdUnconfigured).
   */
  limit?: number;
  /** Only these rows (the check-in reminders drain what they queued). */
  ids?: readonly string[];
  /** Awaited before each e-mail is rendered and sent, so a drain inside the server yields to requests. */
  pause?: () => Promise<void>;
}

export interface DrainOutcome {
  /** Rows taken from the queue. */
  taken: number;
  sent: number;
  failed: number;
  /** Stopped at `limit` with more possibly queued. */
  limited: boolean;
}

const BATCH = 10;

/**
 * Sends queued e-mails: each claimed, rendered (once) and sent with the retry rules of every
 * booking e-mail; its row becomes the attempt's log row. Never throws for a send problem.
 */
export async function drainEmailOutbox({
  now = new Date(),
  limit = Infinity,
  ids,
  pause,
}: DrainOptions = {}): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { taken: 0, sent: 0, failed: 0, limited: false };
  if (ids && ids.length === 0) return outcome;

  let mailer: MailTransport | null = null;
  let unusable = false;
  try {
    mailer = await getMailTransport();
  } catch {
    // The stored settings cannot be used (the key changed): each e-mail is logged failed with the reason, and retried.
    unusable = true;
  }
  try {
    if (!mailer && !unusable) {
      // Nothing to send with: the queue waits for the settings (only the long-expired are given up).
      const expired = await holdUnconfigured(now, ids);
      outcome.taken += expired;
      outcome.failed += expired;
      return outcome;
    }
    for (;;) {
      const room = Math.min(limit - outcome.sent - outcome.failed, BATCH);
      if (room <= 0) {
        outcome.limited = true;
        return outcome;
      }
      const rows = await claimQueued(now, room, ids);
      outcome.taken += rows.length;
      for (const row of rows) {
        if (pause) await pause();
        if ((await sendQueued(row, mailer)) === "sent") outcome.sent++;
        else outcome.failed++;
      }
      if (rows.length < room) return outcome;
    }
  } finally {
    mailer?.transport.close();
  }
}

async function sendQueued(row: ClaimedRow, mailer: MailTransport | null): Promise<"sent" | "failed"> {
  const type = row.templateType;
  const payload: unknown = row.payload ? JSON.parse(row.payload) : null;
  const composed = readComposed(payload);
  if (composed && (type === "contactMessage" || type === "newsletterConfirmation"))
    return sendComposed(row, type, composed, mailer);
  const vars = readQueuedVars(payload);
  if (!isTemplateType(type) || !vars) {
    logger.error("a queued e-mail cannot be rendered", { id: row.id, templateType: type });
    await failUnrenderable(row.id, "Not sent: the queued e-mail has no template or variables to render.");
    return "failed";
  }
  const email = await renderEmail(type, vars);
  const result = await sendMail(
    {
      to: row.toEmail,
      ...email,
      templateType: type,
      bookingId: row.bookingId ?? undefined,
      guestHouseBookingId: row.guestHouseBookingId ?? undefined,
    },
    // Without a usable mailer, sendMail reads the settings again and logs why it cannot send.
    { mailer: mailer ?? undefined, retry: true, attempt: row.attempt, logUnconfigured: true, logRowId: row.id },
  );
  return result.status === "sent" ? "sent" : "failed";
}

async function sendComposed(
  row: ClaimedRow,
  type: QueuedMessage["templateType"],
  composed: ComposedPayload,
  mailer: MailTransport | null,
): Promise<"sent" | "failed"> {
  const to = composed.toTeam && mailer ? contactTeamAddress(mailer.fromEmail) : row.toEmail;
  const result = await sendMail(
    { to, ...composed.message, templateType: type },
    { mailer: mailer ?? undefined, retry: true, attempt: row.attempt, logUnconfigured: true, logRowId: row.id },
  );
  if (result.status !== "sent") return "failed";
  if (composed.contactMessageId) {
    await getDb()
      .contactMessage.updateMany({
        where: { id: composed.contactMessageId, emailedAt: null },
        data: { emailedAt: new Date() },
      })
      .catch((error: unknown) =>
        logger.error("could not mark the contact message e-mailed", { error, id: composed.contactMessageId }),
      );
  }
  return "sent";
}
