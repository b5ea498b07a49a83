import { test } from "./test";

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
