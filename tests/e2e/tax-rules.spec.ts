import { expect, test } from "./support/test";

// Issue 36 item 4 (first step): Settings › Taxes & Fees edits a destination's charges; the change is
// stored (it is there after a reload) and the worked example is recomputed from it.

const ADMIN = { email: "admin@example.com", password: "admin12345" };

test("Settings › Taxes & Fees: the admin edits the Maldives service charge and sees it saved after a reload", async ({
  page,
}) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await page.goto("/settings?tab=taxes");
  await expect(page.getByRole("tab", { name: "Taxes & Fees" })).toHaveAttribute("aria-selected", "true");
  const maldives = page.getByTestId("taxes-maldives");
  await expect(maldives).toContainText("A $100 night for two adults: $152.70 at a hotel");
  await expect(maldives.getByRole("row", { name: /Service charge/ })).toContainText("10% of the rate");

  await maldives.getByRole("button", { name: "Edit Service charge" }).click();
  const form = page.getByRole("form", { name: "Edit charge — Maldives" });
  const percent = form.getByLabel("Percentage (%)");
  await expect(percent).toHaveValue("10");
  await percent.fill("101");
  await form.getByRole("button", { name: "Save charge" }).click();
  await expect(percent).toHaveAccessibleDescription(/from 0 to 100/);
  await percent.fill("12.5");
  await form.getByRole("button", { name: "Save charge" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Charge saved" })).toBeVisible();

  await page.reload();
  await expect(maldives.getByRole("row", { name: /Service charge/ })).toContainText("12.5% of the rate");
  // 100 + 12.50 + 17 % of 112.50 (19.13) + 2 × 12 Green Tax
  await expect(maldives).toContainText("$155.63 at a hotel");

  // Put it back for the other tests: the same form, saved again.
  await maldives.getByRole("button", { name: "Edit Service charge" }).click();
  await page.getByRole("form", { name: "Edit charge — Maldives" }).getByLabel("Percentage (%)").fill("10");
  await page.getByRole("form", { name: "Edit charge — Maldives" }).getByRole("button", { name: "Save charge" }).click();
  await expect(maldives).toContainText("$152.70 at a hotel");
});
