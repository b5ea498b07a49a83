import { expect, test, type Locator } from "@playwright/test";

import { calendarOf, dateField } from "./support/date-picker";
import { holdScripts } from "./support/hold-scripts";

/**
 * A visitor's first clicks are not lost (issue 20): right after DOMContentLoaded, before React has
 * hydrated anything, a click on the header's menu button, the Sign In button and a date field
 * takes effect — the link at once (it works without JavaScript), the JavaScript-only buttons once
 * the page is hydrated (components/layout/early-click-replay.tsx).
 *
 * The page's chunks are held back until the click has been made, as on a slow phone, so the
 * click surely comes before hydration; these tests use Playwright's own `page`, not the fixture
 * of support/test.ts that waits for hydration after each load.
 */

/** Whether React has hydrated an element yet (its props are on it). */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));

test.describe("a click made right after DOMContentLoaded is not lost", () => {
  test("the header's menu button (phone) opens the menu once the page is hydrated", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/hotels", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toBeVisible();
    expect(await hydrated(button)).toBe(false);
    await button.tap();
    await button.click();
    release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("header").getByRole("navigation", { name: "Main" }).last();
    await expect(panel.getByRole("link", { name: "Hotels" })).toBeVisible();
    // Once open it stays open (tapped and clicked: the control is clicked again once, not twice).
    await page.waitForTimeout(500);
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await context.close();
  });

  test("the Sign In button opens the Customer Portal (a link: it works without JavaScript)", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/hotels", { waitUntil: "domcontentloaded" });
    const signIn = page.locator("header").getByRole("link", { name: "Sign In" });
    await expect(signIn).toBeVisible();
    expect(await hydrated(signIn)).toBe(false);
    await signIn.click();
    await page.waitForURL(/\/\?login=true$/, { waitUntil: "domcontentloaded" });
    release();
    await expect(page.getByRole("dialog", { name: "Customer Portal" })).toBeVisible();
    await expect(
      page.getByRole("dialog", { name: "Customer Portal" }).getByRole("form", { name: "Sign in" }),
    ).toBeVisible();
  });

  test("a date field opens its calendar once the page is hydrated", async ({ page, request }) => {
    const houses = (await (await request.get("/api/local-tourism?limit=1")).json()) as { id: number }[];
    const release = await holdScripts(page);
    await page.goto(`/guest-house/${houses[0]!.id}`, { waitUntil: "domcontentloaded" });
    const field = dateField(page, "Check-in");
    await expect(field).toBeVisible();
    expect(await hydrated(field)).toBe(false);
    await field.click();
    release();
    await expect(calendarOf(page, "Check-in")).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
  });

  test("a tab tapped before hydration is selected once the page is hydrated (hotel and guest-house detail)", async ({
    page,
    request,
  }) => {
    const hotels = (await (await request.get("/api/hotels?limit=1")).json()) as { id: number }[];
    const houses = (await (await request.get("/api/local-tourism?limit=1")).json()) as { id: number }[];
    for (const [path, tab] of [
      [`/hotels/${hotels[0]!.id}`, "Amenities"],
      [`/guest-house/${houses[0]!.id}`, "Gallery"],
    ] as const) {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const trigger = page.getByRole("tab", { name: tab });
      await expect(trigger).toBeVisible();
      expect(await hydrated(trigger)).toBe(false);
      await trigger.click();
      release();
      await expect(trigger).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });

  test("after hydration the replay stays out of the way: each click toggles the menu once", async ({ page }) => {
    // After hydration the replay stays out of the way: one click on the (hydrated) menu button
    // toggles once, and a second closes it again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hotels");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => hydrated(button)).toBe(true);
    await button.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
