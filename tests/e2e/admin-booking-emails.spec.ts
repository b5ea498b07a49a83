import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35: Send Email offers only the templates true for the booking's status (the server refuses
// the others, 409); Email Tracking shows a just-sent e-mail without 'Refresh', with its time;
// /bookings asks before Confirm as before Cancel, and names the booking on each button;
// Settings › Email Preferences states the server's own retry policy.

const ADMIN = { email: "admin@example.com", password: "admin12345" };
const card = (page: Page, reference: string) =>
  page.locator(`[data-testid="admin-booking-card"][data-reference="${reference}"]`);

async function freshBooking(request: APIRequestContext, offset: number) {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; roomTypes: string[] }[];
  const stamp = `${Date.now()}${offset}`;
  const reply = await request.post("/api/bookings", {
    data: {
      customerName: "Status Mail Guest",
      customerEmail: `status.mail.${stamp}@example.com`,
      customerPhone: "+960 777 5656",
      agreeToTerms: true,
      hotelId: hotels[1]!.id,
      roomType: hotels[1]!.roomTypes[0],
      checkIn: ymdInDays(120 + offset * 3),
      checkOut: ymdInDays(122 + offset * 3),
      adults: 1,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { booking: { id: string; reference: string; customerEmail: string } }).booking;
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
});

test("Send Email offers only the templates true for a pending booking; the server refuses the others; Email Tracking shows the sent one at once, with its time", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const booking = await freshBooking(request, 0);
  await page.goto(`/bookings-old?tab=bookings&q=${encodeURIComponent(booking.customerEmail)}`);
  await page.getByRole("button", { name: `Send email about ${booking.reference}` }).click();
  const dialog = page.getByRole("dialog", { name: "Send Email" });
  const select = dialog.getByLabel("Template");
  await expect(select.locator("option")).toHaveText(["Choose a template", "Booking Received", "Payment Request"]);

  // Whatever the screen offered, the server refuses an e-mail the status contradicts.
  const refused = await page.request.post("/api/email/send-notification", {
    data: { bookingId: booking.id, templateType: "bookingConfirmed" },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "The Booking Confirmed e-mail does not match this pending booking. Send Booking Received, Payment Request instead.",
  );

  await select.selectOption("paymentRequest");
  await dialog.getByRole("button", { name: "Send Email" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Email sent successfully" })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Email Tracking lists it without a Refresh, with date and time.
  await page.getByRole("tab", { name: "Email Tracking" }).click();
  const row = page
    .getByTestId("email-log-table")
    .getByRole("row")
    .filter({ hasText: `Payment Required - Booking #${booking.reference}` })
    .first();
  await expect(row).toBeVisible();
  await expect(row.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);

  // Confirmed: 'Booking Received' is no longer true, 'Booking Confirmed' and the reminder are.
  expect(
    (await page.request.put(`/api/bookings/${booking.id}/status`, { data: { status: "confirmed" } })).status(),
  ).toBe(200);
  await page.goto(`/bookings-old?tab=bookings&q=${encodeURIComponent(booking.customerEmail)}`);
  await page.getByRole("button", { name: `Send email about ${booking.reference}` }).click();
  await expect(dialog.getByLabel("Template").locator("option")).toHaveText([
    "Choose a template",
    "Booking Confirmed",
    "Payment Request",
    "Check-in Reminder",
  ]);
});

test("/bookings: Confirm asks first, as Cancel does; every button names its booking; a cancelled booking shows no 'Payment pending'", async ({
  page,
  request,
}) => {
  const booking = await freshBooking(request, 1);
  await page.goto("/bookings");
  const target = card(page, booking.reference);
  await expect(page.getByTestId("group-pending").locator(target)).toHaveCount(1);
  for (const name of [
    `Details ${booking.reference}`,
    `Confirm ${booking.reference}`,
    `Cancel ${booking.reference}`,
    `Send Payment Link for ${booking.reference}`,
  ]) {
    await expect(target.getByRole("button", { name, exact: true })).toBeVisible();
  }

  await target.getByRole("button", { name: `Confirm ${booking.reference}` }).click();
  const ask = page.getByRole("alertdialog", { name: "Confirm this booking?" });
  await expect(ask).toContainText(booking.reference);
  await ask.getByRole("button", { name: "Not now" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId("group-pending").locator(target)).toHaveCount(1);
  await target.getByRole("button", { name: `Confirm ${booking.reference}` }).click();
  await ask.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByText("Booking status changed to confirmed")).toBeVisible();
  await expect(page.getByTestId("group-active").locator(target)).toHaveCount(1);

  await target.getByRole("button", { name: `Cancel ${booking.reference}` }).click();
  await page
    .getByRole("alertdialog", { name: "Cancel this booking?" })
    .getByRole("button", { name: "Cancel booking" })
    .click();
  await expect(page.getByTestId("group-cancelled").locator(target)).toHaveCount(1);
  await expect(target).not.toContainText("Payment pending");
  await page.reload();
  await expect(card(page, booking.reference)).toContainText("Cancelled");
  await expect(card(page, booking.reference)).not.toContainText("Payment pending");
});

test("Settings › Email Preferences states the server's own retry policy", async ({ page }) => {
  await page.goto("/settings?tab=email");
  await expect(page.getByLabel("Retry attempts")).toHaveValue("7");
  await expect(page.getByTestId("retry-policy")).toHaveText(
    "A failed e-mail is retried by the server: 7 retries, after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h (about 45 hours in all).",
  );
  await expect(page.getByText("retries a failed one 7 times")).toHaveCount(0);
});
