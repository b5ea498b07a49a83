import { expect, test, type Page } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { pointSiteMailAt, testSmtpServer } from "./support/smtp";

// Issue 18: change a password signed in; reset a forgotten one by an e-mailed link; sessions end.
// (Named to run after admin-email.spec.ts, which starts from a server with no SMTP settings.)

const ADMIN = { email: "admin@example.com", password: "admin12345" };
const header = (page: Page) => page.getByRole("banner");
const portal = (page: Page) => page.getByRole("dialog", { name: "Customer Portal" });

const smtp = testSmtpServer();
test.describe.configure({ mode: "serial" });

async function register(page: Page, prefix: string, password: string) {
  const email = `${prefix}.${Date.now()}@example.com`;
  const res = await page.request.post("/api/auth/register", { data: { name: "Pass Word", email, password } });
  expect(res.status()).toBe(201);
  return email;
}

async function signInThroughPortal(page: Page, email: string, password: string) {
  await page.goto("/about");
  await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
  await portal(page).getByLabel("Email").fill(email);
  await portal(page).getByLabel("Password").fill(password);
  await portal(page).getByRole("button", { name: "Sign In" }).click();
  await expect(portal(page)).toBeHidden();
  await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();
}

test.describe("passwords and sessions", () => {
  test("the browser keeps no bearer token; pages work from the cookie alone", async ({ page, request }) => {
    const email = await register(page, "cookie.only", "cookie-pass1");
    await signInThroughPortal(page, email, "cookie-pass1");
    const stored = await page.evaluate(() => localStorage.getItem("auth_token"));
    // A marker, not a token: sent as a bearer token it signs no one in.
    expect(stored).toBeTruthy();
    const asBearer = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${stored}` } });
    expect(((await asBearer.json()) as { user: unknown }).user).toBeNull();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/my-dashboard");
    await expect(page.getByTestId("account-info")).toContainText(email);
    await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();
  });

  test("change password from the user menu: the rules, then every other session ends and this one stays", async ({
    page,
    browser,
  }) => {
    const email = await register(page, "change.pw", "old-pass-1");
    // Another device, signed in first.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await other.request.post("/api/auth/login", { data: { email, password: "old-pass-1" } })).status()).toBe(
      200,
    );
    expect(((await (await other.request.get("/api/auth/me")).json()) as { user: unknown }).user).not.toBeNull();

    await signInThroughPortal(page, email, "old-pass-1");
    await header(page).getByRole("button", { name: "Open user menu" }).click();
    await page.getByRole("menuitem", { name: "Password & Sessions" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Password & Sessions" })).toBeVisible();
    const form = page.getByRole("form", { name: "Change password" });
    const submit = form.getByRole("button", { name: "Change Password" });

    await submit.click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("Please enter your current password");
    await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      "Password must be at least 6 characters",
    );

    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByLabel("New password", { exact: true }).fill("new-pass-2");
    await form.getByLabel("Confirm new password").fill("new-pass-3");
    await submit.click();
    await expect(form.getByLabel("Confirm new password")).toHaveAccessibleDescription("Passwords don't match");

    await form.getByLabel("Confirm new password").fill("new-pass-2");
    await submit.click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not correct",
    );
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("Current password").fill("old-pass-1");
    await submit.click();
    await expect(form.getByRole("status")).toHaveText(
      "Your password has been changed. Every other session has been signed out.",
    );
    await expect(form.getByLabel("Current password")).toHaveValue("");

    // The other device is signed out; this one is not.
    expect(((await (await other.request.get("/api/auth/me")).json()) as { user: unknown }).user).toBeNull();
    await other.close();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Password & Sessions" })).toBeVisible();

    // Sign out everywhere; the old password no longer works, the new one does.
    await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect((await page.request.post("/api/auth/login", { data: { email, password: "old-pass-1" } })).status()).toBe(
      401,
    );
    await signInThroughPortal(page, email, "new-pass-2");
  });

  test("forgot password → e-mailed link → new password → sign in; the link works once", async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    // The administrator points the site's e-mail at the test SMTP server.
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await pointSiteMailAt(admin, smtp().port, { password: "pw", fromEmail: "accounts@lagoon.test" });
    await admin.dispose();

    const email = await register(page, "forgot.pw", "forgotten-1");
    await page.goto("/about");
    await header(page).getByRole("link", { name: "Sign In", exact: true }).click();
    await portal(page).getByLabel("Email").fill(email);
    await portal(page).getByRole("button", { name: "Forgot password?" }).click();
    const request = portal(page).getByRole("form", { name: "Reset password" });
    await expect(request.getByLabel("Email")).toHaveValue(email);
    await expect(request.getByLabel("Email")).toBeFocused();
    await request.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(request.getByRole("status")).toContainText(
      "If an account exists for that e-mail address, we have sent it a link",
    );

    const mail = await smtp().waitFor(
      (m) => m.to.includes(email) && m.subject === "Reset your Lagoon Stays password",
      30_000,
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    const form = page.getByRole("form", { name: "Choose a new password" });
    await form.getByLabel("New password", { exact: true }).fill("12345");
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      "Password must be at least 6 characters",
    );
    await form.getByLabel("New password", { exact: true }).fill("remembered-2");
    await form.getByLabel("Confirm new password").fill("remembered-2");
    await form.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been reset. Please sign in with your new password.",
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(portal(page)).toBeVisible();
    await portal(page).getByLabel("Email").fill(email);
    await portal(page).getByLabel("Password").fill("remembered-2");
    await portal(page).getByRole("button", { name: "Sign In" }).click();
    await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();

    // The same link a second time: said at once, before any password is typed (issue 35), with a way to ask again.
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "This reset link is invalid, has already been used or has expired.",
    );
    await expect(form).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in or ask for a new link" })).toBeVisible();
    // The server refuses it too.
    const token = new URL(link!).searchParams.get("token");
    expect(
      (await page.request.post("/api/auth/reset-password", { data: { token, password: "another-3" } })).status(),
    ).toBe(400);
    expect((await page.request.post("/api/auth/login", { data: { email, password: "another-3" } })).status()).toBe(401);
  });
});
