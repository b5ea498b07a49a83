import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

test.describe.configure({ timeout: 120_000 });

/** The sentence of the server's 503 when an instance is too busy to take a booking (written out). */
const BUSY = "We are receiving more booking requests than we can handle right now. Please try again in a moment.";

/** The first demo guest house's wizard, filled in up to its submit button (a guest of its own). */
async function filledGuestHouseWizard(page: Page, request: APIRequestContext, checkIn: string, checkOut: string) {
  const houses = (await (await request.get("/api/local-tourism")).json()) as { id: number; title: string }[];
  await page.goto(`/book-guest-house?guestHouseId=${houses[0]!.id}&checkInDate=${checkIn}&checkOutDate=${checkOut}`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await page.getByLabel("Meal plan").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("Retry Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`retry.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 6666");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  return page.getByRole("button", { name: /^Complete Booking - / });
}

/** Sends the wizard again, unintercepted: one booking, made with the key of the refused attempt. */
async function sendAgainBooksOnce(page: Page, submit: ReturnType<Page["getByRole"]>, key: string) {
  await page.unroute("**/api/local-tourism/bookings");
  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST",
  );
  await submit.click();
  const response = await reply;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["idempotency-key"]).toBe(key);
  await expect(page.getByText("Booking Confirmed!")).toBeVisible();
  await expect(page).toHaveURL(/\/track-bookings$/);
}

// Both wizards share one shell (components/booking/wizard-frame.tsx): the submit button waits only
// while a request is on its way or once a booking is made, never after a request that failed.
test("the guest-house wizard can send again after a failed request, with the same Idempotency-Key", async ({
  page,
  request,
}) => {
  const submit = await filledGuestHouseWizard(page, request, ymdInDays(84), ymdInDays(87));
  const keys: string[] = [];
  await page.route("**/api/local-tourism/bookings", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.abort();
  });
  await submit.click();
  await expect(page.getByText("Failed to process your booking. Please try again.").first()).toBeVisible();
  expect(keys).toHaveLength(1);
  await expect(submit).toBeEnabled();
  await sendAgainBooksOnce(page, submit, keys[0]!);
});

// An instance past its booking limits answers 503 "busy" at once (lib/server/http/admission.ts).
test("a 503 'busy' reply is said in the server's words, the form is kept, and trying again books once", async ({
  page,
  request,
}) => {
  const submit = await filledGuestHouseWizard(page, request, ymdInDays(91), ymdInDays(93));
  const keys: string[] = [];
  await page.route("**/api/local-tourism/bookings", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fulfill({
      status: 503,
      headers: { "retry-after": "2" },
      contentType: "application/json",
      json: { error: BUSY, message: BUSY, reason: "busy" },
    });
  });
  await submit.click();
  await expect(page.getByText(BUSY).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Retry Guest");
  await expect(submit).toBeEnabled();
  expect(keys).toHaveLength(1);
  await sendAgainBooksOnce(page, submit, keys[0]!);
});
