import { expect, test, type Page } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { pointSiteMailAt, testSmtpServer } from "./support/smtp";

// Issue 34: a new account verifies its e-mail address by an e-mailed link (a page whose button
// confirms it) before its booking requests hold rooms for long. The SMTP settings are the whole
// server's: this spec points them at its own test server (the specs run one at a time).
const smtp = testSmtpServer();
const header = (page: Page) => page.getByRole("banner");
const portal = (page: Page) => page.getByRole("dialog", { name: "Customer Portal" });

test("sign up → 'Confirm your e-mail address' on the dashboard → the e-mailed link's button confirms it, once", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect(
    (await admin.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } })).status(),
  ).toBe(200);
  await pointSiteMailAt(admin, smtp().port, { password: "e2e-verify", fromEmail: "accounts@lagoon.test" });
  await admin.dispose();

  const email = `verify.me.${Date.now()}@example.com`;
  await page.goto("/about");
  await header(page).getByRole("link", { name: "Sign Up", exact: true }).click();
  await portal(page).getByLabel("Full name").fill("Verify Me");
  await portal(page).getByLabel("Email").fill(email);
  await portal(page).getByLabel("Password", { exact: true }).fill("verify-pass-1");
  await portal(page).getByLabel("Confirm password").fill("verify-pass-1");
  await portal(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await portal(page).getByLabel("Password").fill("verify-pass-1");
  await portal(page).getByRole("button", { name: "Sign In" }).click();
  await expect(portal(page)).toBeHidden();

  await page.goto("/my-dashboard");
  const notice = page.getByTestId("verify-email-notice");
  await expect(notice.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(notice).toContainText(email);
  await expect(notice).toContainText("holds its room for 60 minutes");
  await expect(notice).toContainText("for 24 hours");
  await expectNoSeriousA11yViolations(page);

  const mail = await smtp().waitFor(
    (m) => m.to.includes(email) && m.subject === "Confirm the e-mail address of your Lagoon Stays account",
    30_000,
  );
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // A new link only now and then: the one just sent is still the one to use.
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("alert")).toContainText("We sent you a link a moment ago");

  // Opening the link verifies nothing by itself (mail scanners open links): it takes the click.
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed." })).toBeVisible();

  // The link works once.
  await page.reload();
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(
    page.getByText(
      "This verification link is invalid, has already been used or has expired. Sign in and ask for a new one on your dashboard.",
    ),
  ).toBeVisible();

  await page.goto("/my-dashboard");
  await expect(page.getByTestId("account-info")).toContainText(email);
  await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Password & Sessions" })).toBeVisible();
  await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
});
