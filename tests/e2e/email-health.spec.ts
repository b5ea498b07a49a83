import { expect, test } from "./support/test";

import { pointSiteMailAt } from "./support/smtp";

// Issue 21: when e-mails fail, the admin pages say so, with a way to the settings and the log.
// (The SMTP settings are the whole server's: this spec points them at a closed port, so it is named
// to run after admin-email.spec.ts, which starts from a server with none; the specs that send mail
// later save their own.)

test("the admin pages warn when recent e-mails fail, linking to the settings and the log", async ({ page }) => {
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(login.status()).toBe(200);
  await pointSiteMailAt(page.request, 1, { password: "pw", fromEmail: "stays@lagoon.test" }); // a closed port
  for (let i = 0; i < 3; i++) {
    const sent = await page.request.post("/api/email/test", { data: { email: `health.${i}@example.com` } });
    expect(sent.ok()).toBe(false);
  }
  for (const path of ["/dashboard", "/bookings", "/bookings-old", "/settings"]) {
    await page.goto(path);
    const banner = page.getByTestId("email-health-banner");
    await expect(banner, path).toContainText("E-mails are failing:");
    await expect(banner).toContainText("Could not connect to the SMTP server: connection refused");
    await expect(banner).toHaveAttribute("role", "alert");
  }
  await page.getByTestId("email-health-banner").getByRole("link", { name: "Open the e-mail log" }).click();
  await expect(page).toHaveURL(/\/bookings-old\?tab=emails$/);
  await expect(page.getByRole("tab", { name: "Email Tracking" })).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("email-health-banner").getByRole("link", { name: "Check Settings › Email" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=email$/);
  await expect(page.getByRole("form", { name: "SMTP configuration" })).toBeVisible();
  // Visitors never see it.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByTestId("email-health-banner")).toHaveCount(0);
});
