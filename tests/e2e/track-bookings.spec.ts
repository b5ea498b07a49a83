import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";

// A demo guest with hotel and guest-house bookings (prisma/seed.ts: MV-DEMQC4, MV-DEMQF7,
// GH-DEMQB3, GH-DEMQE6), typed in mixed case as a visitor might.
const DEMO_EMAIL = "Sofia.Rossi@Example.com";
const LOOKUP = /\/api\/bookings\/email\//;

async function trackForm(page: Page) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Track your bookings" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-ready", "true");
  return form;
}

test.describe("home: Track Your Bookings", () => {
  test("sits between 'Local Guest Houses' and the newsletter, with a native required e-mail field", async ({
    page,
  }) => {
    const form = await trackForm(page);
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const at = (text: string) => headings.findIndex((h) => h.includes(text));
    expect(at("Local Guest Houses")).toBeGreaterThan(-1);
    expect(at("Track Your Bookings")).toBe(at("Local Guest Houses") + 1);
    expect(at("Island news")).toBe(at("Track Your Bookings") + 1);

    const email = form.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const { violations } = await new AxeBuilder({ page })
      .include("#track-bookings")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
      .analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });

  test("an empty e-mail gives the 'Email required' toast and makes no request", async ({ page }) => {
    const form = await trackForm(page);
    let requests = 0;
    page.on("request", (r) => {
      if (LOOKUP.test(r.url())) requests++;
    });
    await form.getByLabel("Email address").fill("   ");
    await form.getByRole("button", { name: "Track Bookings" }).click();
    await expect(page.getByText("Email required")).toBeVisible();
    await expect(page.getByText("Please enter your email address to track your bookings.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(requests).toBe(0);
  });

  test("a malformed e-mail is explained under the field, with no request", async ({ page }) => {
    const form = await trackForm(page);
    let requests = 0;
    page.on("request", (r) => {
      if (LOOKUP.test(r.url())) requests++;
    });
    const email = form.getByLabel("Email address");
    await email.fill("sofia@");
    await form.getByRole("button", { name: "Track Bookings" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(requests).toBe(0);
  });

  test("an e-mail without bookings gives the 'No bookings found' toast", async ({ page }) => {
    const form = await trackForm(page);
    await form.getByLabel("Email address").fill(`nobody-${Date.now()}@example.com`);
    const [response] = await Promise.all([
      page.waitForResponse(LOOKUP),
      form.getByRole("button", { name: "Track Bookings" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText("No bookings found")).toBeVisible();
    await expect(page.getByText("We couldn't find any bookings for this email address.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a demo guest's e-mail lands on /track-bookings with the bookings in session storage", async ({ page }) => {
    const form = await trackForm(page);
    await form.getByLabel("Email address").fill(DEMO_EMAIL);
    const [response] = await Promise.all([
      page.waitForResponse(LOOKUP),
      form.getByRole("button", { name: "Track Bookings" }).click(),
    ]);
    expect(response.url()).toContain("/api/bookings/email/Sofia.Rossi%40Example.com");
    await page.waitForURL(/\/track-bookings$/);
    const stored = await page.evaluate(() => ({
      bookings: sessionStorage.getItem("guestBookings"),
      email: sessionStorage.getItem("guestEmail"),
    }));
    expect(stored.email).toBe(DEMO_EMAIL);
    const bookings: { reference: string; kind: string; createdAt: string; customerPhone?: string }[] = JSON.parse(
      stored.bookings ?? "null",
    );
    expect(bookings.length).toBeGreaterThanOrEqual(4);
    expect(bookings.map((b) => b.reference)).toEqual(
      expect.arrayContaining(["MV-DEMQC4", "MV-DEMQF7", "GH-DEMQB3", "GH-DEMQE6"]),
    );
    expect(new Set(bookings.map((b) => b.kind))).toEqual(new Set(["hotel", "guest_house"]));
    expect(bookings.map((b) => b.createdAt)).toEqual(
      bookings
        .map((b) => b.createdAt)
        .sort()
        .reverse(),
    );
    for (const b of bookings) expect(b).not.toHaveProperty("customerPhone");
  });

  test("a 429 says to wait, using Retry-After", async ({ page }) => {
    const form = await trackForm(page);
    await page.route(LOOKUP, (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "42" },
        contentType: "application/json",
        body: JSON.stringify({ error: "x", message: "x" }),
      }),
    );
    await form.getByLabel("Email address").fill(DEMO_EMAIL);
    await form.getByRole("button", { name: "Track Bookings" }).click();
    await expect(
      page.getByText("Too many look-ups from your connection. Please wait 42 seconds and try again."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("another failed reply and a network failure get the spec's error toasts", async ({ page }) => {
    const form = await trackForm(page);
    await page.route(LOOKUP, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await form.getByLabel("Email address").fill(DEMO_EMAIL);
    await form.getByRole("button", { name: "Track Bookings" }).click();
    await expect(page.getByText("Unable to retrieve bookings. Please try again.")).toBeVisible();

    await page.unroute(LOOKUP);
    await page.route(LOOKUP, (route) => route.abort("internetdisconnected"));
    await form.getByRole("button", { name: "Track Bookings" }).click();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Track Bookings" })).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);
  });

  // Last in the file: it uses up this address's look-ups for the rest of the window.
  test("a client-sent X-Forwarded-For does not escape the per-address limit (429 + Retry-After)", async ({
    request,
  }) => {
    let limited: { status: number; retryAfter: string | null; body: unknown } | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const response = await request.get(`/api/bookings/email/${encodeURIComponent("nobody@example.com")}`, {
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      });
      if (response.status() === 429)
        limited = { status: 429, retryAfter: response.headers()["retry-after"] ?? null, body: await response.json() };
      else expect(response.status()).toBe(200);
    }
    expect(limited, "the server should count every request from this socket as one client").toBeDefined();
    expect(Number(limited!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(limited!.body).toMatchObject({
      error: expect.stringContaining("Too many requests"),
      message: expect.stringContaining("Too many requests"),
    });
  });
});
