import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "@/lib/server/db/client";
import { HEALTH_DAYS, HEALTH_WINDOW, emailHealth } from "@/lib/server/email/email-health";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);

/** Log rows, newest first in the list: "s" sent, "f" failed, "p" pending (queued). */
async function log(pattern: string, startMinutesAgo = 1) {
  await getDb().emailLog.createMany({
    data: [...pattern].map((c, i) => ({
      toEmail: `guest${i}@example.com`,
      subject: "Booking Confirmed",
      status: c === "s" ? ("sent" as const) : c === "f" ? ("failed" as const) : ("pending" as const),
      errorMessage:
        c === "f" ? `Could not connect to the SMTP server: connection refused at that host and port. (${i})` : null,
      createdAt: minutesAgo(startMinutesAgo + i),
    })),
  });
}

async function configure() {
  await getDb().emailConfig.create({
    data: {
      id: 1,
      smtpHost: "smtp.example.com",
      smtpUser: "u",
      smtpPasswordEncrypted: "x",
      fromEmail: "stays@example.com",
      fromName: "Lagoon",
    },
  });
}

beforeEach(async () => {
  await getDb().emailLog.deleteMany();
  await getDb().emailConfig.deleteMany();
});

describe("the admin pages' e-mail health check", () => {
  it("is quiet when e-mails go out, and with the odd failure", async () => {
    await configure();
    await log("ssfssssfss");
    expect(await emailHealth(NOW)).toMatchObject({ alarm: null, failed: 2, considered: 10 });
  });

  it("warns when half or more of the newest e-mails failed, naming the newest reason", async () => {
    await configure();
    await log("sfsfsf");
    const health = await emailHealth(NOW);
    expect(health).toMatchObject({ alarm: "failing", failed: 3, considered: 6 });
    expect(health.latestError).toMatch(/connection refused.*\(1\)$/);
  });

  it("warns when the newest three failed, whatever came before", async () => {
    await configure();
    await log(`fff${"s".repeat(HEALTH_WINDOW)}`);
    expect(await emailHealth(NOW)).toMatchObject({ alarm: "failing", failed: 3, considered: HEALTH_WINDOW });
  });

  it("looks only at the newest few of the last days: old failures are history", async () => {
    await configure();
    await log("ffffff", HEALTH_DAYS * 24 * 60 + 10);
    await log("ss");
    expect(await emailHealth(NOW)).toMatchObject({ alarm: null, considered: 2 });
  });

  it("without SMTP settings, queued e-mails are the alarm", async () => {
    expect(await emailHealth(NOW)).toMatchObject({ alarm: null, waiting: 0 });
    await log("ppp");
    expect(await emailHealth(NOW)).toMatchObject({ alarm: "not_configured", waiting: 3 });
    await configure();
    expect(await emailHealth(NOW)).toMatchObject({ alarm: null, waiting: 0 });
  });
});
