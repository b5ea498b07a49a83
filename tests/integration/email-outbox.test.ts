/**
 * The e-mail outbox (lib/server/email/outbox.ts): e-mails caused by a database change are queued in
 * that change's transaction and sent by a drainer afterwards — once, even with two drainers, and
 * still after the process that queued them stopped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { pauseEmailOutbox, settleBackgroundEmails } from "@/lib/server/email/background";
import {
  drainEmailOutbox,
  EXPIRED_UNCONFIGURED_MESSAGE,
  OUTBOX_CLAIM_MS,
  OUTBOX_MAX_WAIT_MS,
} from "@/lib/server/email/outbox";
import { runEmailJobs } from "@/lib/server/email/email-jobs";
import { WAITING_FOR_SMTP_MESSAGE } from "@/lib/server/email/transport";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom as makeHotel } from "../support/hotels";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { saveSmtpSettings, stopAfterBackgroundEmails } from "../support/email";
import { adminHeaders } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-outbox";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
let smtp: TestSmtpServer;
let resume: (() => void) | null = null;

/** Kicked drains stop (as if the process died right after its commits) until `resume()`. */
function pause() {
  resume = pauseEmailOutbox();
}

afterEach(() => {
  resume?.();
  resume = null;
});

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});

afterAll(() => stopAfterBackgroundEmails(smtp));

const hotelWithRoom = (units: number) => makeHotel({ label: "Outbox", units });

async function book(
  hotelId: number,
  email: string,
  headers: Record<string, string> = {},
  nights: [number, number] = [40, 42],
) {
  return call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    headers,
    body: hotelBookingBody(hotelId, "Lagoon Room", {
      customerName: "Aminath Outbox",
      customerEmail: email,
      checkIn: addDays(today, nights[0]),
      checkOut: addDays(today, nights[1]),
    }),
  });
}

const logsTo = (toEmail: string) =>
  getDb().emailLog.findMany({ where: { toEmail }, orderBy: [{ createdAt: "asc" }, { attempt: "asc" }] });

describe("queued in the change's own transaction", () => {
  it("a booking leaves its e-mail queued, with what renders it; while SMTP is not set up it stays queued, saying why", async () => {
    await settleBackgroundEmails();
    pause();
    const hotel = await hotelWithRoom(3);
    const res = await book(hotel.id, "queued@example.com");
    expect(res.status).toBe(201);
    const booking = res.json.booking as { id: string; reference: string; manageUrl: string };

    const [queued, ...more] = await logsTo("queued@example.com");
    expect(more).toHaveLength(0);
    expect(queued).toMatchObject({
      status: "pending",
      templateType: "bookingReceived",
      subject: `Booking Request Received - #${booking.reference}`,
      bookingId: booking.id,
      attempt: 1,
      retryAt: null,
      claimedUntil: null,
    });
    const vars = (queued!.payload as { vars: Record<string, string> }).vars;
    expect(vars).toMatchObject({
      bookingId: booking.reference,
      customerName: "Aminath Outbox",
      hotelName: hotel.name,
      nights: "2 nights",
      guests: "2 adults",
    });
    expect(vars.manageLink).toBe(`https://stays.example${booking.manageUrl}`);

    // Nothing has sent it (the queue is paused, as if the process had stopped): the jobs do, later.
    expect((await logsTo("queued@example.com"))[0]!.status).toBe("pending");
    const jobs = await runEmailJobs();
    expect(jobs.outbox).toMatchObject({ taken: 0, failed: 0, sent: 0 });
    const [waiting] = await logsTo("queued@example.com");
    expect(waiting).toMatchObject({
      id: queued!.id,
      status: "pending",
      errorMessage: WAITING_FOR_SMTP_MESSAGE,
      retryAt: null,
      claimedUntil: null,
      attempt: 1,
    });
    expect(waiting!.payload).toEqual(queued!.payload);

    // Only an e-mail queued longer than OUTBOX_MAX_WAIT_MS is given up, saying so.
    const later = await runEmailJobs(new Date(Date.now() + OUTBOX_MAX_WAIT_MS + 60_000));
    expect(later.outbox).toMatchObject({ taken: 1, failed: 1, sent: 0 });
    const [expired] = await logsTo("queued@example.com");
    expect(expired).toMatchObject({
      id: queued!.id,
      status: "failed",
      errorMessage: EXPIRED_UNCONFIGURED_MESSAGE,
      payload: null,
      claimedUntil: null,
    });
  });

  it("a booking refused with 409 queues nothing, and a replayed one nothing more", async () => {
    await settleBackgroundEmails();
    pause();
    const hotel = await hotelWithRoom(1);
    expect((await book(hotel.id, "first.in@example.com", { "idempotency-key": "outbox-replay-1" })).status).toBe(201);
    const refused = await book(hotel.id, "too.late@example.com");
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("Those dates are no longer available");
    expect(await logsTo("too.late@example.com")).toHaveLength(0);
    const replay = await book(hotel.id, "first.in@example.com", { "idempotency-key": "outbox-replay-1" });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await logsTo("first.in@example.com")).map((l) => l.status)).toEqual(["pending"]);
  });

  it("a guest-house booking and its confirmation queue theirs; a refused change queues nothing", async () => {
    await settleBackgroundEmails();
    pause();
    const house = await getDb().guestHouse.findFirstOrThrow({
      where: { isActive: true, type: { not: "resort_day_visit" } },
      orderBy: { id: "asc" },
    });
    const rooms = house.roomTypes as { name: string }[];
    const meals = house.mealPlans as { name: string }[];
    const res = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
      method: "POST",
      body: guestHouseBookingBody(house.id, {
        customerEmail: "house.outbox@example.com",
        checkInDate: addDays(today, 150),
        checkOutDate: addDays(today, 151),
        guests: 1,
        roomType: rooms[0]!.name,
        mealPlan: meals[0]!.name,
      }),
    });
    expect(res.status).toBe(201);
    const id = res.json.booking.id as string;
    await changeBookingStatus({ kind: "guest_house", id, status: "confirmed", changedByUserId: null });
    await expect(
      changeBookingStatus({ kind: "guest_house", id, status: "pending", changedByUserId: null }),
    ).rejects.toThrow();
    const logs = await logsTo("house.outbox@example.com");
    expect(logs.map((l) => [l.status, l.templateType, l.guestHouseBookingId])).toEqual([
      ["pending", "bookingReceived", id],
      ["pending", "bookingConfirmed", id],
    ]);
    expect((logs[1]!.payload as { vars: Record<string, string> }).vars.roomType).toBe(
      `${rooms[0]!.name} · ${meals[0]!.name}`,
    );
  });

  it("registration queues the welcome e-mail and the address's verification link with the account; a taken address queues none", async () => {
    await settleBackgroundEmails();
    pause();
    const body = { name: "Outbox Welcome", email: "outbox.welcome@example.com", password: "secret123" };
    expect((await call(register, "/api/auth/register", undefined, { method: "POST", body })).status).toBe(201);
    expect(
      (
        await call(register, "/api/auth/register", undefined, {
          method: "POST",
          body: { ...body, email: "Outbox.Welcome@example.com" },
        })
      ).status,
    ).toBe(409);
    const logs = await logsTo("outbox.welcome@example.com");
    // One transaction: both rows have its time, so they are compared in a fixed order.
    expect(
      logs.map((l) => [l.status, l.templateType, l.subject]).sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      ["pending", "emailVerification", "Confirm the e-mail address of your Lagoon Stays account"],
      ["pending", "welcomeEmail", "Welcome to Lagoon Stays, Outbox Welcome!"],
    ]);
  });
});

describe("sent by the drainer", () => {
  beforeAll(async () => {
    await settleBackgroundEmails();
    await saveSmtpSettings(await adminHeaders(), smtp, "outbox-pass");
  });

  it("after the commit, without anyone waiting for it", async () => {
    const hotel = await hotelWithRoom(2);
    const res = await book(hotel.id, "kicked@example.com");
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor(
      (m) => m.subject === `Booking Request Received - #${res.json.booking.reference as string}`,
      15_000,
    );
    expect(mail.to).toEqual(["kicked@example.com"]);
    await expect
      .poll(async () => (await logsTo("kicked@example.com")).map((l) => l.status), { timeout: 10_000 })
      .toEqual(["sent"]);
  });

  it("two drainers at once send each queued e-mail exactly once, yielding between e-mails", async () => {
    await settleBackgroundEmails();
    pause();
    const hotel = await hotelWithRoom(10);
    const references: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await book(hotel.id, `twice.${i}@example.com`);
      expect(res.status).toBe(201);
      references.push(res.json.booking.reference as string);
    }
    let pauses = 0;
    const counted = async () => {
      pauses++;
    };
    const [a, b, jobs] = await Promise.all([
      drainEmailOutbox({ pause: counted }),
      drainEmailOutbox({ pause: counted }),
      runEmailJobs(),
    ]);
    expect(a.sent + b.sent + jobs.outbox.sent).toBe(6);
    expect(a.taken + b.taken + jobs.outbox.taken).toBe(6);
    expect(pauses).toBe(a.sent + b.sent);
    for (const reference of references) {
      await smtp.waitFor((m) => m.subject === `Booking Request Received - #${reference}`);
      expect(smtp.received.filter((m) => m.subject.endsWith(`#${reference}`))).toHaveLength(1);
    }
    for (let i = 0; i < 6; i++) {
      expect(
        (await logsTo(`twice.${i}@example.com`)).map((l) => [l.status, l.attempt, l.payload, l.claimedUntil]),
      ).toEqual([["sent", 1, null, null]]);
    }
  });

  it("a queued e-mail left by a stopped process is sent by the jobs later; one a live drainer holds is left to it until its claim runs out", async () => {
    await settleBackgroundEmails();
    pause();
    const hotel = await hotelWithRoom(5);
    const emails = ["left.queued@example.com", "claim.ran.out@example.com", "claim.held@example.com"];
    const references: string[] = [];
    for (const email of emails) references.push((await book(hotel.id, email)).json.booking.reference as string);
    const db = getDb();
    await db.emailLog.updateMany({
      where: { toEmail: emails[1] },
      data: { claimedUntil: new Date(Date.now() - 1_000) },
    });
    await db.emailLog.updateMany({
      where: { toEmail: emails[2] },
      data: { claimedUntil: new Date(Date.now() + OUTBOX_CLAIM_MS) },
    });

    const jobs = await runEmailJobs();
    expect(jobs.outbox).toMatchObject({ taken: 2, sent: 2 });
    await smtp.waitFor((m) => m.subject.endsWith(`#${references[0]}`));
    await smtp.waitFor((m) => m.subject.endsWith(`#${references[1]}`));
    expect(smtp.received.some((m) => m.subject.endsWith(`#${references[2]}`))).toBe(false);
    expect((await logsTo(emails[2]!)).map((l) => l.status)).toEqual(["pending"]);

    // Its drainer never finished: once the claim has run out, the next run sends it.
    const later = await runEmailJobs(new Date(Date.now() + OUTBOX_CLAIM_MS + 60_000));
    expect(later.outbox).toMatchObject({ taken: 1, sent: 1 });
    await smtp.waitFor((m) => m.subject.endsWith(`#${references[2]}`));
    expect((await logsTo(emails[2]!)).map((l) => l.status)).toEqual(["sent"]);
  });

  it("a queued row that cannot be rendered is logged as failed for good", async () => {
    await settleBackgroundEmails();
    const row = await getDb().emailLog.create({
      data: {
        toEmail: "broken@example.com",
        subject: "Broken",
        templateType: "bookingReceived",
        status: "pending",
        payload: { vars: { bookingId: 7 } },
      },
    });
    expect(await drainEmailOutbox({ ids: [row.id] })).toMatchObject({ taken: 1, failed: 1 });
    expect(await getDb().emailLog.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "failed",
      errorMessage: "Not sent: the queued e-mail has no template or variables to render.",
      retryAt: null,
      payload: null,
    });
    expect(smtp.received.some((m) => m.to.includes("broken@example.com"))).toBe(false);
  });
});
