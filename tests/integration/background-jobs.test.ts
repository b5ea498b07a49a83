/**
 * Background work that runs everywhere (lib/server/email/background.ts, email-jobs.ts, the cron
 * route app/api/cron/jobs): the outbox drain handed to Next's after() inside a request (and run in
 * this process outside one), the cron route's secret, and two jobs passes at the same moment —
 * in one process, and on PostgreSQL in two processes with their own pools — doing each job once.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { GET as cronGet, POST as cronPost } from "@/app/api/cron/jobs/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { kickEmailOutbox, pauseEmailOutbox, settleBackgroundEmails } from "@/lib/server/email/background";
import { runEmailJobs, type EmailJobsSummary } from "@/lib/server/email/email-jobs";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { hotelWithRoom as makeHotel } from "../support/hotels";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { saveSmtpSettings, stopAfterBackgroundEmails } from "../support/email";
import { adminHeaders } from "../support/content";
import { testEngine } from "../support/test-databases";
import { inRequestScope } from "../support/next-request-scope";

process.env.NEXTAUTH_SECRET = "integration-test-background-jobs";
// The stored SMTP password is encrypted with it: the passes in processes of their own read it too.
process.env.EMAIL_CONFIG_SECRET = "integration-test-background-jobs-box";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_DISABLED = "1";

const CRON_SECRET = "cron-secret-for-the-integration-tests-0123456789";
const today = todayYmd();
let smtp: TestSmtpServer;
let resume: (() => void) | null = null;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  await saveSmtpSettings(await adminHeaders(), smtp, "jobs-pass");
});

afterEach(() => {
  resume?.();
  resume = null;
  delete process.env.CRON_SECRET;
});

afterAll(() => stopAfterBackgroundEmails(smtp));

const hotelWithRoom = (units: number) => makeHotel({ label: "Jobs", units });

async function book(hotelId: number, email: string, nights: [number, number] = [40, 42]) {
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotelId, "Lagoon Room", {
      customerEmail: email,
      checkIn: addDays(today, nights[0]),
      checkOut: addDays(today, nights[1]),
    }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as { id: string; reference: string };
}

const mailsTo = (address: string, subject?: string) =>
  smtp.received.filter((m) => m.to.includes(address) && (!subject || m.subject.startsWith(subject)));
const statuses = async (toEmail: string) =>
  (await getDb().emailLog.findMany({ where: { toEmail }, orderBy: { createdAt: "asc" } })).map((l) => l.status);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the outbox drain after a commit", () => {
  it("inside a request it is handed to Next's after(): the booking is answered first, its e-mail is sent once the response is out", async () => {
    await settleBackgroundEmails();
    const hotel = await hotelWithRoom(3);
    const request = await inRequestScope("/api/bookings", () => book(hotel.id, "after.response@example.com"));
    const booking = request.result;
    expect(request.pendingAfterTasks()).toBe(1);

    // Answered, and nothing sent — not now, nor by any in-process timer a moment later.
    await sleep(300);
    expect(mailsTo("after.response@example.com")).toHaveLength(0);
    expect(await statuses("after.response@example.com")).toEqual(["pending"]);

    // The response is out: Next runs the task and waits for it (waitUntil); the drain sent the e-mail.
    await request.close();
    expect(mailsTo("after.response@example.com").map((m) => m.subject)).toEqual([
      `Booking Request Received - #${booking.reference}`,
    ]);
    expect(await statuses("after.response@example.com")).toEqual(["sent"]);
  });

  it("outside a request (scripts, tests calling handlers) Next's after() refuses and the drain runs in this process instead", async () => {
    await settleBackgroundEmails();
    expect(kickEmailOutbox()).toBe("in-process");
    const hotel = await hotelWithRoom(3);
    const booking = await book(hotel.id, "no.request@example.com");
    const mail = await smtp.waitFor((m) => m.to.includes("no.request@example.com"), 10_000);
    expect(mail.subject).toBe(`Booking Request Received - #${booking.reference}`);
    await expect.poll(() => statuses("no.request@example.com"), { timeout: 10_000 }).toEqual(["sent"]);
  });
});

describe("the cron route /api/cron/jobs", () => {
  const get = (authorization?: string) =>
    call(cronGet, "/api/cron/jobs", undefined, { headers: authorization ? { authorization } : {} });

  it("does not exist without CRON_SECRET (404, the contract's error shape)", async () => {
    const res = await get(`Bearer ${CRON_SECRET}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      error: "No API endpoint at /api/cron/jobs.",
      message: "No API endpoint at /api/cron/jobs.",
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 without the secret or with a wrong one, and runs nothing", async () => {
    process.env.CRON_SECRET = CRON_SECRET;
    const hotel = await hotelWithRoom(2);
    resume = pauseEmailOutbox();
    await book(hotel.id, "cron.refused@example.com");
    for (const authorization of [
      undefined,
      "Bearer wrong",
      CRON_SECRET,
      `Basic ${CRON_SECRET}`,
      `Bearer ${CRON_SECRET}x`,
    ]) {
      const res = await get(authorization);
      expect(res.status).toBe(401);
      expect(res.json.error).toMatch(/cron secret/);
      expect(res.json.message).toBe(res.json.error);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(await statuses("cron.refused@example.com")).toEqual(["pending"]);
  });

  it("with the secret runs one pass (GET from Vercel Cron, POST too) and answers its summary, never cached", async () => {
    process.env.CRON_SECRET = CRON_SECRET;
    await settleBackgroundEmails();
    const hotel = await hotelWithRoom(2);
    resume = pauseEmailOutbox();
    const booking = await book(hotel.id, "cron.sent@example.com");

    const res = await get(`Bearer ${CRON_SECRET}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toEqual({
      ok: true,
      releasedHolds: { hotel: expect.any(Number), guestHouse: expect.any(Number) },
      outbox: { taken: 1, sent: 1, failed: 0 },
      retries: { retried: 0, sent: 0, failed: 0 },
      reminders: { sent: 0, failed: 0 },
    });
    expect(mailsTo("cron.sent@example.com").map((m) => m.subject)).toEqual([
      `Booking Request Received - #${booking.reference}`,
    ]);

    const again = await call(cronPost, "/api/cron/jobs", undefined, {
      method: "POST",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(again.status).toBe(200);
    expect(again.json.outbox).toEqual({ taken: 0, sent: 0, failed: 0 });
    expect(mailsTo("cron.sent@example.com")).toHaveLength(1);
  });
});

/**
 * Work for two passes: confirmed bookings checking in tomorrow (a reminder each, and their
 * booking-received e-mails still queued), failed sends due for a retry, and a lapsed hold.
 */
async function dueWork(tag: string, count: number) {
  await settleBackgroundEmails();
  resume = pauseEmailOutbox();
  const db = getDb();
  const hotel = await hotelWithRoom(count);
  const guests = Array.from({ length: count }, (_, i) => `${tag}.${i}@example.com`);
  const bookings: { id: string; reference: string }[] = [];
  for (const email of guests) bookings.push(await book(hotel.id, email, [1, 3]));
  await db.booking.updateMany({ where: { id: { in: bookings.map((b) => b.id) } }, data: { status: "confirmed" } });

  const retries = Array.from({ length: count }, (_, i) => `${tag}.retry.${i}@example.com`);
  for (const toEmail of retries) {
    await db.emailLog.create({
      data: {
        toEmail,
        subject: `Retry for ${toEmail}`,
        status: "failed",
        errorMessage: "SMTP down",
        attempt: 1,
        retryAt: new Date(Date.now() - 60_000),
        payload: { subject: `Retry for ${toEmail}`, text: "Once." },
      },
    });
  }

  const lapsedHotel = await hotelWithRoom(1);
  const lapsed = await book(lapsedHotel.id, `${tag}.lapsed@example.com`, [20, 23]);
  await db.booking.update({ where: { id: lapsed.id }, data: { inventoryHeldUntil: new Date(Date.now() - 60_000) } });
  const heldNights = async () =>
    (await db.inventoryNight.findMany({ where: { propertyKind: "hotel", propertyId: lapsedHotel.id } })).map(
      (n) => n.booked,
    );
  expect(await heldNights()).toEqual([1, 1, 1]);

  return {
    bookings,
    guests,
    retries,
    lapsed,
    heldNights,
    async expectEachDoneOnce(summaries: EmailJobsSummary[]) {
      const total = (pick: (s: EmailJobsSummary) => number) => summaries.reduce((sum, s) => sum + pick(s), 0);
      for (const [i, email] of guests.entries()) {
        expect(mailsTo(email, "Booking Request Received").map((m) => m.subject)).toEqual([
          `Booking Request Received - #${bookings[i]!.reference}`,
        ]);
        expect(mailsTo(email, "Check-in Reminder")).toHaveLength(1);
        expect((await statuses(email)).sort()).toEqual(["sent", "sent"]);
      }
      for (const email of retries) expect(mailsTo(email).map((m) => m.subject)).toEqual([`Retry for ${email}`]);
      // Every queued e-mail (received + reminder, and the lapsed booking's received) was sent by one of the drains, each once.
      expect(mailsTo(`${tag}.lapsed@example.com`)).toHaveLength(1);
      expect(total((s) => s.outbox.sent + s.reminders.sent)).toBe(2 * count + 1);
      expect(total((s) => s.retries.sent)).toBe(count);
      expect(total((s) => s.releasedHolds.hotel)).toBe(1);
      expect(await heldNights()).toEqual([0, 0, 0]);
      expect((await db.booking.findUniqueOrThrow({ where: { id: lapsed.id } })).inventoryHeld).toBe(false);
    },
  };
}

describe("two jobs passes at the same moment", () => {
  it("in one process: each reminder, queued e-mail, retry and lapsed hold is done once", async () => {
    const work = await dueWork("one.process", 6);
    const summaries = await Promise.all([runEmailJobs(), runEmailJobs()]);
    await work.expectEachDoneOnce(summaries);
    // A third pass finds nothing left.
    const third = await runEmailJobs();
    expect(third).toMatchObject({
      outbox: { taken: 0 },
      retries: { retried: 0 },
      reminders: { sent: 0, failed: 0 },
      releasedHolds: { hotel: 0 },
    });
  });

  it.skipIf(testEngine() !== "postgres")(
    "on PostgreSQL in two processes with their own pools: each reminder, queued e-mail, retry and lapsed hold is done once",
    { timeout: 120_000 },
    async () => {
      const work = await dueWork("two.processes", 12);
      const passes = [startPassInOwnProcess(), startPassInOwnProcess()];
      const finished = Promise.all(passes.map((p) => p.done));
      // Both connected: start them together.
      await Promise.race([Promise.all(passes.map((p) => p.ready)), finished]);
      for (const pass of passes) pass.go();
      await work.expectEachDoneOnce(await finished);
    },
  );
});

/** A jobs pass in a process of its own (tests/support/jobs-pass.ts): ready once connected, runs on go(). */
function startPassInOwnProcess(): { ready: Promise<void>; go: () => void; done: Promise<EmailJobsSummary> } {
  const child = spawn(
    path.resolve("node_modules/.bin/tsx"),
    ["--import", "./scripts/server-only-preload.mjs", "tests/support/jobs-pass.ts"],
    {
      cwd: process.cwd(),
      env: { ...process.env, LOG_SILENT: "1", DATABASE_POOL_SIZE: "3" },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let summary: EmailJobsSummary | null = null;
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    if (line === "ready") onReady();
    else if (line.startsWith("{")) summary = JSON.parse(line) as EmailJobsSummary;
  });
  const done = new Promise<EmailJobsSummary>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 && summary
        ? resolve(summary)
        : reject(new Error(`the jobs pass exited with ${code}: ${stderr.slice(-2_000)}`)),
    );
  });
  return { ready, go: () => child.stdin.end("go\n"), done };
}
