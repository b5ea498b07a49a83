import { expect, test } from "./support/test";
import { ymdInDays } from "./support/dates";

test.describe("home search card", () => {
  test("requires every field with the spec's messages, then searches /hotels @mobile", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search hotels" });
    await expect(form).toHaveAttribute("data-ready", "true");
    await expect(form.getByLabel("Location")).toHaveValue("maldives");
    const checkIn = await form.getByLabel("Check-in").inputValue();
    const checkOut = await form.getByLabel("Check-out").inputValue();
    expect(checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000).toBe(7);

    await form.getByLabel("Check-in").fill("");
    await form.getByLabel("Check-out").fill("");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(form.getByText("Please select a check-in date")).toBeVisible();
    await expect(form.getByText("Please select a check-out date")).toBeVisible();
    await expect(form.getByLabel("Check-in")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/$/);

    // A stay within the limits (check-in at most a year ahead: tests/e2e/home-search.spec.ts).
    await form.getByLabel("Location").selectOption("bali");
    await form.getByLabel("Check-in").fill(ymdInDays(100));
    await form.getByLabel("Check-out").fill(ymdInDays(105));
    await form.getByLabel("Guests").selectOption("3");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/hotels\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: "bali",
      checkIn: ymdInDays(100),
      checkOut: ymdInDays(105),
      adults: "2",
      children: "1",
    });
  });
});

test.describe("home sections", () => {
  test("wide screens show the offers and hotels as grids, with View all links", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const offers = page.getByRole("region", { name: "Offers carousel" });
    await expect(offers.getByTestId("promotion-card")).toHaveCount(6);
    // A grid: three cards side by side on one row, and no carousel dots.
    const tops = await offers
      .getByTestId("promotion-card")
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(offers.getByRole("button", { name: /Show card/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View all" }).first()).toHaveAttribute("href", "/offers");
    await expect(page.getByRole("link", { name: "View all" }).nth(1)).toHaveAttribute("href", "/hotels");
    await expect(page.getByRole("link", { name: /View all guest houses/ })).toHaveAttribute("href", "/guest-houses");
  });

  test("under 768 px the hotels are a looping carousel that advances every 5 s, with dots @mobile-only", async ({
    page,
  }) => {
    await page.goto("/");
    const hotels = page.getByRole("region", { name: "Hotels carousel" });
    // Below the fold the carousel has measured nothing while the page loaded (before: it started
    // in the first idle moment, at the latest 2 s after hydration)…
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2500);
    await expect(hotels).not.toHaveAttribute("data-ready");
    // Nothing in the cards (their screen-reader-only texts included) escapes the carousel's clip:
    // the page is exactly one screen wide, so scrolling it scrolls the window.
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual(
      await page.evaluate(() => [Math.round(window.visualViewport!.width), Math.round(window.visualViewport!.width)]),
    );
    // …and it is live by the time it is scrolled to.
    await hotels.scrollIntoViewIfNeeded();
    await expect(hotels).toHaveAttribute("data-ready", "true");
    const dots = hotels.getByRole("button", { name: /Show card/ });
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(0, 0);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
    await dots.nth(5).click();
    await expect(dots.nth(5)).toHaveAttribute("aria-current", "true");
    // Loops from the last card back to the first.
    await page.mouse.move(0, 0);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true", { timeout: 8000 });
  });
});

test.describe("home newsletter", () => {
  test("subscribes from the home page, and explains a bad address @mobile", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const email = form.getByLabel("Email address", { exact: true });
    await email.fill("nope@");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await email.fill(`home-${Date.now()}@example.com`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/newsletter") && r.request().method() === "POST"),
      form.getByRole("button", { name: "Subscribe" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText("Subscription successful!")).toBeVisible();
  });
});
