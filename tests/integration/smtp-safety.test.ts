/**
 * Issue 18: the stored SMTP password stays with the server it was entered for. Changing the host,
 * port or username needs it again; it never crosses a network without TLS (only this machine is
 * spoken to in clear); a failed test send never reads back the raw reply of whatever listens there.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as postConfig } from "@/app/api/email/config/route";
import { POST as postTest } from "@/app/api/email/test/route";
import { POST as postNotification } from "@/app/api/email/send-notification/route";
import { getDb } from "@/lib/server/db/client";
import { PASSWORD_AGAIN } from "@/lib/validation/email";
import { logEmailAttempt, reasonOf } from "@/lib/server/email/transport";
import { call } from "../support/http";
import { adminHeaders } from "../support/content";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp-server";

process.env.NEXTAUTH_SECRET = "integration-test-smtp-safety";

const PASSWORD = "the-real-smtp-password";
let smtp: TestSmtpServer;
let admin: Record<string, string>;
let banner: net.Server;
let bannerPort: number;

const configBody = (over: Record<string, unknown> = {}) => ({
  smtpHost: "127.0.0.1",
  smtpPort: smtp.port,
  smtpUser: "mailer",
  smtpPassword: PASSWORD,
  fromEmail: "bookings@lagoon.test",
  fromName: "Lagoon Stays",
  replyToEmail: "",
  ...over,
});
const save = (body: Record<string, unknown>) =>
  call(postConfig, "/api/email/config", undefined, { method: "POST", headers: admin, body });
const sendTest = () =>
  call(postTest, "/api/email/test", undefined, {
    method: "POST",
    headers: admin,
    body: { email: "inbox@example.com" },
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // Some other service on an internal port: it greets with a banner that is not SMTP.
  banner = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end("SSH-2.0-OpenSSH_9.2 internal-secret-banner\r\n");
  });
  await new Promise<void>((resolve) => banner.listen(0, "127.0.0.1", resolve));
  bannerPort = (banner.address() as net.AddressInfo).port;
  admin = await adminHeaders();
});

afterAll(async () => {
  await smtp?.stop();
  await new Promise((resolve) => banner?.close(resolve));
});

describe("the stored SMTP password needs entering again when its server changes", () => {
  it("a blank password is refused (400, on the password field) when the host, port or username changes", async () => {
    expect((await save(configBody())).status).toBe(200);
    const stored = (await getDb().emailConfig.findFirstOrThrow()).smtpPasswordEncrypted;

    for (const change of [{ smtpHost: "smtp.attacker.example" }, { smtpPort: 2525 }, { smtpUser: "someone-else" }]) {
      const res = await save(configBody({ ...change, smtpPassword: "" }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json).toMatchObject({
        error: PASSWORD_AGAIN,
        message: PASSWORD_AGAIN,
        details: { smtpPassword: [PASSWORD_AGAIN] },
      });
    }
    const row = await getDb().emailConfig.findFirstOrThrow();
    expect(row).toMatchObject({
      smtpHost: "127.0.0.1",
      smtpPort: smtp.port,
      smtpUser: "mailer",
      smtpPasswordEncrypted: stored,
    });
  });

  it("the same server keeps it (other fields may change); a re-entered password saves the new server", async () => {
    const same = await save(configBody({ smtpPassword: "", fromName: "Lagoon Team", smtpHost: " 127.0.0.1 " }));
    expect(same.status).toBe(200);
    const moved = await save(configBody({ smtpHost: "localhost", smtpPassword: "another-password" }));
    expect(moved.status).toBe(200);
    expect(moved.json.config).toMatchObject({ smtpHost: "localhost", hasPassword: true });
  });
});

describe("TLS is required beyond this machine", () => {
  it("on localhost the test server (no TLS) is used as before", async () => {
    expect((await save(configBody())).status).toBe(200);
    const res = await sendTest();
    expect(res.status).toBe(200);
    expect(smtp.authAttempts.at(-1)).toEqual({ user: "mailer", pass: PASSWORD });
  });

  it("a host that is not this machine by name, without STARTTLS, gets no password: the send fails saying why", async () => {
    // ::ffff:127.0.0.1 reaches the same test server, but is not one of the names kept local.
    expect((await save(configBody({ smtpHost: "::ffff:127.0.0.1" }))).status).toBe(200);
    const before = smtp.authAttempts.length;
    const received = smtp.received.length;
    const res = await sendTest();
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(
      "Failed to send test email: The SMTP server does not offer a secure connection (STARTTLS), so the password is not sent. Use port 465 (TLS) or a server that offers STARTTLS.",
    );
    expect(smtp.authAttempts.length).toBe(before);
    expect(smtp.received.length).toBe(received);
  });
});

describe("a failed send never echoes the server's raw reply", () => {
  it("pointing the host at another service's port reports it in our words, in the reply and in the log", async () => {
    expect((await save(configBody({ smtpPort: bannerPort }))).status).toBe(200);
    const res = await sendTest();
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(
      "Failed to send test email: The server at that host and port did not answer like an SMTP server.",
    );
    expect(JSON.stringify(res.json)).not.toMatch(/OpenSSH|internal-secret-banner/);
    const log = await getDb().emailLog.findFirstOrThrow({
      where: { toEmail: "inbox@example.com", status: "failed" },
      orderBy: { createdAt: "desc" },
    });
    expect(log.errorMessage).toBe("The server at that host and port did not answer like an SMTP server.");
  });

  it("a closed port says the connection was refused", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    expect((await save(configBody({ smtpPort: closed }))).status).toBe(200);
    const res = await sendTest();
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(
      "Failed to send test email: Could not connect to the SMTP server: connection refused at that host and port.",
    );

    // A booking e-mail sent from the booking pages: they say 'Failed to send email: {message}'
    // themselves, so the message is the plain reason and what to do, never prefixed twice.
    const booking = await getDb().booking.findFirstOrThrow();
    const notify = await call(postNotification, "/api/email/send-notification", undefined, {
      method: "POST",
      headers: admin,
      body: { bookingId: booking.id, templateType: "paymentRequest" },
    });
    expect(notify.status).toBe(502);
    expect(notify.json.message).toBe(
      "Could not connect to the SMTP server: connection refused at that host and port. Check Settings › Email.",
    );
  });
});

describe("logged reasons", () => {
  it("carry no NUL bytes (PostgreSQL text refuses them, and the log row would be lost)", async () => {
    await logEmailAttempt(
      { to: "nul@example.com", subject: "NUL" },
      "failed",
      reasonOf(new Error("bad\u0000reply\u0007 here")),
    );
    await logEmailAttempt({ to: "nul@example.com", subject: "NUL 2" }, "failed", "raw\u0000text");
    const rows = await getDb().emailLog.findMany({
      where: { toEmail: "nul@example.com" },
      orderBy: { subject: "asc" },
    });
    expect(rows.map((r) => r.errorMessage)).toEqual(["badreply here", "rawtext"]);
  });
});

describe("a refused SMTP login is said by reason, not only in words", () => {
  it("POST /api/email/test → 502 with reason smtp_auth_failed; another failure carries no reason", async () => {
    const refusing = await startTestSmtpServer(0, { refuseAuth: true });
    try {
      expect((await save(configBody({ smtpPort: refusing.port }))).status).toBe(200);
      const refused = await sendTest();
      expect(refused.status).toBe(502);
      expect(refused.json).toMatchObject({ reason: "smtp_auth_failed" });
      expect(String(refused.json.message)).toMatch(
        /Authentication failed: the SMTP server refused the username or password/,
      );
      expect(refusing.authAttempts).toEqual([{ user: "mailer", pass: PASSWORD }]);
    } finally {
      await refusing.stop();
    }
    // Nothing listens there any more: a failure of another kind, without the reason.
    const unreachable = await sendTest();
    expect(unreachable.status).toBe(502);
    expect(unreachable.json.reason).toBeUndefined();
  });
});
