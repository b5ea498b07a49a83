import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as postTemplateTest } from "@/app/api/email/test/[templateType]/route";
import {
  DELETE as resetTemplate,
  GET as getTemplate,
  PUT as putTemplate,
} from "@/app/api/email/templates/[templateType]/route";
import { POST as sendNotification } from "@/app/api/email/send-notification/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { sendDueCheckinReminders } from "@/lib/server/email/checkin-reminders";
import { sessionCookieName } from "@/lib/server/auth/config";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { saveSmtpSettings, stopAfterBackgroundEmails } from "../support/email";
import { signIn } from "../support/content";

// Issue 21 item 14: the six templates are editable — an administrator's subject, HTML and text,
// checked against the template's variables, used by every send until 'Reset to default'.

process.env.NEXTAUTH_SECRET = "integration-test-email-templates";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_BOOKING = "10000/1h";

const today = todayYmd();
let smtp: TestSmtpServer;
let admin: Record<string, string>;
let adminToken: string;
let customer: Record<string, string>;

const path = (type: string) => `/api/email/templates/${type}`;
const get = (type: string, headers = admin) => call(getTemplate, path(type), { templateType: type }, { headers });
const put = (type: string, body: unknown, headers = admin) =>
  call(putTemplate, path(type), { templateType: type }, { method: "PUT", headers, body });
const notify = (bookingId: string, templateType: string) =>
  call(sendNotification, "/api/email/send-notification", undefined, {
    method: "POST",
    headers: admin,
    body: { bookingId, templateType },
  });
const reset = (type: string, headers = admin) =>
  call(resetTemplate, path(type), { templateType: type }, { method: "DELETE", headers });

async function hotelBooking(email: string, customerName: string, over: Record<string, unknown> = {}) {
  const { hotel, roomType } = await firstHotel();
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotel.id, roomType, { customerName, customerEmail: email, ...over }),
  });
  expect(res.status).toBe(201);
  return res.json.booking as { id: string; reference: string; manageUrl: string; hotelName: string };
}

const EDITED = {
  subject: "Your stay at {{hotelName}} is booked ({{bookingId}})",
  html: '<html><body><h1>Hello {{customerName}}</h1><p>Booking {{bookingId}} for {{totalPrice}}.</p><a href="{{manageLink}}">Manage</a><p>{{confirmEmailLink}}</p></body></html>',
  text: "Hello {{customerName}}, booking {{bookingId}} at {{hotelName}}. Manage: {{manageLink}}",
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ({ token: adminToken, headers: admin } = await signIn("admin@example.com", "admin12345"));
  customer = (await signIn("customer@example.com", "customer12345")).headers;
  await saveSmtpSettings(admin, smtp, "pw-templates", { replyToEmail: "" });
});

afterAll(() => stopAfterBackgroundEmails(smtp));

describe("GET /api/email/templates/{type}", () => {
  it("answers the default with customized: false while nothing is saved", async () => {
    const res = await get("bookingConfirmed");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      type: "bookingConfirmed",
      subject: "Booking Confirmed - #{{bookingId}}",
      customized: false,
      updatedAt: null,
      updatedBy: null,
    });
    expect(res.json.html).toContain("{{customerName}}");
  });
});

describe("PUT /api/email/templates/{type}", () => {
  it("is for administrators only, and only for the six templates", async () => {
    expect((await put("bookingConfirmed", EDITED, customer)).status).toBe(403);
    expect((await put("bookingConfirmed", EDITED, {})).status).toBe(401);
    expect((await put("nope", EDITED)).status).toBe(404);
    expect((await put("passwordReset", EDITED)).status).toBe(404);
    expect((await reset("nope")).status).toBe(404);
    expect((await reset("bookingConfirmed", customer)).status).toBe(403);
    // A cookie session from another site is refused, like every admin write.
    const crossSite = await put("bookingConfirmed", EDITED, {
      cookie: `${sessionCookieName()}=${adminToken}`,
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await getDb().emailTemplateOverride.count()).toBe(0);
  });

  it("refuses unknown variables and unbalanced braces, field by field, in words", async () => {
    const res = await put("bookingConfirmed", {
      subject: "Hi {{firstName}}",
      html: "<p>{{customerName}} {{bookingId}</p>",
      text: "{{customerName}} {{totalPrice}} {{password}} {{secret}} }}",
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual({
      subject: ["Subject: unknown variable {{firstName}}. Use only this template's variables."],
      html: ["HTML body: unbalanced braces. Write each variable as {{name}}, with two braces on each side."],
      text: [
        "Text version: unknown variables {{password}}, {{secret}}. Use only this template's variables.",
        "Text version: unbalanced braces. Write each variable as {{name}}, with two braces on each side.",
      ],
    });
    // A variable of another template is unknown here (the welcome e-mail has no booking).
    const welcome = await put("welcomeEmail", {
      ...EDITED,
      subject: "Welcome {{customerName}}",
      text: "Hi {{customerName}}",
      html: "<p>{{bookingId}}</p>",
    });
    expect(welcome.json.details).toEqual({
      html: ["HTML body: unknown variable {{bookingId}}. Use only this template's variables."],
    });
  });

  it("refuses empty, multi-line and over-long fields", async () => {
    const res = await put("bookingConfirmed", {
      subject: "Line one\r\nBcc: x@evil.example",
      html: " ",
      text: "x".repeat(20_001),
    });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual({
      subject: ["Subject must be a single line."],
      html: ["HTML body is required."],
      text: ["Text version must be at most 20,000 characters."],
    });
    const long = await put("bookingConfirmed", { ...EDITED, subject: "s".repeat(201), html: "h".repeat(50_001) });
    expect(long.json.details).toEqual({
      subject: ["Subject must be at most 200 characters."],
      html: ["HTML body must be at most 50,000 characters."],
    });
    const missing = await put("bookingConfirmed", {});
    expect(Object.keys(missing.json.details).sort()).toEqual(["html", "subject", "text"]);
    expect(await getDb().emailTemplateOverride.count()).toBe(0);
  });

  it("saves the administrator's version; GET answers it with customized: true and who saved it", async () => {
    const res = await put("bookingConfirmed", EDITED);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type: "bookingConfirmed", ...EDITED, customized: true, updatedBy: "Aisha Admin" });
    const read = await get("bookingConfirmed");
    expect(read.json).toMatchObject({ ...EDITED, customized: true });
    expect(Date.parse(read.json.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Saving again replaces it (one row per template).
    expect((await put("bookingConfirmed", { ...EDITED, subject: "Confirmed: {{bookingId}}" })).json.subject).toBe(
      "Confirmed: {{bookingId}}",
    );
    expect((await put("bookingConfirmed", EDITED)).status).toBe(200);
    expect(await getDb().emailTemplateOverride.count()).toBe(1);
    // Others keep their default.
    expect((await get("bookingReceived")).json.customized).toBe(false);
  });
});

describe("every send uses the saved version", () => {
  it("the outbox (an admin's confirmation): subject and text with the values, the HTML with them escaped; a value missing for this booking is left out", async () => {
    const booking = await hotelBooking("edited.confirm@example.com", 'Ann <b>"Bold"</b> & Co');
    await settleBackgroundEmails();
    const status = await call(
      putStatus,
      `/api/bookings/${booking.id}/status`,
      { id: booking.id },
      { method: "PUT", headers: admin, body: { status: "confirmed" } },
    );
    expect(status.status).toBe(200);
    await settleBackgroundEmails();
    const mail = await smtp.waitFor(
      (m) => m.to.includes("edited.confirm@example.com") && m.subject.startsWith("Your stay at"),
    );
    expect(mail.subject).toBe(`Your stay at ${booking.hotelName} is booked (${booking.reference})`);
    expect(mail.text).toBe(
      `Hello Ann <b>"Bold"</b> & Co, booking ${booking.reference} at ${booking.hotelName}. Manage: https://stays.example${booking.manageUrl}`,
    );
    expect(mail.html).toContain("<h1>Hello Ann &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co</h1>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain(
      `<a href="https://stays.example${booking.manageUrl.replace(/&/g, "&amp;")}">Manage</a>`,
    );
    expect(mail.html).toContain("<p></p>"); // a confirmed booking has no confirmEmailLink
    expect(mail.html).not.toContain("{{");
    const [log] = await getDb().emailLog.findMany({
      where: { bookingId: booking.id, templateType: "bookingConfirmed" },
    });
    expect(log).toMatchObject({ status: "sent", subject: mail.subject });
  });

  it("send-notification, the template test and the check-in reminder too", async () => {
    await put("paymentRequest", {
      subject: "Pay for {{bookingId}}",
      html: "<p>Pay {{totalPrice}}: {{paymentLink}}</p>",
      text: "Pay {{totalPrice}}: {{paymentLink}}",
    });
    await put("checkinReminder", {
      subject: "Tomorrow: {{hotelName}}",
      html: "<p>See you, {{customerName}}</p>",
      text: "See you, {{customerName}}",
    });
    const booking = await hotelBooking("edited.pay@example.com", "Pay Guest");
    const res = await notify(booking.id, "paymentRequest");
    expect(res.status).toBe(200);
    const pay = await smtp.waitFor((m) => m.subject === `Pay for ${booking.reference}`);
    expect(pay.text).toContain(`https://stays.example${booking.manageUrl}`);

    const test = await call(
      postTemplateTest,
      "/api/email/test/paymentRequest",
      { templateType: "paymentRequest" },
      { method: "POST", headers: admin, body: { testEmail: "edited.test@example.com" } },
    );
    expect(test.status).toBe(200);
    const sample = await smtp.waitFor((m) => m.to.includes("edited.test@example.com"));
    expect(sample.subject).toBe("[Test] Pay for MV-SAMPLE");

    const tomorrow = await hotelBooking("edited.tomorrow@example.com", "Tomorrow Guest", {
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 2),
    });
    await getDb().booking.update({ where: { id: tomorrow.id }, data: { status: "confirmed" } });
    await settleBackgroundEmails();
    await sendDueCheckinReminders();
    const reminder = await smtp.waitFor(
      (m) => m.to.includes("edited.tomorrow@example.com") && m.subject.startsWith("Tomorrow: "),
    );
    expect(reminder.subject).toBe(`Tomorrow: ${tomorrow.hotelName}`);
    expect(reminder.text.trim()).toBe("See you, Tomorrow Guest");
  });

  it("'Reset to default' brings the react-email template back, for the view and for sends", async () => {
    const res = await reset("bookingConfirmed");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subject: "Booking Confirmed - #{{bookingId}}", customized: false });
    expect((await reset("bookingConfirmed")).status).toBe(200); // idempotent
    expect((await get("bookingConfirmed")).json.customized).toBe(false);
    const booking = await hotelBooking("default.again@example.com", "Default Guest");
    await getDb().booking.update({ where: { id: booking.id }, data: { status: "confirmed" } });
    const sent = await notify(booking.id, "bookingConfirmed");
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes("default.again@example.com") && m.subject.startsWith("Booking Confirmed"),
    );
    expect(mail.subject).toBe(`Booking Confirmed - #${booking.reference}`);
    expect(mail.html).toContain("Default Guest");
  });
});
