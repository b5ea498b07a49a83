import { expect, test, type APIRequestContext } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35 item 6: no online payment exists, so the manage page (and the payment-request e-mail,
// tests/integration/email.test.ts) say how to pay in the administrator's words (Settings › General),
// and a cancelled booking shows no "Payment pending" (nothing is owed).

const ADMIN = { email: "admin@example.com", password: "admin12345" };
const INSTRUCTIONS = `Bank transfer to Lagoon Stays Pvt Ltd, IBAN MV00 E2E ${Date.now()}, quoting your booking reference.`;

async function guestBooking(request: APIRequestContext, offset: number) {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; roomTypes: string[] }[];
  const reply = await request.post("/api/bookings", {
    data: {
      customerName: "Payment Reader",
      customerEmail: `pay.reader.${Date.now()}@example.com`,
      customerPhone: "+960 777 3434",
      agreeToTerms: true,
      hotelId: hotels[0]!.id,
      roomType: hotels[0]!.roomTypes[0],
      checkIn: ymdInDays(110 + offset),
      checkOut: ymdInDays(112 + offset),
      adults: 1,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { booking: { id: string; reference: string; manageUrl: string } }).booking;
}

test("Settings › General sets how guests pay; the manage page says it while payment is owed, and nothing once cancelled", async ({
  page,
  playwright,
  request,
}) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const booking = await guestBooking(request, 0);

  // Until the admin writes their own, the default says how to pay (never a link to a payment page).
  await page.goto(booking.manageUrl);
  const howToPay = page.getByRole("region", { name: "How to pay" });
  await expect(howToPay).toContainText("We take no payment online.");
  await expect(howToPay).toContainText("Pay at the property on arrival");
  await expect(howToPay.getByRole("link")).toHaveCount(0);

  // The admin sets the instructions in Settings › General.
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await page.goto("/settings?tab=general");
  const form = page.getByRole("form", { name: "Payment instructions" });
  const field = form.getByLabel("How guests pay");
  await expect(field).toHaveValue(/Pay at the property on arrival/);
  await field.fill("short");
  await form.getByRole("button", { name: "Save instructions" }).click();
  await expect(field).toHaveAccessibleDescription(/at least 10 characters/);
  await field.fill(INSTRUCTIONS);
  await form.getByRole("button", { name: "Save instructions" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Payment instructions saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Payment instructions" }).getByLabel("How guests pay")).toHaveValue(
    INSTRUCTIONS,
  );

  // The guest's manage page says it, with the amount owed.
  await page.goto(booking.manageUrl);
  await expect(howToPay).toContainText(INSTRUCTIONS);
  await expect(page.getByTestId("booking-summary")).toContainText("Payment pending");

  // Cancelled: nothing is owed — no instructions and no "Payment pending" badge.
  expect((await admin.put(`/api/bookings/${booking.id}/status`, { data: { status: "cancelled" } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("booking-summary")).toContainText("Cancelled");
  await expect(page.getByTestId("booking-summary")).not.toContainText("Payment pending");
  await expect(howToPay).toHaveCount(0);

  // Back to the default, for the other specs.
  await page.goto("/settings?tab=general");
  await page
    .getByRole("form", { name: "Payment instructions" })
    .getByLabel("How guests pay")
    .fill("Pay at the property on arrival, by card or in cash. No payment is taken online.");
  await page
    .getByRole("form", { name: "Payment instructions" })
    .getByRole("button", { name: "Save instructions" })
    .click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Payment instructions saved" })).toBeVisible();
  await admin.dispose();
});
