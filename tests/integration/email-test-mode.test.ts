import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as postTemplateTest } from "@/app/api/email/test/[templateType]/route";
import { GET as getLogs } from "@/app/api/email/logs/route";
import { PUT as putTemplate } from "@/app/api/email/templates/[templateType]/route";
import { POST as sendNotification } from "@/app/api/email/send-notification/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { formatUsd } from "@/lib/format";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { emailHealth } from "@/lib/server/email/email-health";
import { bookingEmailActivity } from "@/lib/server/bookings/booking-email-activity";
import { TEST_MODE_MESSAGE } from "@/lib/server/email/transport";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { saveSmtpSettings, stopAfterBackgroundEmails } from "../support/email";
import { adminHeaders } from "../support/content";

// Issue 21 item 11 (admin spec §7, §8): send-notification "on failure falls back to the test
// endpoint", toast '… (using test mode)'. Test mode is for a site with no SMTP host saved: the
// e-mail is rendered with the booking's data, logged as `test` and delivered to no one. With a host
// saved, a failed send stays a failure.

process.env.NEXTAUTH_SECRET = "integration-test-email-test-mode";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_BOOKING = "10000/1h";

const today = todayYmd();
let admin: Record<string, string>;
let smtp: TestSmtpServer;

async function hotelBooking(email: string) {
  const { hotel, roomType } = await firstHotel();
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotel.id, roomType, {
      customerEmail: email,
      checkIn: addDays(today, 15),
      checkOut: addDays(today, 17),
    }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as { id: string; reference: string; totalPrice: number };
}

const notify = (bookingId: string, templateType: string) =>
  call(sendNotification, "/api/email/send-notification", undefined, {
    method: "POST",
    headers: admin,
    body: { bookingId, templateType },
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  admin = await adminHeaders();
});

afterAll(() => stopAfterBackgroundEmails(smtp));

describe("with no SMTP host saved: test mode", () => {
  it("send-notification renders the booking's real e-mail, logs it as a test, delivers nothing, and says so", async () => {
    const booking = await hotelBooking("test.mode@example.com");
    await settleBackgroundEmails();
    const res = await notify(booking.id, "paymentRequest");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      testMode: true,
      message: "Email sent successfully (using test mode)",
    });

    const logs = await getDb().emailLog.findMany({ where: { bookingId: booking.id, templateType: "paymentRequest" } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: "test",
      toEmail: "test.mode@example.com",
      subject: `Payment Required - Booking #${booking.reference}`,
      errorMessage: TEST_MODE_MESSAGE,
      retryAt: null,
    });
    // By reference too, and with the administrator's edited template (test mode renders like a real send).
    const edited = await call(
      putTemplate,
      "/api/email/templates/bookingConfirmed",
      { templateType: "bookingConfirmed" },
      {
        method: "PUT",
        headers: admin,
        body: {
          subject: "Edited {{bookingId}} {{totalPrice}}",
          html: "<p>{{customerName}}</p>",
          text: "{{customerName}}",
        },
      },
    );
    expect(edited.status).toBe(200);
    await getDb().booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    expect((await notify(booking.reference, "bookingConfirmed")).json.testMode).toBe(true);
    const [confirmed] = await getDb().emailLog.findMany({
      where: { bookingId: booking.id, templateType: "bookingConfirmed" },
    });
    expect(confirmed).toMatchObject({
      status: "test",
      subject: `Edited ${booking.reference} ${formatUsd(booking.totalPrice)}`,
    });

    // Nothing was delivered anywhere (the test SMTP server on this machine got nothing).
    expect(smtp.received).toHaveLength(0);
    // The log lists them under their own status.
    const listed = await call(getLogs, "/api/email/logs?status=test", undefined, { headers: admin });
    expect(listed.status).toBe(200);
    expect(
      (listed.json as { status: string; bookingReference: string }[]).map((l) => [l.status, l.bookingReference]),
    ).toEqual([
      ["test", booking.reference],
      ["test", booking.reference],
    ]);
  });

  it("a test-mode entry is neither sent nor failed: the health banner stays quiet and the booking's counts are unchanged", async () => {
    const booking = await hotelBooking("health.test.mode@example.com");
    await settleBackgroundEmails();
    await getDb().booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    for (let i = 0; i < 4; i++) expect((await notify(booking.id, "bookingConfirmed")).json.testMode).toBe(true);
    const health = await emailHealth();
    expect(health).toMatchObject({ failed: 0, considered: 0, latestError: null });
    // Booking e-mails wait in the queue without SMTP: that (not the tests) is what the banner says.
    expect(health.alarm).toBe("not_configured");
    await getDb().emailLog.deleteMany({ where: { status: "pending" } });
    expect((await emailHealth()).alarm).toBeNull();
    const activity = await bookingEmailActivity([{ id: booking.id, kind: "hotel" }]);
    expect(activity.counts[booking.id] ?? { sent: 0, failed: 0 }).toEqual({ sent: 0, failed: 0 });
    expect(activity.history[booking.id]!.map((l) => l.status)).toEqual(["test", "test", "test", "test"]);
  });

  it("unknown bookings are still 404, and the template tests still need SMTP (409)", async () => {
    expect((await notify("MV-ZZZZZZ", "paymentRequest")).status).toBe(404);
    const template = await call(
      postTemplateTest,
      "/api/email/test/bookingConfirmed",
      { templateType: "bookingConfirmed" },
      { method: "POST", headers: admin },
    );
    expect(template.status).toBe(409);
  });
});

describe("with an SMTP host saved", () => {
  it("a real send answers testMode: false; a failed one is a 502, never a test", async () => {
    await saveSmtpSettings(admin, smtp, "pw-test-mode", { replyToEmail: "" });
    const booking = await hotelBooking("real.send@example.com");
    await settleBackgroundEmails();
    const sent = await notify(booking.id, "paymentRequest");
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ success: true, testMode: false, message: "Email sent successfully" });
    await smtp.waitFor((m) => m.subject === `Payment Required - Booking #${booking.reference}`);

    await smtp.stop();
    try {
      const failed = await notify(booking.id, "paymentRequest");
      expect(failed.status).toBe(502);
      expect(failed.json.message).toMatch(/Check Settings › Email\.$/);
      expect(failed.json.testMode).toBeUndefined();
      const logs = await getDb().emailLog.findMany({
        where: { bookingId: booking.id, templateType: "paymentRequest" },
        orderBy: { createdAt: "asc" },
      });
      expect(logs.map((l) => l.status)).toEqual(["sent", "failed"]);
    } finally {
      await smtp.start();
    }
  });
});
