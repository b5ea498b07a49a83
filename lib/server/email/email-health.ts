import "server-only";

import { getDb } from "../db/client";

/** How many of the newest finished e-mails (sent or failed) the health check looks at. */
export const HEALTH_WINDOW = 20;
/** …made within this many days: older failures are history, not an alarm. */
export const HEALTH_DAYS = 7;

export interface EmailHealth {
  /** Whether the admin pages should warn: e-mails are failing, or waiting with no SMTP server. */
  alarm: "failing" | "not_configured" | null;
  /** Of the newest finished e-mails (at most HEALTH_WINDOW, from the last HEALTH_DAYS days), how many failed. */
  failed: number;
  considered: number;
  /** The newest failure's reason (already a safe description: lib/server/email/smtp-safety.ts). */
  latestError: string | null;
  /** E-mails queued while no SMTP server is configured (counted up to 1 000). */
  waiting: number;
}

/**
 * Whether e-mail is working, for the banner on the admin pages (issue 21): the newest
 * HEALTH_WINDOW finished attempts of the last HEALTH_DAYS days are read newest first through the
 * (createdAt desc) index — a few dozen rows whatever the log's size. Failing means at least 3 of
 * them failed and they are at least half, or the newest 3 all failed. Without SMTP settings, e-mails
 * wait in the outbox instead: that is the alarm then. A test-mode send (status `test`: no SMTP host
 * saved, rendered and logged, delivered to no one) is neither: it is not counted at all.
 */
export async function emailHealth(now: Date = new Date()): Promise<EmailHealth> {
  const db = getDb();
  const since = new Date(now.getTime() - HEALTH_DAYS * 86_400_000);
  const [config, recent] = await Promise.all([
    db.emailConfig.findFirst({ orderBy: { id: "asc" }, select: { smtpHost: true, fromEmail: true } }),
    db.emailLog.findMany({
      where: { status: { in: ["sent", "failed"] }, createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
      take: HEALTH_WINDOW,
      select: { status: true, errorMessage: true },
    }),
  ]);
  const configured = Boolean(config?.smtpHost.trim() && config.fromEmail.trim());
  const failures = recent.filter((r) => r.status === "failed");
  const newestThreeFailed = recent.length >= 3 && recent.slice(0, 3).every((r) => r.status === "failed");
  const failing = (failures.length >= 3 && failures.length * 2 >= recent.length) || newestThreeFailed;
  let waiting = 0;
  if (!configured) {
    const [row] = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM (SELECT 1 FROM "EmailLog" WHERE "status" = 'pending' LIMIT 1000) AS w`;
    waiting = Number(row?.n ?? 0);
  }
  return {
    alarm: failing ? "failing" : !configured && waiting > 0 ? "not_configured" : null,
    failed: failures.length,
    considered: recent.length,
    latestError: failures[0]?.errorMessage ?? null,
    waiting,
  };
}
