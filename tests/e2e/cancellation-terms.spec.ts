import { expect, test, type APIRequestContext } from "./support/test";
import { ADMIN } from "./support/pages";
import { ymdInDays } from "./support/dates";
import { defaultPolicyRows, propertyPolicyLines } from "../../lib/policies/cancellation";

type Booked = { id: string; reference: string; manageUrl: string; nightlyRate: number; customerEmail: string };

/** A confirmed hotel stay checking in 3 days out: inside the hotels' 7-day window (the request context ends signed in as the admin). */
async function confirmedStayInsideWindow(request: APIRequestContext): Promise<Booked> {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  const hotel = (await (await request.get(`/api/hotels/${hotels[0]!.id}`)).json()) as { id: number; roomTypeDetails: { name: string; isActive: boolean }[] };
  const res = await request.post("/api/bookings", {
    data: {
      customerName: "Fee Test Guest",
      customerEmail: `fee.${Date.now()}@example.com`,
      customerPhone: "+960 777 4321",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: hotel.roomTypeDetails.find((r) => r.isActive)!.name,
      checkIn: ymdInDays(3),
      checkOut: ymdInDays(4),
      adults: 1,
      children: 0,
    },
  });
  expect(res.status()).toBe(201);
  const booking = ((await res.json()) as { booking: Booked }).booking;
  expect((await request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  expect((await request.put(`/api/bookings/${booking.id}/status`, { data: { status: "confirmed" } })).status()).toBe(200);

  return booking;
}

const usd = (amount: number) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("/cancellation shows the default policies' windows, as the data states them @mobile", async ({ page }) => {
  await page.goto("/cancellation");
  const section = page.locator("#standard-windows");
  for (const row of defaultPolicyRows()) {
    const item = section.getByRole("listitem").filter({ hasText: row.stay });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${row.free}.`);
    for (const line of row.after) await expect(item).toContainText(`${line}.`);
  }
  await expect(section.getByRole("listitem")).toHaveCount(defaultPolicyRows().length);
  await expect(page.locator("main")).not.toContainText("if you don't arrive");
});

test("the manage page shows the fee before the guest confirms cancelling inside the window, and the fee recorded after", async ({ page, request }) => {
  const booking = await confirmedStayInsideWindow(request);
  const fee = usd(booking.nightlyRate);
  await page.goto(booking.manageUrl);
  await expect(page.getByTestId("cancellation-terms")).toContainText(/Free cancellation until .* \(Maldives time\)\. After that, the first night/);
  await expect(page.getByTestId("cancellation-fee")).toHaveText(`Cancelling now costs ${fee}.`);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${booking.reference}?` });
  await expect(dialog.getByTestId("cancel-fee")).toHaveText(`Cancelling now costs ${fee}.`);
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText(`Cancellation fee: ${fee}.`).first()).toBeVisible();
  await expect(page.getByTestId("not-cancellable")).toHaveText(`This booking is cancelled. Cancellation fee: ${fee}.`);
});

test("the admin's cancel shows the fee now and may waive it with a reason, shown in Booking Details", async ({ page, request }) => {
  const booking = await confirmedStayInsideWindow(request);
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  await page.goto(`/bookings?q=${encodeURIComponent(booking.customerEmail)}`);
  const card = page.locator(`[data-testid="admin-booking-card"][data-reference="${booking.reference}"]`);
  await card.getByRole("button", { name: "Cancel" }).click();
  const ask = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(ask).toContainText(`Cancelling now costs ${usd(booking.nightlyRate)}.`);
  await ask.getByLabel("Waive the cancellation fee").check();
  await ask.getByRole("button", { name: "Cancel booking" }).click();
  await expect(ask.getByText("Please give a reason for waiving the fee (at least 3 characters).")).toBeVisible();
  await ask.getByLabel("Reason (logged)").fill("Flight cancelled by the airline");
  await ask.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Booking status changed to cancelled")).toBeVisible();

  await card.getByRole("button", { name: "Details" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Details" });
  await expect(dialog).toContainText("Cancellation fee");
  await expect(dialog).toContainText("$0.00");
  await expect(dialog).toContainText("Flight cancelled by the airline");
});

test("a hotel's and a day visit's detail pages state the terms their kind is sold under, from the same data", async ({ page, request }) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  await page.goto(`/hotels/${hotels[0]!.id}`);
  const hotelTerms = page.getByTestId("cancellation-summary");
  for (const line of propertyPolicyLines("hotel")) await expect(hotelTerms.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByText(/Free cancellation up to \d+/)).toHaveCount(0);

  const visits = (await (await request.get("/api/local-tourism?type=resort_day_visit")).json()) as { id: number }[];
  await page.goto(`/guest-house/${visits[0]!.id}`);
  const visitTerms = page.getByTestId("cancellation-summary");
  for (const line of propertyPolicyLines("day_visit")) await expect(visitTerms.getByText(line, { exact: true })).toBeVisible();
  await visitTerms.getByRole("link", { name: "Read the cancellation policy" }).click();
  await expect(page).toHaveURL(/\/cancellation$/);
});
