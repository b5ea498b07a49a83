/**
 * Issue 18: newsletter sign-ups are double opt-in (a confirmation e-mail through the outbox, a
 * single-use link stored hashed, re-sent only now and then), and the contact form and the
 * newsletter are rate-limited per client address.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { POST as postConfirm } from "@/app/api/newsletter/confirm/route";
import { POST as postContact } from "@/app/api/contact/route";
import { getDb } from "@/lib/server/db/client";
import { encryptSecret } from "@/lib/server/crypto/secret-box";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import {
  hashNewsletterToken,
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_RESEND_AFTER_MS,
  NEWSLETTER_CONFIRM_TTL_MS,
  confirmNewsletterSubscription,
  subscribeToNewsletter,
} from "@/lib/server/newsletter/subscribe";
import { call } from "../support/http";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";

process.env.EMAIL_CONFIG_SECRET = "integration-test-newsletter";
process.env.SITE_URL = "https://stays.example";
process.env.RATE_LIMIT_NEWSLETTER = "1000/1h";
process.env.RATE_LIMIT_CONTACT = "1000/1h";

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const data = {
    smtpHost: "127.0.0.1",
    smtpPort: smtp.port,
    smtpUser: "mailer",
    smtpPasswordEncrypted: encryptSecret("pw"),
    fromEmail: "team@lagoon.test",
    fromName: "Lagoon Stays",
    replyToEmail: null,
  };
  await getDb().emailConfig.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
});

afterAll(async () => {
  await settleBackgroundEmails();
  await smtp?.stop();
});

const subscribe = (email: string, headers: Record<string, string> = {}) =>
  call(postNewsletter, "/api/newsletter", undefined, { method: "POST", body: { email }, headers });
const confirm = (token: string) =>
  call(postConfirm, "/api/newsletter/confirm", undefined, { method: "POST", body: { token } });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const linkIn = (text: string) => {
  const match = /https:\/\/stays\.example\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1]!;
};

describe("newsletter double opt-in", () => {
  it("a sign-up is unconfirmed until the link in the confirmation e-mail is followed, once", async () => {
    const res = await subscribe("  Opt.In@Example.com ");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const row = await getDb().newsletterSubscriber.findUniqueOrThrow({ where: { email: "opt.in@example.com" } });
    expect(row.confirmedAt).toBeNull();

    await settleBackgroundEmails();
    const mail = await smtp.waitFor((m) => m.to.includes("opt.in@example.com"));
    expect(mail.subject).toBe("Please confirm your subscription to the Lagoon Stays newsletter");
    const token = linkIn(mail.text);
    expect(mail.html).toContain(`https://stays.example/newsletter/confirm?token=${token}`);
    // Stored only as its hash; the e-mail went through the outbox and is logged.
    expect(row.confirmTokenHash).toBe(hashNewsletterToken(token));
    expect(JSON.stringify(await getDb().newsletterSubscriber.findMany())).not.toContain(token);
    const logs = await getDb().emailLog.findMany({ where: { toEmail: "opt.in@example.com" } });
    expect(logs.map((l) => [l.status, l.templateType])).toEqual([["sent", "newsletterConfirmation"]]);

    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: NEWSLETTER_CONFIRMED });
    const confirmed = await getDb().newsletterSubscriber.findUniqueOrThrow({ where: { email: "opt.in@example.com" } });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed.confirmTokenHash).toBeNull();

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ error: NEWSLETTER_LINK_INVALID, message: NEWSLETTER_LINK_INVALID });

    // A confirmed address signing up again gets the same reply and no e-mail.
    expect((await subscribe("opt.in@example.com")).json).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    await settleBackgroundEmails();
    expect(mailsTo("opt.in@example.com")).toHaveLength(1);
  });

  it("signing up again while unconfirmed re-sends at most now and then, and the new link replaces the old", async () => {
    const now = new Date();
    expect((await subscribeToNewsletter("twice@example.com", now)).outcome).toBe("confirmation_sent");
    expect((await subscribeToNewsletter("TWICE@example.com", new Date(now.getTime() + 60_000))).outcome).toBe(
      "recently_sent",
    );
    expect((await subscribe("twice@example.com")).status).toBe(200);
    await settleBackgroundEmails();
    expect(mailsTo("twice@example.com")).toHaveLength(1);
    const first = linkIn(mailsTo("twice@example.com")[0]!.text);

    expect(
      (await subscribeToNewsletter("twice@example.com", new Date(now.getTime() + NEWSLETTER_RESEND_AFTER_MS + 1000)))
        .outcome,
    ).toBe("confirmation_sent");
    await settleBackgroundEmails();
    await expect.poll(() => mailsTo("twice@example.com").length).toBe(2);
    const second = linkIn(mailsTo("twice@example.com")[1]!.text);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
    expect(await getDb().newsletterSubscriber.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  it("a link lapses after NEWSLETTER_CONFIRM_TTL_MS; a made-up or malformed one is refused", async () => {
    const sentAt = new Date();
    await subscribeToNewsletter("late@example.com", sentAt);
    await settleBackgroundEmails();
    const token = linkIn((await smtp.waitFor((m) => m.to.includes("late@example.com"))).text);
    await expect(
      confirmNewsletterSubscription(token, new Date(sentAt.getTime() + NEWSLETTER_CONFIRM_TTL_MS + 1000)),
    ).rejects.toThrow(NEWSLETTER_LINK_INVALID);
    expect(
      (await getDb().newsletterSubscriber.findUniqueOrThrow({ where: { email: "late@example.com" } })).confirmedAt,
    ).toBeNull();

    const madeUp = await confirm("A".repeat(43));
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.message).toBe(NEWSLETTER_LINK_INVALID);
    for (const bad of ["", "short", "not a token at all!!", "x".repeat(500)]) {
      const res = await confirm(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.message).toBe(
        "This confirmation link is incomplete. Please open the link from the e-mail again.",
      );
    }
  });
});

describe("rate limits per client address", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_NEWSLETTER = "1000/1h";
    process.env.RATE_LIMIT_CONTACT = "1000/1h";
    setRateLimitStore(new MemoryRateLimitStore());
  });

  it("the newsletter answers 429 with Retry-After past RATE_LIMIT_NEWSLETTER; another address is not held back", async () => {
    setRateLimitStore(new MemoryRateLimitStore());
    process.env.RATE_LIMIT_NEWSLETTER = "2/1h";
    const from = { "x-forwarded-for": "203.0.113.7" };
    expect((await subscribe("a1@example.com", from)).status).toBe(200);
    expect((await subscribe("a2@example.com", from)).status).toBe(200);
    const third = await subscribe("a3@example.com", from);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third.json.message).toMatch(/^Too many requests\. Please wait/);
    expect(await getDb().newsletterSubscriber.count({ where: { email: "a3@example.com" } })).toBe(0);
    expect((await subscribe("a3@example.com", { "x-forwarded-for": "203.0.113.8" })).status).toBe(200);
  });

  it("the contact form answers 429 past RATE_LIMIT_CONTACT, storing nothing more", async () => {
    setRateLimitStore(new MemoryRateLimitStore());
    process.env.RATE_LIMIT_CONTACT = "1/1h";
    const body = {
      name: "Limit Tester",
      email: "limit@example.com",
      subject: "feedback",
      message: "Lovely stay, thank you all.",
    };
    const from = { "x-forwarded-for": "203.0.113.9" };
    expect((await call(postContact, "/api/contact", undefined, { method: "POST", body, headers: from })).status).toBe(
      201,
    );
    const before = await getDb().contactMessage.count();
    const second = await call(postContact, "/api/contact", undefined, { method: "POST", body, headers: from });
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBeTruthy();
    expect(await getDb().contactMessage.count()).toBe(before);
  });
});
