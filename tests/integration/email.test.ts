import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as getConfig, POST as postConfig } from "@/app/api/email/config/route";
import { POST as postTest } from "@/app/api/email/test/route";
import { POST as postTemplateTest } from "@/app/api/email/test/[templateType]/route";
import { GET as getTemplate } from "@/app/api/email/templates/[templateType]/route";
import { GET as getLogs } from "@/app/api/email/logs/route";
import { POST as sendNotification } from "@/app/api/email/send-notification/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/server/db/client";
import { savePaymentInstructions } from "@/lib/server/settings/payment-instructions";
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "@/lib/payment-instructions";
import { addDays, todayYmd } from "@/lib/pricing";
import { formatUsd } from "@/lib/format";
import { cancelManagedBooking } from "@/lib/server/bookings/manage-booking";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { retryDueEmails } from "@/lib/server/email/retry-due-emails";
import { sendDueCheckinReminders } from "@/lib/server/email/checkin-reminders";
import { MAX_EMAIL_ATTEMPTS, WAITING_FOR_SMTP_MESSAGE } from "@/lib/server/email/transport";
import { drainEmailOutbox } from "@/lib/server/email/outbox";
import { call } from "../support/http";
import { firstHotel, guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { stopAfterBackgroundEmails } from "../support/email";
import { adminHeaders } from "../support/content";

process.env.NEXTAUTH_SECRET = "integration-test-email";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_BOOKING = "10000/1h";
process.env.RATE_LIMIT_REGISTER = "10000/1h";

const PASSWORD = "s3cret-Smtp-Pass!";
const today = todayYmd();
let smtp: TestSmtpServer;
let admin: Record<string, string>;
/** Every JSON reply of this file, to prove the password never appears in one. */
const replies: unknown[] = [];

async function as<T extends { json: unknown }>(reply: Promise<T>): Promise<T> {
  const r = await reply;
  replies.push(r.json);
  return r;
}

async function hotelBooking(email: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const { hotel, roomType } = await firstHotel();
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    headers,
    body: hotelBookingBody(hotel.id, roomType, {
      customerEmail: email,
      checkOut: addDays(today, 23),
      children: 1,
      ...over,
    }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as {
    id: string;
    reference: string;
    totalPrice: number;
    manageUrl: string;
    hotelName: string;
  };
}

const configBody = (over: Record<string, unknown> = {}) => ({
  smtpHost: "127.0.0.1",
  smtpPort: smtp.port,
  smtpUser: "mailer",
  smtpPassword: PASSWORD,
  fromEmail: "Bookings@Lagoon.test",
  fromName: "Lagoon Stays",
  replyToEmail: "help@lagoon.test",
  ...over,
});

const logsFor = (where: { bookingId?: string; guestHouseBookingId?: string; toEmail?: string }) =>
  getDb().emailLog.findMany({ where, orderBy: [{ createdAt: "asc" }, { attempt: "asc" }] });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  admin = await adminHeaders();
});

afterAll(() => stopAfterBackgroundEmails(smtp));

describe("before SMTP is configured", () => {
  it("GET /api/email/config answers the defaults: port 587, the product's name", async () => {
    const res = await as(call(getConfig, "/api/email/config", undefined, { headers: admin }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      configured: false,
      config: {
        smtpHost: "",
        smtpPort: 587,
        smtpUser: "",
        smtpPassword: "",
        hasPassword: false,
        fromEmail: "",
        fromName: "Lagoon Stays",
        replyToEmail: "",
        updatedAt: null,
      },
    });
  });

  it("a booking is saved and its e-mail stays queued until SMTP is set up, saying plainly why", async () => {
    const booking = await hotelBooking("no.smtp@example.com");
    await settleBackgroundEmails();
    await drainEmailOutbox();
    const logs = await logsFor({ bookingId: booking.id });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: "pending",
      errorMessage: WAITING_FOR_SMTP_MESSAGE,
      templateType: "bookingReceived",
      toEmail: "no.smtp@example.com",
      retryAt: null,
    });
    expect(smtp.received).toHaveLength(0);
  });

  it("test sends answer 409 until settings are saved", async () => {
    const res = await as(
      call(postTest, "/api/email/test", undefined, {
        method: "POST",
        body: { email: "a@example.com" },
        headers: admin,
      }),
    );
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Email is not configured yet. Save your SMTP settings first.");
  });
});

describe("POST /api/email/config", () => {
  it("refuses bad settings with the spec's rules, field by field", async () => {
    const res = await as(
      call(postConfig, "/api/email/config", undefined, {
        method: "POST",
        headers: admin,
        body: {
          smtpHost: " ",
          smtpPort: 0,
          smtpUser: "",
          smtpPassword: "",
          fromEmail: "nope",
          fromName: "",
          replyToEmail: "also-nope",
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual({
      smtpHost: ["SMTP host is required."],
      smtpPort: ["Port must be a number greater than 0."],
      smtpUser: ["SMTP username is required."],
      fromEmail: ["Please enter a valid from email address."],
      fromName: ["From name is required."],
      replyToEmail: ["Please enter a valid reply-to email address."],
    });
    const noPassword = await as(
      call(postConfig, "/api/email/config", undefined, {
        method: "POST",
        headers: admin,
        body: configBody({ smtpPassword: "" }),
      }),
    );
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.details).toEqual({ smtpPassword: ["SMTP password is required."] });
    const portText = await as(
      call(postConfig, "/api/email/config", undefined, {
        method: "POST",
        headers: admin,
        body: configBody({ smtpPort: "abc" }),
      }),
    );
    expect(portText.json.details.smtpPort).toEqual(["Port must be a number greater than 0."]);
  });

  it("saves them with the password encrypted at rest and never sent back; blank keeps it", async () => {
    const saved = await as(
      call(postConfig, "/api/email/config", undefined, { method: "POST", headers: admin, body: configBody() }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      configured: true,
      config: {
        smtpHost: "127.0.0.1",
        smtpPort: smtp.port,
        smtpPassword: "",
        hasPassword: true,
        fromEmail: "bookings@lagoon.test",
      },
    });
    const row = await getDb().emailConfig.findFirstOrThrow();
    expect(row.smtpPasswordEncrypted).not.toContain(PASSWORD);
    expect(row.smtpPasswordEncrypted.length).toBeGreaterThan(20);

    const again = await as(
      call(postConfig, "/api/email/config", undefined, {
        method: "POST",
        headers: admin,
        body: configBody({ smtpPassword: "", fromName: "Lagoon Stays Team" }),
      }),
    );
    expect(again.status).toBe(200);
    expect((await getDb().emailConfig.findFirstOrThrow()).smtpPasswordEncrypted).toBe(row.smtpPasswordEncrypted);
    const read = await as(call(getConfig, "/api/email/config", undefined, { headers: admin }));
    expect(read.json.config).toMatchObject({ fromName: "Lagoon Stays Team", smtpPassword: "", hasPassword: true });
  });

  it("the e-mail queued while SMTP was not set up goes out once it is", async () => {
    await drainEmailOutbox();
    const mail = await smtp.waitFor((m) => m.to.includes("no.smtp@example.com"));
    expect(mail.subject).toMatch(/^Booking Request Received - #/);
    const logs = await logsFor({ toEmail: "no.smtp@example.com" });
    expect(logs.map((l) => [l.status, l.errorMessage])).toEqual([["sent", null]]);
  });
});

describe("e-mails on booking events", () => {
  it("a new hotel booking sends 'Booking Request Received' with the site's figures and the manage link", async () => {
    const booking = await hotelBooking("Guest.One@Example.com");
    await settleBackgroundEmails();
    const mail = await smtp.waitFor((m) => m.subject === `Booking Request Received - #${booking.reference}`);
    expect(mail.to).toEqual(["guest.one@example.com"]);
    expect(mail.auth).toEqual({ user: "mailer", pass: PASSWORD });
    expect(mail.parsed.from?.value[0]).toMatchObject({ address: "bookings@lagoon.test", name: "Lagoon Stays Team" });
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("help@lagoon.test");
    expect(mail.text).toContain(formatUsd(booking.totalPrice));
    expect(mail.text).toContain(booking.hotelName);
    expect(mail.text).toContain("3 nights");
    expect(mail.text).toContain("2 adults, 1 child");
    expect(mail.html).toContain(`https://stays.example${booking.manageUrl}`);
    const logs = await logsFor({ bookingId: booking.id });
    expect(logs.map((l) => [l.status, l.templateType, l.toEmail])).toEqual([
      ["sent", "bookingReceived", "guest.one@example.com"],
    ]);
  });

  it("a replayed POST (same Idempotency-Key) sends nothing again", async () => {
    const headers = { "idempotency-key": "email-replay-key-1" };
    const first = await hotelBooking("replay@example.com", {}, headers);
    const again = await hotelBooking("replay@example.com", {}, headers);
    expect(again.id).toBe(first.id);
    await settleBackgroundEmails();
    expect(smtp.received.filter((m) => m.subject.includes(first.reference))).toHaveLength(1);
  });

  it("a guest-house booking sends it too, with room, meal plan and total", async () => {
    const house = await getDb().guestHouse.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: "asc" } });
    const rooms = house.roomTypes as { name: string }[];
    const meals = house.mealPlans as { name: string }[];
    const res = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
      method: "POST",
      body: guestHouseBookingBody(house.id, {
        customerEmail: "house.guest@example.com",
        roomType: rooms[0]!.name,
        mealPlan: meals[0]!.name,
      }),
    });
    expect(res.status).toBe(201);
    const booking = res.json.booking as { id: string; reference: string; totalPrice: number };
    await settleBackgroundEmails();
    const mail = await smtp.waitFor((m) => m.subject === `Booking Request Received - #${booking.reference}`);
    expect(mail.to).toEqual(["house.guest@example.com"]);
    expect(mail.text).toContain(house.title);
    expect(mail.text).toContain(`${rooms[0]!.name} · ${meals[0]!.name}`);
    expect(mail.text).toContain(formatUsd(booking.totalPrice));
    expect((await logsFor({ guestHouseBookingId: booking.id })).map((l) => l.status)).toEqual(["sent"]);
  });

  it("registration sends the welcome e-mail and the link that verifies the address", async () => {
    const res = await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "Welcome Tester", email: "welcome.tester@example.com", password: "secret123" },
    });
    expect(res.status).toBe(201);
    await settleBackgroundEmails();
    const mail = await smtp.waitFor(
      (m) => m.to.includes("welcome.tester@example.com") && m.subject.startsWith("Welcome"),
    );
    expect(mail.subject).toBe("Welcome to Lagoon Stays, Welcome Tester!");
    expect(mail.text).toContain("welcome.tester@example.com");
    const verify = await smtp.waitFor(
      (m) =>
        m.to.includes("welcome.tester@example.com") &&
        m.subject === "Confirm the e-mail address of your Lagoon Stays account",
    );
    expect(verify.text).toMatch(/https:\/\/stays\.example\/verify-email\?token=[\w-]{43}/);
  });

  it("an admin's confirmation sends 'Booking Confirmed', a later cancellation 'Booking Cancelled'; a payment change sends nothing", async () => {
    const booking = await hotelBooking("confirm.me@example.com");
    // The request's own e-mail goes first (it is sent in the background, like the others).
    await settleBackgroundEmails();
    const put = (body: unknown) =>
      call(
        putStatus,
        `/api/bookings/${booking.id}/status`,
        { id: booking.id },
        { method: "PUT", headers: admin, body },
      );
    expect((await put({ status: "confirmed" })).status).toBe(200);
    await settleBackgroundEmails();
    const confirmed = await smtp.waitFor((m) => m.subject === `Booking Confirmed - #${booking.reference}`);
    expect(confirmed.to).toEqual(["confirm.me@example.com"]);
    expect(confirmed.html).toContain(`https://stays.example${booking.manageUrl}`);
    expect((await put({ paymentStatus: "paid" })).status).toBe(200);
    expect((await put({ status: "cancelled" })).status).toBe(200);
    await settleBackgroundEmails();
    await smtp.waitFor((m) => m.subject === `Booking Cancelled - #${booking.reference}`);
    const mine = smtp.received
      .filter((m) => m.subject.includes(booking.reference))
      .map((m) => m.subject.replace(/ - .*$/, ""));
    expect(mine).toEqual(["Booking Request Received", "Booking Confirmed", "Booking Cancelled"]);
  });

  it("cancelling through the manage link sends 'Booking Cancelled'", async () => {
    const booking = await hotelBooking("cancel.me@example.com");
    const token = new URL(booking.manageUrl, "http://x").searchParams.get("token");
    await cancelManagedBooking(booking.reference, token);
    await settleBackgroundEmails();
    const mail = await smtp.waitFor((m) => m.subject === `Booking Cancelled - #${booking.reference}`);
    expect(mail.to).toEqual(["cancel.me@example.com"]);
  });
});

describe("admin sends", () => {
  it("send-notification sends the payment request with the booking's payment link", async () => {
    const booking = await hotelBooking("pay.me@example.com");
    const res = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id, templateType: "paymentRequest" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Email sent successfully");
    const mail = await smtp.waitFor((m) => m.subject === `Payment Required - Booking #${booking.reference}`);
    expect(mail.to).toEqual(["pay.me@example.com"]);
    expect(mail.html).toContain(`https://stays.example${booking.manageUrl}`);
    // No online payment exists: the e-mail says how to pay (Settings › General) and offers no payment button (issue 35 item 6).
    expect(mail.text).toContain(DEFAULT_PAYMENT_INSTRUCTIONS);
    expect(mail.text).not.toMatch(/Pay for your booking/i);
    await savePaymentInstructions(
      "Bank transfer to Lagoon Stays, IBAN MV00 1234 5678, quoting your booking reference.",
    );
    const again = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id, templateType: "paymentRequest" },
      }),
    );
    expect(again.status).toBe(200);
    const instructed = await smtp.waitFor(
      (m) => m.subject === `Payment Required - Booking #${booking.reference}` && m.text.includes("IBAN MV00 1234 5678"),
    );
    expect(instructed.html).toContain(
      "Bank transfer to Lagoon Stays, IBAN MV00 1234 5678, quoting your booking reference.",
    );
    await savePaymentInstructions(DEFAULT_PAYMENT_INSTRUCTIONS);

    const byReference = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.reference, templateType: "bookingReceived" },
      }),
    );
    expect(byReference.status).toBe(200);
    // A template that contradicts the booking's status is refused, whatever the screen offered (issue 35 item 9).
    const untrue = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.reference, templateType: "bookingConfirmed" },
      }),
    );
    expect(untrue.status).toBe(409);
    expect(untrue.json.message).toBe(
      "The Booking Confirmed e-mail does not match this pending booking. Send Booking Received, Payment Request instead.",
    );
    expect(smtp.received.filter((m) => m.subject === `Booking Confirmed - #${booking.reference}`)).toHaveLength(0);
    await getDb().booking.update({ where: { id: booking.id }, data: { status: "cancelled" } });
    const nothingOwed = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id, templateType: "paymentRequest" },
      }),
    );
    expect(nothingOwed.status).toBe(409);
    expect(nothingOwed.json.message).toBe(
      "The Payment Request e-mail does not match this cancelled booking with nothing owed. Send Booking Cancelled instead.",
    );
    const unknown = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: "MV-ZZZZZZ", templateType: "paymentRequest" },
      }),
    );
    expect(unknown.status).toBe(404);
    const noTemplate = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id },
      }),
    );
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.json.message).toBe("Please select a template.");
    const welcome = await as(
      call(sendNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id, templateType: "welcomeEmail" },
      }),
    );
    expect(welcome.status).toBe(400);
  });

  it("the template view shows subject, variables, HTML and text with placeholders; unknown type → 404", async () => {
    const res = await as(
      call(
        getTemplate,
        "/api/email/templates/bookingConfirmed",
        { templateType: "bookingConfirmed" },
        { headers: admin },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type: "bookingConfirmed", subject: "Booking Confirmed - #{{bookingId}}" });
    expect(res.json.variables).toEqual(
      expect.arrayContaining([
        "bookingId",
        "customerName",
        "hotelName",
        "roomType",
        "checkInDate",
        "checkOutDate",
        "adults",
        "children",
        "totalPrice",
        "paymentLink",
      ]),
    );
    expect(res.json.html).toContain("{{customerName}}");
    expect(res.json.text).toContain("{{customerName}}");
    const reminder = await as(
      call(
        getTemplate,
        "/api/email/templates/checkinReminder",
        { templateType: "checkinReminder" },
        { headers: admin },
      ),
    );
    expect(reminder.json.variables).toEqual(expect.arrayContaining(["hotelAddress", "hotelPhone", "hotelEmail"]));
    const unknown = await as(
      call(getTemplate, "/api/email/templates/nope", { templateType: "nope" }, { headers: admin }),
    );
    expect(unknown.status).toBe(404);
  });

  it("test e-mails: a plain one to the given address, a template one to the sender by default", async () => {
    const plain = await as(
      call(postTest, "/api/email/test", undefined, {
        method: "POST",
        headers: admin,
        body: { email: "inbox@example.com" },
      }),
    );
    expect(plain.status).toBe(200);
    await smtp.waitFor((m) => m.to.includes("inbox@example.com") && m.subject === "Test Email from Lagoon Stays");
    const bad = await as(
      call(postTest, "/api/email/test", undefined, { method: "POST", headers: admin, body: { email: "nope" } }),
    );
    expect(bad.status).toBe(400);

    const template = await as(
      call(
        postTemplateTest,
        "/api/email/test/checkinReminder",
        { templateType: "checkinReminder" },
        { method: "POST", headers: admin },
      ),
    );
    expect(template.status).toBe(200);
    await smtp.waitFor(
      (m) => m.to.includes("bookings@lagoon.test") && m.subject === "[Test] Check-in Reminder - Your Stay Tomorrow",
    );
    const toGiven = await as(
      call(
        postTemplateTest,
        "/api/email/test/welcomeEmail",
        { templateType: "welcomeEmail" },
        { method: "POST", headers: admin, body: { testEmail: "given@example.com" } },
      ),
    );
    expect(toGiven.json.to).toBe("given@example.com");
    const unknown = await as(
      call(postTemplateTest, "/api/email/test/nope", { templateType: "nope" }, { method: "POST", headers: admin }),
    );
    expect(unknown.status).toBe(404);
  });

  it("GET /api/email/logs lists every attempt, newest first, with the booking's reference", async () => {
    const res = await as(call(getLogs, "/api/email/logs?limit=50", undefined, { headers: admin }));
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("x-total-count"))).toBeGreaterThanOrEqual(res.json.length);
    const times = (res.json as { createdAt: string }[]).map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((res.json as { bookingReference: string | null }[]).some((l) => l.bookingReference?.startsWith("MV-"))).toBe(
      true,
    );
  });
});

describe("when the SMTP server is down", () => {
  it("the booking is saved, the send is logged failed, and a due retry sends it once", async () => {
    await smtp.stop();
    const booking = await hotelBooking("smtp.down@example.com");
    await settleBackgroundEmails();
    const failed = await logsFor({ bookingId: booking.id });
    expect(failed).toHaveLength(1);
    expect(failed[0]!.status).toBe("failed");
    expect(failed[0]!.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    expect(failed[0]!.retryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await getDb().booking.count({ where: { id: booking.id } })).toBe(1);

    // A test send reports the fault at once (502), in words.
    const test = await as(
      call(postTest, "/api/email/test", undefined, {
        method: "POST",
        headers: admin,
        body: { email: "inbox@example.com" },
      }),
    );
    expect(test.status).toBe(502);
    expect(test.json.message).toMatch(/^Failed to send test email: /);

    // Not due yet: nothing happens.
    expect(await retryDueEmails(new Date())).toEqual({ retried: 0, sent: 0, failed: 0 });

    // Still down when due: attempt 2 fails and schedules attempt 3.
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await retryDueEmails(later)).toMatchObject({ retried: 1, failed: 1 });
    const second = await logsFor({ bookingId: booking.id });
    expect(second.map((l) => [l.attempt, l.status, l.retryAt !== null])).toEqual([
      [1, "failed", false],
      [2, "failed", true],
    ]);

    // Back up: the next due retry sends it, once.
    await smtp.start();
    expect(await retryDueEmails(new Date(Date.now() + 10 * 60_000))).toMatchObject({ retried: 1, sent: 1 });
    await smtp.waitFor((m) => m.subject === `Booking Request Received - #${booking.reference}`);
    expect(await retryDueEmails(new Date(Date.now() + 60 * 60_000))).toEqual({ retried: 0, sent: 0, failed: 0 });
    expect(smtp.received.filter((m) => m.subject.includes(booking.reference))).toHaveLength(1);
    const final = await logsFor({ bookingId: booking.id });
    expect(final.map((l) => [l.attempt, l.status])).toEqual([
      [1, "failed"],
      [2, "failed"],
      [3, "sent"],
    ]);
    expect(final.every((l) => l.retryAt === null && l.payload === null)).toBe(true);
  });

  it("gives up after the last attempt", async () => {
    await smtp.stop();
    try {
      const booking = await hotelBooking("never.up@example.com");
      await settleBackgroundEmails();
      // Backed off for hours, not minutes: nothing more is tried within the first 3 hours after attempt 4.
      for (const minutes of [2, 7, 40]) await retryDueEmails(new Date(Date.now() + minutes * 60_000));
      expect((await logsFor({ bookingId: booking.id })).map((l) => l.attempt)).toEqual([1, 2, 3, 4]);
      const fourth = (await logsFor({ bookingId: booking.id })).at(-1)!;
      expect(fourth.retryAt!.getTime() - fourth.createdAt.getTime()).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
      for (let i = 1; i <= 10; i++) await retryDueEmails(new Date(Date.now() + i * 12 * 3_600_000));
      const logs = await logsFor({ bookingId: booking.id });
      expect(logs.map((l) => l.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(MAX_EMAIL_ATTEMPTS).toBe(8);
      expect(logs.every((l) => l.status === "failed" && l.retryAt === null)).toBe(true);
    } finally {
      await smtp.start();
    }
  });
});

describe("check-in reminders", () => {
  it("go once to each confirmed booking checking in tomorrow", async () => {
    const tomorrow = await hotelBooking("tomorrow@example.com", {
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 3),
    });
    const pending = await hotelBooking("pending.tomorrow@example.com", {
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 2),
    });
    const later = await hotelBooking("later@example.com", { checkIn: addDays(today, 5), checkOut: addDays(today, 6) });
    await getDb().booking.updateMany({ where: { id: { in: [tomorrow.id, later.id] } }, data: { status: "confirmed" } });
    await settleBackgroundEmails();

    const [first, second] = await Promise.all([sendDueCheckinReminders(), sendDueCheckinReminders()]);
    expect(first.sent + second.sent).toBeGreaterThanOrEqual(1);
    expect(await sendDueCheckinReminders()).toEqual({ sent: 0, failed: 0 });
    const reminders = smtp.received.filter(
      (m) => m.subject === "Check-in Reminder - Your Stay Tomorrow" && !m.subject.startsWith("[Test]"),
    );
    expect(reminders.filter((m) => m.to.includes("tomorrow@example.com"))).toHaveLength(1);
    expect(
      reminders.some((m) => m.to.includes("pending.tomorrow@example.com") || m.to.includes("later@example.com")),
    ).toBe(false);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: tomorrow.id } })).reminderSentAt).not.toBeNull();
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: pending.id } })).reminderSentAt).toBeNull();
  });
});

describe("the SMTP password", () => {
  it("never appears in a reply or in the e-mail log", async () => {
    expect(JSON.stringify(replies)).not.toContain(PASSWORD);
    const logs = await getDb().emailLog.findMany();
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);
  });
});
