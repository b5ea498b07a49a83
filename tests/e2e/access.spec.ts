import { expect, test, type APIRequestContext } from "./support/test";

import { ADMIN_ENDPOINTS, ADMIN_PAGES } from "../../lib/auth/access-rules";
import { expectNoSeriousA11yViolations } from "./support/axe";

const ADMIN = { email: "admin@example.com", password: "admin12345" };
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

async function tokenFor(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const res = await request.post("/api/auth/login", { data: credentials });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

// Ids that exist nowhere: the admin's pass through every call must not change the shared demo data
// (a DELETE /api/destinations/1 would remove a destination other specs rely on).
const concrete = (pattern: string) =>
  pattern.replace(/:[a-zA-Z]+/g, (p) => (p === ":templateType" ? "booking-confirmation" : "999999"));

test.describe("access", () => {
  test("every admin call answers 401 signed out and 403 to a customer; an admin gets past the guard", async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const customerToken = await tokenFor(anonymous, CUSTOMER);
    const adminToken = await tokenFor(anonymous, ADMIN);
    await anonymous.dispose();

    for (const endpoint of ADMIN_ENDPOINTS) {
      const path = concrete(endpoint.path);
      const send = async (token?: string) => {
        const context = await playwright.request.newContext({ baseURL });
        const res = await context.fetch(path, {
          method: endpoint.method,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          data: endpoint.method === "GET" || endpoint.method === "DELETE" ? undefined : {},
        });
        const status = res.status();
        await context.dispose();
        return status;
      };
      expect(await send(), `${endpoint.method} ${path} signed out`).toBe(401);
      expect(await send(customerToken), `${endpoint.method} ${path} as a customer`).toBe(403);
      expect([401, 403], `${endpoint.method} ${path} as an admin`).not.toContain(await send(adminToken));
    }
  });

  test("admin pages send signed-out visitors and customers home; an admin reaches the dashboard", async ({ page }) => {
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page, `${path} signed out`).toHaveURL(/\/$/);
    }

    await page.request.post("/api/auth/login", { data: CUSTOMER });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/$/);

    await page.request.post("/api/auth/login", { data: ADMIN });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByTestId("stat-cards")).toContainText("Total Hotels");
    await expect(page.getByTestId("stat-cards")).toContainText("total reviews");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Room Types" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("room-types-table").getByRole("row")).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("pages carry the security headers: CSP without unsafe-eval, no framing, a referrer policy", async ({
    request,
  }) => {
    const res = await request.get("/");
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a cookie-session mutation from another site is refused", async ({ request }) => {
    await request.post("/api/auth/login", { data: CUSTOMER });
    const res = await request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
    expect(res.status()).toBe(403);
  });
});

test.describe("my dashboard", () => {
  test("signed out: 'Access Denied' with a way to sign in", async ({ page }) => {
    await page.goto("/my-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/?login=true");
    // It opens the Customer Portal in place (a client navigation to /?login=true did not open it).
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Customer Portal" })).toBeVisible();
  });

  test("a customer sees the account, the 3 most recent bookings and 'View All N Bookings' @mobile", async ({
    page,
  }) => {
    await page.request.post("/api/auth/login", { data: CUSTOMER });
    const me = (await (await page.request.get("/api/auth/me")).json()) as { user: { id: string } };
    // The account's newest page, and its total (the list is paged: X-Total-Count).
    const res = await page.request.get(`/api/bookings/user/${me.user.id}`);
    const all = (await res.json()) as { reference: string }[];
    const total = Number(res.headers()["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(all.length);
    expect(all.length).toBeGreaterThan(3);

    await page.goto("/my-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "My Dashboard" })).toBeVisible();
    const account = page.getByTestId("account-info");
    await expect(account).toContainText("customer@example.com");
    await expect(account).toContainText("Customer");
    const cards = page.getByTestId("recent-bookings").getByTestId("booking-summary");
    await expect(cards).toHaveCount(3);
    for (const [i, booking] of all.slice(0, 3).entries()) await expect(cards.nth(i)).toContainText(booking.reference);
    await expect(page.getByRole("link", { name: `View All ${total} Bookings` })).toHaveAttribute(
      "href",
      "/track-bookings",
    );
    await expectNoSeriousA11yViolations(page);
  });
});
