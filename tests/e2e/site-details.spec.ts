import { expect, test, type Locator, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35: /favicon.ico is an icon (not the 404 page); on phones the 'Search submitted' toast
// covers neither the logo, the menu button, nor the Filters sheet's close button.

test("/favicon.ico is served as a small, cacheable icon", async ({ request }) => {
  const reply = await request.get("/favicon.ico");
  expect(reply.status()).toBe(200);
  expect(reply.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await reply.body()).byteLength).toBeLessThan(10_000);
  expect(reply.headers()["cache-control"] ?? "").not.toContain("no-store");
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function searchFromHome(page: Page) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Search hotels" });
  await expect(form).toHaveAttribute("data-ready", "true");
  await form.getByLabel("Location").selectOption("maldives");
  await form.getByLabel("Check-in").fill(ymdInDays(30));
  await form.getByLabel("Check-out").fill(ymdInDays(33));
  await form.getByRole("button", { name: "Search" }).click();
}

test("on a phone the 'Search submitted' toast covers neither the logo, the menu button, nor the Filters sheet's close button @mobile-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await searchFromHome(page);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Search submitted" });
  // A loaded machine may take a while to navigate; the toast shows meanwhile.
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // Where the toast comes to rest: sonner slides a top toast in from 100 % above its place (opacity
  // 0 → 1, 400 ms), so a box taken mid-slide on a loaded machine overlaps the header it ends below.
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await expect(toast).toHaveCSS("opacity", "1");
  const header = page.getByRole("banner");
  const toastBox = await box(toast);
  for (const control of [header.getByRole("link").first(), header.getByRole("button", { name: "Open menu" })]) {
    expect(overlaps(toastBox, await box(control))).toBe(false);
  }
  await expect(page).toHaveURL(/\/hotels\?/, { timeout: 30_000 });
  await page
    .getByRole("button", { name: /^Filters/ })
    .filter({ visible: true })
    .first()
    .click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet).toBeVisible();
  // Where the toast stood (toasts do not move): clear of the sheet's close button.
  expect(overlaps(toastBox, await box(sheet.getByRole("button", { name: "Close" })))).toBe(false);
});
