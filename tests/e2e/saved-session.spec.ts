import { expect, test, type Page } from "./support/test";

// Issue 35: the saved copy of the session (local storage auth_token / auth_user) and the cookie.
// A corrupt or wrong-shape copy removes both entries and signs this browser out (only this one).

const header = (page: Page) => page.getByRole("banner");
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

test("a corrupt saved user removes both entries, logs one warning and signs this browser out, not the account's other sessions", async ({ page, playwright, baseURL }) => {
  // Another browser of the same account, signed in on its own.
  const other = await playwright.request.newContext({ baseURL });
  expect((await other.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);

  for (const corrupt of ["{not json", JSON.stringify({ id: "u1", name: "No Role", email: "x@example.com" })]) {
    expect((await page.request.post("/api/auth/login", { data: CUSTOMER })).status()).toBe(200);
    await page.goto("/about");
    await expect(header(page).getByRole("button", { name: "Open user menu" })).toBeVisible();
    await page.evaluate((value) => localStorage.setItem("auth_user", value), corrupt);
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" && m.text().includes("Corrupt saved session")) warnings.push(m.text());
    });
    const signedOut = page.waitForResponse((r) => r.url().includes("/api/auth/logout?scope=device") && r.status() === 200);
    await page.reload();
    await signedOut;
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")])).toEqual([null, null]);
    expect(warnings).toHaveLength(1);
    page.removeAllListeners("console");

    // Signed out for real: the cookie is gone, a reload stays signed out.
    expect(((await (await page.request.get("/api/auth/me")).json()) as { user: unknown }).user).toBeNull();
    await page.reload();
    await expect(header(page).getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  }

  // The other browser is still signed in.
  expect(((await (await other.get("/api/auth/me")).json()) as { user: { email: string } | null }).user?.email).toBe(CUSTOMER.email);
  await other.dispose();
});
