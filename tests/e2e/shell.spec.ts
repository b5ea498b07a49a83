import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.describe("the page shell", () => {
  test("home page renders the hero, header and footer, with no serious or critical axe violations @mobile", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await expect(page).toHaveTitle("Experience Something New Every Moment");
    await expect(page.getByRole("heading", { level: 1, name: "Experience something new every moment" })).toBeVisible();
    await expect(page.getByText("#1 Most trusted travel agency in 2025")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText(/mobile app coming soon/i);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("home page shows seeded hotels and guest houses with local images", async ({ page }) => {
    await page.goto("/");
    const hotelCards = page.getByTestId("hotel-card");
    await expect(hotelCards.first()).toBeVisible();
    expect(await hotelCards.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("guest-house-card")).toHaveCount(3);
    // Every image is served by this site and actually loads.
    const images = page.locator("main img");
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(count, 8); i++) {
      const img = images.nth(i);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).host).toBe(new URL(page.url()).host);
    }
  });

  test("an unknown page shows the 404 screen with status 404, with no serious or critical axe violations", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Page Not Found")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown API path answers JSON 404", async ({ request }) => {
    const res = await request.get("/api/no-such-thing");
    expect(res.status()).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect(await res.json()).toEqual({
      error: "No API endpoint at /api/no-such-thing.",
      message: "No API endpoint at /api/no-such-thing.",
    });
  });

  test("an address that cannot be decoded: the 404 screen for a page, the contract's 400 for the API (never a 500)", async ({
    page,
    request,
  }) => {
    for (const path of ["/hotels/%E0%A4%A", "/guest-house/%C3", "/destinations/%ZZ"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    }
    const res = await request.get("/api/bookings/email/%E0%A4%A");
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      error: "The address of this request is not valid.",
      message: "The address of this request is not valid.",
    });
  });

  test("the catalogue API serves the seeded data", async ({ request }) => {
    const hotels = await (await request.get("/api/hotels")).json();
    expect(hotels.length).toBeGreaterThanOrEqual(12);
    const one = await request.get(`/api/hotels/${hotels[0].id}`);
    expect(one.status()).toBe(200);
    expect((await request.get("/api/hotels/abc")).status()).toBe(400);
    expect((await request.get("/api/local-tourism")).status()).toBe(200);
  });

  test("mobile menu opens, and closes on navigation @mobile-only", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await panel.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the toaster is not part of the page load: it mounts on the first interaction, and toasts still show", async ({
    page,
  }) => {
    await page.goto("/offers");
    await page.waitForLoadState("load");
    const toaster = page.locator("section[aria-label^='Notifications']");
    await expect(toaster).toHaveCount(0);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Email address", { exact: true }).fill(`toaster-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toaster).toHaveCount(1);
    await expect(page.getByText("Subscription successful!")).toBeVisible();
  });

  // Scroll-to-top (hidden until 400 px, brings the page back up): page-load.spec.ts's "nothing reads
  // the scroll position while the page hydrates…", on both projects.
});

// On the phone, the axe check of the pages the desktop tests above check along the way (the 404
// screen; the home page's is in its @mobile test above).
test.describe("accessibility", () => {
  test("/no-such-page has no serious or critical axe violations @mobile-only", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoSeriousA11yViolations(page);
  });
});
