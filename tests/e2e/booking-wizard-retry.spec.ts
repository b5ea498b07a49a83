import { expect, test } from "./support/test";
import { ymdInDays } from "./support/dates";

test.describe.configure({ timeout: 120_000 });

// Both wizards share one shell (components/booking/wizard-frame.tsx): the submit button waits only
// while a request is on its way or once a booking is made, never after a request that failed.
test("the guest-house wizard can send again after a failed request, with the same Idempotency-Key", async ({ page, request }) => {
  const houses = (await (await request.get("/api/local-tourism")).json()) as { id: number; title: string }[];
  const house = houses[0]!;
  await page.goto(`/book-guest-house?guestHouseId=${house.id}&checkInDate=${ymdInDays(84)}&checkOutDate=${ymdInDays(87)}`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await page.getByLabel("Meal plan").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("Retry Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`retry.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 6666");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();

  const keys: string[] = [];
  await page.route("**/api/local-tourism/bookings", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.abort();
  });
  const submit = page.getByRole("button", { name: /^Complete Booking - / });
  await submit.click();
  await expect(page.getByText("Failed to process your booking. Please try again.").first()).toBeVisible();
  expect(keys).toHaveLength(1);
  await expect(submit).toBeEnabled();

  await page.unroute("**/api/local-tourism/bookings");
  const reply = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST");
  await submit.click();
  const response = await reply;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["idempotency-key"]).toBe(keys[0]);
  await expect(page.getByText("Booking Confirmed!")).toBeVisible();
  await expect(page).toHaveURL(/\/track-bookings$/);
});
