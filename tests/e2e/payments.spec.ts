import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { ADMIN } from "./support/pages";
import { ymdInDays } from "./support/dates";
import { allIn, cents } from "./support/prices";
import { pointSiteMailAt, testSmtpServer } from "./support/smtp";

// Issue 40: with online payments (the second e2e server: scripts/e2e-server.mjs with E2E_PAYMENTS=1,
// the Stripe SDK pointed at tests/support/fake-stripe.mjs), the wizard sends the guest to the
// provider's hosted page for what the rate takes when booking, and the guest comes back to the
// booking's page, paid; turning back gives the room back; a deposit leaves a balance to pay from
// the booking's page. The SMTP settings are that server's own: this spec points them at its test server.
const PAYMENTS_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 40}`;
test.use({ baseURL: PAYMENTS_BASE });
test.describe.configure({ timeout: 120_000, mode: "serial" });
test.skip(({ isMobile }) => isMobile, "journeys at desktop width");
const smtp = testSmtpServer();

const usd2 = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

async function adminContext(playwright: {
  request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> };
}) {
  const admin = await playwright.request.newContext({ baseURL: PAYMENTS_BASE });
  expect((await admin.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  return admin;
}

/** A hotel of the test's own (Reef Rooms at $200, `units` of them), its plans as given (null: the standard ones). */
async function ownHotel(admin: APIRequestContext, label: string, ratePlans: unknown[] | null = null, units = 5) {
  const created = await admin.post("/api/hotels", {
    data: {
      name: `${label} ${Date.now()}`,
      location: "Baa Atoll, Maldives",
      image: "/images/placeholder.webp",
      price: 200,
      rating: 4.5,
      reviews: 0,
      lovedPercentage: 0,
      description: "A payments test.",
      locationDescription: "Baa Atoll.",
      amenities: ["Free WiFi"],
      additionalImages: [],
      roomTypes: [{ name: "Reef Room", units }],
      ratePlans,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name: string };
}

/** The wizard to its last step for `email`, under the plan `planId`; returns the plan card's "pay now" line. */
async function bookThrough(
  page: Page,
  hotelId: number,
  { checkIn, checkOut, email, planId }: { checkIn: string; checkOut: string; email: string; planId: string },
) {
  await page.goto(
    `/book?${new URLSearchParams({ hotelId: String(hotelId), checkIn, checkOut, adults: "2", roomType: "Reef Room" })}`,
  );
  await expect(page.getByText("Each rate says what you pay online when you book")).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("Paying Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 4321");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const card = page.getByRole("group", { name: "Choose your rate" }).getByTestId(`rate-plan-${planId}`);
  await card.getByRole("radio").check();
  const payNow = (await card.getByTestId("rate-plan-pay-now").textContent()) ?? "";
  // The price summary says what reserving at the chosen rate costs up front, by the same rule.
  if (planId === "non-refundable") {
    await expect(page.getByTestId("price-summary").getByTestId("reserve-note")).toHaveText(
      "This rate is paid in full online when you book.",
    );
  }
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  return payNow;
}

test("non-refundable: the guest pays the whole stay on the provider's page and comes back to a confirmed, paid booking and its e-mail", async ({
  page,
  playwright,
}) => {
  const admin = await adminContext(playwright);
  await pointSiteMailAt(admin, smtp().port, { password: "e2e-pay", fromEmail: "stays@lagoon.test" });
  const hotel = await ownHotel(admin, "Pay Resort");
  const checkIn = ymdInDays(40);
  const total = allIn({
    location: "Baa Atoll, Maldives",
    kind: "hotel",
    checkIn,
    nightly: (cents(200) - cents(20)) / 100,
    nights: 2,
    adults: 2,
  });
  const email = `pay.nonref.${Date.now()}@example.com`;

  const payNow = await bookThrough(page, hotel.id, {
    checkIn,
    checkOut: ymdInDays(42),
    email,
    planId: "non-refundable",
  });
  expect(payNow).toBe(`Pay ${usd2(total)} online when you book`);

  // The provider's hosted page (the fake's), for the whole total.
  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await expect(page.getByText(/Payment for booking MV-/)).toBeVisible();
  await page.getByRole("button", { name: "Decline card" }).click();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await page.getByRole("button", { name: `Pay ${usd2(total)}` }).click();

  // Back on the booking's page: paid, confirmed.
  await expect(page).toHaveURL(/\/booking\/MV-[A-Z0-9]{6}\?token=.*&payment=paid/);
  await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
  const payment = page.getByTestId("payment");
  await expect(payment).toContainText(`Paid${usd2(total)}`);
  await expect(payment).toContainText("Still to pay$0.00");
  await expect(page.getByTestId("pay-now")).toHaveCount(0);
  await expect(page.getByText("Confirmed").first()).toBeVisible();
  const reference = /\/booking\/(MV-[A-Z0-9]{6})/.exec(page.url())![1]!;

  const mail = await smtp().waitFor(
    (m) => m.to.includes(email) && m.subject === `Booking Confirmed - #${reference}`,
    30_000,
  );
  expect(mail.text).toContain(reference);
  const list = (await (await admin.get(`/api/bookings?q=${reference}`)).json()) as {
    reference: string;
    status: string;
    paymentStatus: string;
  }[];
  expect(list[0]).toMatchObject({ reference, status: "confirmed", paymentStatus: "paid" });
  await admin.dispose();
});

test("turning back on the provider's page gives the room back; paying later from the booking's page confirms it", async ({
  page,
  playwright,
}) => {
  const admin = await adminContext(playwright);
  const hotel = await ownHotel(admin, "Pay Back Resort", null, 1);
  const checkIn = ymdInDays(44);
  const email = `pay.back.${Date.now()}@example.com`;
  await bookThrough(page, hotel.id, { checkIn, checkOut: ymdInDays(45), email, planId: "non-refundable" });
  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();

  await expect(page).toHaveURL(/&payment=cancelled/);
  await expect(page.getByTestId("payment-notice")).toHaveText("The payment was not completed. Nothing was charged.");
  const reference = /\/booking\/(MV-[A-Z0-9]{6})/.exec(page.url())![1]!;
  const before = (await (await admin.get(`/api/bookings?q=${reference}`)).json()) as {
    status: string;
    paymentStatus: string;
  }[];
  expect(before[0]).toMatchObject({ status: "pending", paymentStatus: "failed" });
  // The hotel's only Reef Room is free again for those dates: another guest's request takes it.
  const other = await page.request.post("/api/bookings", {
    data: {
      customerName: "Other Guest",
      customerEmail: `pay.other.${Date.now()}@example.com`,
      customerPhone: "+960 777 1111",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: "Reef Room",
      checkIn,
      checkOut: ymdInDays(45),
      adults: 2,
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherId = ((await other.json()) as { booking: { id: string } }).booking.id;
  expect((await admin.put(`/api/bookings/${otherId}/status`, { data: { status: "cancelled" } })).status()).toBe(200);

  await page.getByTestId("pay-now").click();
  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
  const after = (await (await admin.get(`/api/bookings?q=${reference}`)).json()) as {
    status: string;
    paymentStatus: string;
  }[];
  expect(after[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  await admin.dispose();
});

test("a flexible rate with a deposit: the deposit when booking, then the balance from the booking's page", async ({
  page,
  playwright,
}) => {
  const admin = await adminContext(playwright);
  const plans = [
    {
      name: "Flexible",
      cancellation: "property",
      discountPercent: 0,
      board: "room_only",
      boardCents: 0,
      depositPercent: 30,
    },
    { name: "Non-refundable", cancellation: "nonRefundable", discountPercent: 10, board: "room_only", boardCents: 0 },
  ];
  const hotel = await ownHotel(admin, "Pay Deposit Resort", plans);
  const checkIn = ymdInDays(48);
  const total = allIn({ location: "Baa Atoll, Maldives", kind: "hotel", checkIn, nightly: 200, nights: 1, adults: 2 });
  const deposit = Math.round(cents(total) * 0.3) / 100;
  const payNow = await bookThrough(page, hotel.id, {
    checkIn,
    checkOut: ymdInDays(49),
    email: `pay.deposit.${Date.now()}@example.com`,
    planId: "flexible",
  });
  expect(payNow).toBe(`Pay a deposit of ${usd2(deposit)} online when you book, the rest later`);
  // The hotel's page says what reserving at its default (Flexible) rate costs up front: no "pay when you stay".
  const detail = await page.context().newPage();
  await detail.goto(`${PAYMENTS_BASE}/hotels/${hotel.id}`);
  await expect(detail.getByTestId("reserve-note").first()).toHaveText(
    "A 30% deposit is paid online when you book at this rate, the rest later.",
  );
  await detail.close();

  await page.getByRole("button", { name: `Pay ${usd2(deposit)}` }).click();
  await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
  const payment = page.getByTestId("payment");
  await expect(payment).toContainText(`Paid${usd2(deposit)}`);
  const balance = Math.round((total - deposit) * 100) / 100;
  await expect(payment).toContainText(`Still to pay${usd2(balance)}`);

  await page.getByRole("button", { name: `Pay ${usd2(balance)} now` }).click();
  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${usd2(balance)}` }).click();
  await expect(page.getByTestId("payment")).toContainText("Still to pay$0.00");
  const reference = /\/booking\/(MV-[A-Z0-9]{6})/.exec(page.url())![1]!;
  const list = (await (await admin.get(`/api/bookings?q=${reference}`)).json()) as {
    status: string;
    paymentStatus: string;
  }[];
  expect(list[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  await admin.dispose();
});

test("an administrator sends a payment link for the balance; the guest pays it from the e-mail", async ({
  page,
  playwright,
}) => {
  const admin = await adminContext(playwright);
  await pointSiteMailAt(admin, smtp().port, { password: "e2e-pay", fromEmail: "stays@lagoon.test" });
  const hotel = await ownHotel(admin, "Pay Link Resort");
  const checkIn = ymdInDays(52);
  const total = allIn({ location: "Baa Atoll, Maldives", kind: "hotel", checkIn, nightly: 200, nights: 1, adults: 2 });
  const email = `pay.link.${Date.now()}@example.com`;
  const made = await page.request.post("/api/bookings", {
    data: {
      customerName: "Link Guest",
      customerEmail: email,
      customerPhone: "+960 777 2222",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: "Reef Room",
      checkIn,
      checkOut: ymdInDays(53),
      adults: 2,
    },
  });
  expect(made.status()).toBe(201);
  // The standard Flexible rate asks nothing when booking: no payment page in the reply.
  const { booking, payment } = (await made.json()) as { booking: { id: string; reference: string }; payment?: unknown };
  expect(payment).toBeUndefined();
  expect((await admin.put(`/api/bookings/${booking.id}/status`, { data: { status: "confirmed" } })).status()).toBe(200);

  // The administrator's Send Payment Link, for the balance (the amount left empty).
  const state = await admin.storageState();
  const adminPage = await page.context().browser()!.newPage({ baseURL: PAYMENTS_BASE, storageState: state });
  await adminPage.goto(`/bookings?q=${booking.reference}`);
  await adminPage
    .locator(`[data-testid="admin-booking-card"][data-reference="${booking.reference}"]`)
    .getByRole("button", { name: "Send Payment Link" })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Send Payment Link" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send Payment Link" }).click();
  await expect(adminPage.getByText(`A link to pay ${usd2(total)} went to ${email}.`)).toBeVisible();
  await adminPage.close();

  const mail = await smtp().waitFor(
    (m) => m.to.includes(email) && m.subject === `Payment Required - Booking #${booking.reference}`,
    30_000,
  );
  expect(mail.text).toContain(`Please pay ${usd2(total)}`);
  const link = /https?:\/\/\S+\/checkout\?payment=[^\s)\]]+/.exec(mail.text)![0]!.replace(/&amp;/g, "&");
  await page.goto(link.replace(/^https?:\/\/[^/]+/, PAYMENTS_BASE));
  await expect(page.getByRole("heading", { name: `Payment for booking ${booking.reference}` })).toBeVisible();
  await page.getByTestId("pay-link").click();
  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${usd2(total)}` }).click();
  await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
  await expect(page.getByTestId("payment")).toContainText("Still to pay$0.00");
  const list = (await (await admin.get(`/api/bookings?q=${booking.reference}`)).json()) as { paymentStatus: string }[];
  expect(list[0]).toMatchObject({ paymentStatus: "paid" });

  // The administrator sees the money in the booking's details and refunds part of it, with a reason.
  const again = await page.context().browser()!.newPage({ baseURL: PAYMENTS_BASE, storageState: state });
  await again.goto(`/bookings?q=${booking.reference}`);
  await again
    .locator(`[data-testid="admin-booking-card"][data-reference="${booking.reference}"]`)
    .getByRole("button", { name: /Details/ })
    .click();
  const details = again.getByRole("dialog", { name: "Booking Details" });
  await expect(details).toContainText(`Paid online${usd2(total)}`);
  const refund = details.getByTestId("refund-form");
  await refund.getByLabel("Amount (USD)").fill("25");
  await refund.getByLabel("Reason").fill("Late check-in");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(again.getByText("$25.00 goes back to the guest's card.")).toBeVisible();
  await expect(details).toContainText("Refunded$25.00");
  await again.close();
  await admin.dispose();
});

test("cancelling inside the free window refunds everything paid; after it, what was paid less the fee — each shown before confirming", async ({
  page,
  playwright,
}) => {
  const admin = await adminContext(playwright);
  const plans = [
    {
      name: "Flexible",
      cancellation: "property",
      discountPercent: 0,
      board: "room_only",
      boardCents: 0,
      depositPercent: 100,
    },
  ];
  const hotel = await ownHotel(admin, "Pay Refund Resort", plans);

  for (const days of [40, 3]) {
    const checkIn = ymdInDays(days);
    const total = allIn({
      location: "Baa Atoll, Maldives",
      kind: "hotel",
      checkIn,
      nightly: 200,
      nights: 2,
      adults: 2,
    });
    await bookThrough(page, hotel.id, {
      checkIn,
      checkOut: ymdInDays(days + 2),
      email: `pay.refund.${days}.${Date.now()}@example.com`,
      planId: "flexible",
    });
    await page.getByRole("button", { name: `Pay ${usd2(total)}` }).click();
    await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
    // The hotels' default policy: free until 7 days before check-in; after that a fee (the page states it).
    const feeText = (await page.getByTestId("cancellation-fee").textContent()) ?? "";
    const fee =
      days > 7 ? 0 : Number(/Cancelling now costs \$([\d,]+(?:\.\d\d)?)/.exec(feeText)![1]!.replace(/,/g, ""));
    if (days > 7) expect(feeText).toContain("Cancelling now is free of charge.");
    else expect(fee).toBeGreaterThan(0);
    const back = Math.round((total - fee) * 100) / 100;
    await expect(page.getByTestId("cancellation-fee")).toContainText(
      `You get ${usd2(back)} back to the card you paid with.`,
    );
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("cancel-fee")).toContainText(
      `You get ${usd2(back)} back to the card you paid with.`,
    );
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByTestId("payment")).toContainText(`Refunded${usd2(back)}`);
    const reference = /\/booking\/(MV-[A-Z0-9]{6})/.exec(page.url())![1]!;
    const list = (await (await admin.get(`/api/bookings?q=${reference}`)).json()) as {
      status: string;
      paymentStatus: string;
    }[];
    expect(list[0]).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  }
  await admin.dispose();
});

test("a guest house's non-refundable rate: paid on the provider's page from the guest-house wizard", async ({
  page,
}) => {
  const houses = (await (await page.request.get("/api/local-tourism?type=guest_house")).json()) as { id: number }[];
  const house = (await (await page.request.get(`/api/local-tourism/${houses[0]!.id}`)).json()) as {
    id: number;
    roomTypes: { name: string }[];
    mealPlans: { name: string }[];
  };
  const query = new URLSearchParams({
    guestHouseId: String(house.id),
    checkInDate: ymdInDays(60),
    checkOutDate: ymdInDays(62),
    guests: "2",
    roomType: house.roomTypes[0]!.name,
    mealPlan: house.mealPlans[0]!.name,
    ratePlan: "non-refundable",
  });
  await page.goto(`/book-guest-house?${query}`);
  await expect(page.getByText("Each rate says what you pay online when you book")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const card = page.getByRole("group", { name: "Choose your rate" }).getByTestId("rate-plan-non-refundable");
  await expect(card.getByRole("radio")).toBeChecked();
  const total = (await card.getByTestId("rate-plan-total").textContent())!.trim();
  await expect(card.getByTestId("rate-plan-pay-now")).toHaveText(`Pay ${total} online when you book`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("textbox", { name: "Full name" }).fill("House Payer");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`pay.house.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 3333");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: /^Complete Booking - / }).click();

  await expect(page.getByRole("heading", { name: "Pay — fake Stripe" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/\/booking\/GH-[A-Z0-9]{6}\?token=.*&payment=paid/);
  await expect(page.getByTestId("payment-notice")).toHaveText("Thank you: your payment was received.");
  await expect(page.getByTestId("payment")).toContainText(`Paid${total}`);
  await expect(page.getByTestId("payment")).toContainText("Still to pay$0.00");
});
