/** E-mail set-up for integration tests (the app's own code: not for the e2e specs). */
import { expect } from "vitest";

import { POST as postConfig } from "@/app/api/email/config/route";
import { settleBackgroundEmails } from "@/lib/server/email/background";
import { call } from "./http";
import type { TestSmtpServer } from "./smtp-server";

/** Saves SMTP settings (as `headers`, an admin) that send through `smtp`, logging in as "mailer" with `password`. */
export async function saveSmtpSettings(
  headers: Record<string, string>,
  smtp: TestSmtpServer,
  password: string,
  over: Record<string, unknown> = {},
) {
  const saved = await call(postConfig, "/api/email/config", undefined, {
    method: "POST",
    headers,
    body: {
      smtpHost: "127.0.0.1",
      smtpPort: smtp.port,
      smtpUser: "mailer",
      smtpPassword: password,
      fromEmail: "bookings@lagoon.test",
      fromName: "Lagoon Stays",
      ...over,
    },
  });
  expect(saved.status).toBe(200);
}

/** A file's afterAll: the e-mails its requests started in the background are sent first, then `smtp` stops. */
export async function stopAfterBackgroundEmails(smtp: TestSmtpServer | undefined) {
  await settleBackgroundEmails();
  await smtp?.stop();
}
