import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.describe("payment demo", () => {
  test("checks the card, processes for 2 s, succeeds, and sends nothing anywhere", async ({ page }) => {
    const requests: string[] = [];
    await page.goto("/checkout");
    page.on("request", (r) => {
      if (r.method() !== "GET") requests.push(`${r.method()} ${r.url()}`);
    });
    await expect(page.getByText(/do not enter real card details/)).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(/^\$/);
    await expectNoSeriousA11yViolations(page);
    const pay = page.getByRole("button", { name: /^Pay \$/ });
    await pay.click();
    await expect(page.getByText("Enter the 16-digit card number.")).toBeVisible();
    await page.getByLabel("Card number").fill("4242424242424242");
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await page.getByLabel("Name on card").fill("Demo Person");
    await page.getByLabel("Expiry (MM/YY)").fill("1230");
    await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue("12/30");
    await page.getByLabel("CVV").fill("123");
    await pay.click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeVisible();
    await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 5000 });
    // /bookings is for administrators: a visitor lands back home.
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
    expect(requests).toEqual([]);
  });

  test("'Go Back' goes home; PayPal needs no details", async ({ page }) => {
    await page.goto("/checkout");
    await page.getByRole("tab", { name: "PayPal" }).click();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByText("Payment successful")).toBeVisible({ timeout: 5000 });
    await page.goto("/checkout");
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
