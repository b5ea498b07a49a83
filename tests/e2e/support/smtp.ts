import { expect, test, type APIRequestContext } from "./test";

import { startTestSmtpServer, type TestSmtpServer } from "../../support/smtp-server";

/** The spec file's own test SMTP server: started before its tests, stopped after them; call the getter inside a test. */
export function testSmtpServer(): () => TestSmtpServer {
  let smtp: TestSmtpServer | undefined;
  test.beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  test.afterAll(async () => {
    await smtp?.stop();
  });
  return () => {
    if (!smtp) throw new Error("the test SMTP server starts in beforeAll");
    return smtp;
  };
}

/**
 * Points the site's SMTP settings (Settings › Email, the whole server's) at a test SMTP server on
 * this machine; `request` is signed in as an administrator.
 */
export async function pointSiteMailAt(
  request: APIRequestContext,
  port: number,
  { password, fromEmail }: { password: string; fromEmail: string },
) {
  const saved = await request.post("/api/email/config", {
    data: {
      smtpHost: "127.0.0.1",
      smtpPort: port,
      smtpUser: "mailer",
      smtpPassword: password,
      fromEmail,
      fromName: "Lagoon Stays",
      replyToEmail: "",
    },
  });
  expect(saved.status()).toBe(200);
}
