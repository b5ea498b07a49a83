import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { encryptSecret } from "@/lib/server/crypto/secret-box";
import { logger } from "@/lib/server/logger";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { WAITING_FOR_SMTP_MESSAGE } from "@/lib/server/email/transport";
import { NEWSLETTER_CHECK_INBOX } from "@/lib/server/newsletter/subscribe";
import { call } from "../support/http";
import { closedPort, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

// A fixed key, so the password encrypted here is the one the transport decrypts.
process.env.EMAIL_CONFIG_SECRET = "integration-test-secret-for-contact-mail";
// Every request here comes from one address: the limits have their own tests below.
process.env.RATE_LIMIT_CONTACT = "1000/1h";
process.env.RATE_LIMIT_NEWSLETTER = "1000/1h";

const valid = {
  name: "Aishath Test",
  email: "Aishath.Test@Example.com",
  phone: "+960 777 1234",
  subject: "booking-assistance",
  message: "Could you help me move my Maafushi stay by two days?",
};

async function rawPost(handler: typeof postContact, path: string, body: string, contentType = "application/json") {
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, json: await response.json() };
}

async function configureSmtp(port: number, host = "127.0.0.1", password = "s3cret-smtp-pass") {
  const data = {
    smtpHost: host,
    smtpPort: port,
    smtpUser: "mailer@lagoonstays.example",
    smtpPasswordEncrypted: encryptSecret(password),
    fromEmail: "team@lagoonstays.example",
    fromName: "Lagoon Stays",
    replyToEmail: null,
  };
  await getDb().emailConfig.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

const logsFor = (name: string) =>
  getDb().emailLog.findMany({ where: { subject: { contains: name } }, orderBy: { createdAt: "asc" } });

afterEach(async () => {
  await getDb().emailConfig.deleteMany();
  delete process.env.CONTACT_TO_EMAIL;
  vi.restoreAllMocks();
});

describe("POST /api/contact", () => {
  it("stores the message and answers 201 {message, id}", async () => {
    const { status, json } = await call(postContact, "/api/contact", undefined, { method: "POST", body: valid });
    expect(status).toBe(201);
    expect(json).toEqual({ message: expect.any(String), id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const row = await getDb().contactMessage.findUniqueOrThrow({ where: { id: json.id } });
    expect(row).toMatchObject({
      name: "Aishath Test",
      email: "aishath.test@example.com",
      phone: "+960 777 1234",
      subject: "booking_assistance",
      message: valid.message,
      emailedAt: null,
    });
    // Its e-mail to the team is queued with it (the outbox): without SMTP settings it waits, saying why.
    await settleBackgroundEmails();
    const logs = await logsFor("Aishath Test");
    expect(logs.map((l) => [l.status, l.templateType, l.errorMessage])).toEqual([
      ["pending", "contactMessage", WAITING_FOR_SMTP_MESSAGE],
    ]);
  });

  it("accepts a message without a phone number", async () => {
    const noPhone: Partial<typeof valid> = { ...valid };
    delete noPhone.phone;
    const { status, json } = await call(postContact, "/api/contact", undefined, {
      method: "POST",
      body: { ...noPhone, name: "No Phone" },
    });
    expect(status).toBe(201);
    expect((await getDb().contactMessage.findUniqueOrThrow({ where: { id: json.id } })).phone).toBe("");
  });

  it("answers 400 with the spec's messages for each bad field, storing nothing", async () => {
    const before = await getDb().contactMessage.count();
    const { status, json } = await call(postContact, "/api/contact", undefined, {
      method: "POST",
      body: { name: "A", email: "not-an-email", subject: "spam", message: "short" },
    });
    expect(status).toBe(400);
    expect(json.error).toBe("Please enter your name");
    expect(json.message).toBe(json.error);
    expect(json.details).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      subject: ["Please select a subject"],
      message: ["Please enter a message (minimum 10 characters)"],
    });
    expect(await getDb().contactMessage.count()).toBe(before);
  });

  it.each([
    ["a missing subject", { ...valid, subject: undefined }, "Please select a subject"],
    ["a blank name", { ...valid, name: "   " }, "Please enter your name"],
    ["a message of 9 characters", { ...valid, message: "123456789" }, "Please enter a message (minimum 10 characters)"],
  ])("answers 400 for %s", async (_what, body, message) => {
    const { status, json } = await call(postContact, "/api/contact", undefined, { method: "POST", body });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });

  it("answers 400 for malformed JSON and for a wrong content type", async () => {
    const malformed = await rawPost(postContact, "/api/contact", '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe("The request body is not valid JSON.");
    const text = await rawPost(postContact, "/api/contact", JSON.stringify(valid), "text/plain");
    expect(text.status).toBe(400);
    expect(text.json.error).toBe("Send the request body as JSON (Content-Type: application/json).");
  });

  describe("with SMTP configured", () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink.close();
    });

    it("e-mails the message to the team, logs it as sent and marks it emailed", async () => {
      await configureSmtp(sink.port);
      const body = { ...valid, name: "Hassan Mailtest" };
      const { status, json } = await call(postContact, "/api/contact", undefined, { method: "POST", body });
      expect(status).toBe(201);

      // Sent by the outbox after the commit, not during the request.
      await settleBackgroundEmails();
      const mine = sink.messages.filter((m) => m.raw.includes("Hassan Mailtest"));
      expect(mine).toHaveLength(1);
      const mail = mine[0]!;
      // Signed in with the decrypted password; sent to the configured address by default.
      expect(mail.auth).toEqual({ user: "mailer@lagoonstays.example", pass: "s3cret-smtp-pass" });
      expect(mail.from).toBe("team@lagoonstays.example");
      expect(mail.to).toEqual(["team@lagoonstays.example"]);
      expect(mail.raw).toMatch(/^Reply-To: Aishath\.Test@Example\.com$/im);
      expect(mail.raw).toContain(valid.message);
      expect(mail.raw).toContain(json.id);

      const logs = await logsFor("Hassan Mailtest");
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        toEmail: "team@lagoonstays.example",
        subject: "[Contact] Booking assistance — Hassan Mailtest",
        status: "sent",
        errorMessage: null,
      });
      const row = await getDb().contactMessage.findUniqueOrThrow({ where: { id: json.id } });
      expect(row.emailedAt).toBeInstanceOf(Date);
    });

    it("sends to CONTACT_TO_EMAIL when it is set", async () => {
      await configureSmtp(sink.port);
      process.env.CONTACT_TO_EMAIL = "support@lagoonstays.example";
      const { status } = await call(postContact, "/api/contact", undefined, {
        method: "POST",
        body: { ...valid, name: "Routed Message" },
      });
      expect(status).toBe(201);
      await settleBackgroundEmails();
      expect(sink.messages.find((m) => m.raw.includes("Routed Message"))!.to).toEqual(["support@lagoonstays.example"]);
      expect((await logsFor("Routed Message"))[0]).toMatchObject({
        toEmail: "support@lagoonstays.example",
        status: "sent",
      });
    });
  });

  it("still stores the message and answers 201 when the SMTP host is unreachable, logging the failure", async () => {
    await configureSmtp(await closedPort());
    const { status, json } = await call(postContact, "/api/contact", undefined, {
      method: "POST",
      body: { ...valid, name: "Unreachable Host" },
    });
    expect(status).toBe(201);
    await settleBackgroundEmails();
    const row = await getDb().contactMessage.findUniqueOrThrow({ where: { id: json.id } });
    expect(row.emailedAt).toBeNull();
    const logs = await logsFor("Unreachable Host");
    expect(logs).toHaveLength(1);
    expect(logs[0]!.status).toBe("failed");
    expect(logs[0]!.errorMessage).toMatch(/ECONNREFUSED|connect/i);
    // Retried later, like every queued e-mail.
    expect(logs[0]!.retryAt).toBeInstanceOf(Date);
  });

  it("still stores the message when the stored SMTP password cannot be decrypted", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    await configureSmtp(await closedPort());
    await getDb().emailConfig.update({
      where: { id: 1 },
      data: { smtpPasswordEncrypted: "v1:garbage:garbage:garbage" },
    });
    const { status, json } = await call(postContact, "/api/contact", undefined, {
      method: "POST",
      body: { ...valid, name: "Broken Secret" },
    });
    expect(status).toBe(201);
    await settleBackgroundEmails();
    expect(await getDb().contactMessage.findUnique({ where: { id: json.id } })).not.toBeNull();
    const logs = await logsFor("Broken Secret");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: "failed", errorMessage: expect.stringMatching(/cannot be decrypted/) });
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes an address (trimmed, lower-cased) and answers 200 {message}", async () => {
    const { status, json } = await call(postNewsletter, "/api/newsletter", undefined, {
      method: "POST",
      body: { email: "  Reader@Example.com " },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    expect(await getDb().newsletterSubscriber.count({ where: { email: "reader@example.com" } })).toBe(1);
  });

  it("is idempotent: subscribing again answers 200 and keeps one row", async () => {
    for (const email of ["again@example.com", "AGAIN@example.com", "again@example.com"]) {
      const { status } = await call(postNewsletter, "/api/newsletter", undefined, { method: "POST", body: { email } });
      expect(status).toBe(200);
    }
    expect(await getDb().newsletterSubscriber.count({ where: { email: "again@example.com" } })).toBe(1);
  });

  it.each([["nope"], ["a@"], [""], ["x".repeat(250) + "@example.com"]])(
    "answers 400 for the address %j",
    async (email) => {
      const { status, json } = await call(postNewsletter, "/api/newsletter", undefined, {
        method: "POST",
        body: { email },
      });
      expect(status).toBe(400);
      expect(json.error).toBe("Please enter a valid email address");
      expect(json.details).toEqual({ email: ["Please enter a valid email address"] });
    },
  );

  it("answers 400 for a missing body, malformed JSON or a wrong content type", async () => {
    expect((await rawPost(postNewsletter, "/api/newsletter", "")).status).toBe(400);
    expect((await rawPost(postNewsletter, "/api/newsletter", "{oops")).json.error).toBe(
      "The request body is not valid JSON.",
    );
    expect(
      (await rawPost(postNewsletter, "/api/newsletter", "email=a@b.co", "application/x-www-form-urlencoded")).status,
    ).toBe(400);
  });
});
