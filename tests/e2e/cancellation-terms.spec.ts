import { expect, test, type APIRequestContext } from "./support/test";
import { ADMIN } from "./support/pages";
import { ymdInDays } from "./support/dates";
import {
  defaultPolicyRows,
  describeTerms,
  PENDING_FREE_SENTENCE,
  propertyPolicy,
  propertyPolicyLines,
  publishedPolicy,
  PUBLISHED_DEFAULTS,
  stayTermsLine,
  type CancellationTerms,
} from "../../lib/policies/cancellation";

type Booked = { id: string; reference: string; manageUrl: string; nightlyRate: number; customerEmail: string };

/** A confirmed hotel stay checking in 3 days out: inside the hotels' 7-day window (the request context ends signed in as the admin). */
async function confirmedStayInsideWindow(request: APIRequestContext): Promise<Booked> {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  const hotel = (await (await request.get(`/api/hotels/${hotels[0]!.id}`)).json()) as {
    id: number;
    roomTypeDetails: { name: string; isActive: boolean }[];
  };
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
  expect((await request.put(`/api/bookings/${booking.id}/status`, { data: { status: "confirmed" } })).status()).toBe(
    200,
  );

  return booking;
}

const usd = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("/cancellation shows the default policies' windows, as the data states them @mobile", async ({ page }) => {
  await page.goto("/cancellation");
  const section = page.locator("#standard-windows");
  for (const row of defaultPolicyRows(PUBLISHED_DEFAULTS)) {
    const item = section.getByRole("listitem").filter({ hasText: row.stay });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`${row.free}.`);
    for (const line of row.after) await expect(item).toContainText(`${line}.`);
  }
  await expect(section.getByRole("listitem")).toHaveCount(defaultPolicyRows(PUBLISHED_DEFAULTS).length);
  await expect(page.locator("main")).not.toContainText("if you don't arrive");
});

test("the manage page shows the fee before the guest confirms cancelling inside the window, and the fee recorded after", async ({
  page,
  request,
}) => {
  const booking = await confirmedStayInsideWindow(request);
  const fee = usd(booking.nightlyRate);
  await page.goto(booking.manageUrl);
  await expect(page.getByTestId("cancellation-terms")).toContainText(
    /Free cancellation until .* \(Maldives time\)\. After that, the first night/,
  );
  await expect(page.getByTestId("cancellation-fee")).toHaveText(`Cancelling now costs ${fee}.`);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${booking.reference}?` });
  await expect(dialog.getByTestId("cancel-fee")).toHaveText(`Cancelling now costs ${fee}.`);
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText(`Cancellation fee: ${fee}.`).first()).toBeVisible();
  await expect(page.getByTestId("not-cancellable")).toHaveText(`This booking is cancelled. Cancellation fee: ${fee}.`);
});

test("the admin's cancel shows the fee now and may waive it with a reason, shown in Booking Details", async ({
  page,
  request,
}) => {
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

test("a hotel's and a day visit's detail pages state the terms their kind is sold under, from the same data", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  await page.goto(`/hotels/${hotels[0]!.id}`);
  const hotelTerms = page.getByTestId("cancellation-summary");
  for (const line of propertyPolicyLines(publishedPolicy("hotel")))
    await expect(hotelTerms.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByText(/Free cancellation up to \d+/)).toHaveCount(0);

  const visits = (await (await request.get("/api/local-tourism?type=resort_day_visit")).json()) as { id: number }[];
  await page.goto(`/guest-house/${visits[0]!.id}`);
  const visitTerms = page.getByTestId("cancellation-summary");
  for (const line of propertyPolicyLines(publishedPolicy("day_visit")))
    await expect(visitTerms.getByText(line, { exact: true })).toBeVisible();
  await visitTerms.getByRole("link", { name: "Read the cancellation policy" }).click();
  await expect(page).toHaveURL(/\/cancellation$/);
});

test("with stay dates, listing cards and the wizard's review state the terms those dates are sold under, and the booking stores them @mobile", async ({
  page,
  request,
}) => {
  const checkIn = ymdInDays(40);
  const checkOut = ymdInDays(42);
  // The hotel listing: each available card's line is the terms its check-in would be sold under.
  await page.goto(`/hotels?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`);
  const card = page
    .getByTestId("hotel-card")
    .filter({ visible: true })
    .filter({ has: page.getByTestId("card-terms") })
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; name: string }[];
  const listed = (await (await request.get(`/api/hotels/${hotels.find((h) => h.name === name)!.id}`)).json()) as {
    location: string;
    checkInTime: string;
  };
  await expect(card.getByTestId("card-terms")).toHaveText(stayTermsLine(publishedPolicy("hotel"), checkIn, listed));
  // Its wizard's review (step 3) says the same.
  await card.getByRole("link", { name: `Book Now: ${name}` }).click();
  await expect(page).toHaveURL(/\/book\?/);
  await page.getByRole("textbox", { name: "Full name" }).fill("Terms Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`terms.hotel.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 5555");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const roomType = page.getByLabel("Room type");
  if (!(await roomType.inputValue())) await roomType.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("stay-terms")).toContainText(stayTermsLine(publishedPolicy("hotel"), checkIn, listed));

  // A guest house's wizard: the review before 'Complete Booking' shows the terms, and the booking made stores the same.
  const houses = (await (await request.get("/api/local-tourism")).json()) as {
    id: number;
    type: string;
    location: string;
    checkInTime: string;
    minimumStay: number;
    roomTypes: { name: string }[];
    mealPlans: { name: string }[];
  }[];
  const house = houses.find((h) => h.type === "guest_house" && h.minimumStay <= 2)!;
  const choice = new URLSearchParams({ roomType: house.roomTypes[0]!.name, mealPlan: house.mealPlans[0]!.name });
  await page.goto(
    `/book-guest-house?guestHouseId=${house.id}&checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=2&${choice}`,
  );
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  const terms = page.getByTestId("stay-terms");
  await expect(terms).toContainText(stayTermsLine(publishedPolicy("guest_house"), checkIn, house));
  await expect(terms).toContainText(PENDING_FREE_SENTENCE);
  const shown = (await terms.locator("p").allTextContents()).slice(0, -1);

  await page.getByRole("textbox", { name: "Full name" }).fill("Terms Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`terms.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 5555");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: /^Complete Booking - / }).click();
  const response = await reply;
  expect(response.status()).toBe(201);
  const booking = (
    (await response.json()) as {
      booking: { cancellationTerms: CancellationTerms; nightlyRate: number; totalPrice: number };
    }
  ).booking;
  expect(
    describeTerms(booking.cancellationTerms, {
      checkIn,
      nightlyCents: Math.round(booking.nightlyRate * 100),
      totalCents: Math.round(booking.totalPrice * 100),
    }),
  ).toEqual(shown);
});

test("an administrator changes a kind's default in Settings › Cancellation Policies, and /cancellation states the new window", async ({
  page,
}) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  try {
    await page.goto("/settings?tab=cancellation");
    const amount = page.locator("#policy-guest_house-0-amount");
    await expect(amount).toHaveValue("3");
    await amount.fill("5");
    await expect(page.getByTestId("policy-preview-policy-guest_house")).toHaveText(
      "Free cancellation until 5 days before check-in. After that, the first night is charged.",
    );
    await page.getByRole("button", { name: "Save cancellation policies" }).click();
    await expect(page.getByText("Cancellation policies saved")).toBeVisible();

    const edited = {
      ...PUBLISHED_DEFAULTS,
      policies: {
        ...PUBLISHED_DEFAULTS.policies,
        guest_house: {
          type: "windows" as const,
          steps: [{ before: { amount: 5, unit: "days" as const }, charge: { type: "firstNight" as const } }],
        },
      },
    };
    await page.goto("/cancellation");
    const item = page.locator("#standard-windows").getByRole("listitem").filter({ hasText: "Guest houses" });
    const row = defaultPolicyRows(edited).find((r) => r.stay === "Guest houses")!;
    await expect(item).toContainText(`${row.free}.`);
    await expect(item).toContainText("Free cancellation until 5 days before check-in.");
    // A bound broken in the editor is refused there, with the schema's words.
    await page.goto("/settings?tab=cancellation");
    await page.locator("#policy-hotel-0-amount").fill("0");
    await page.getByRole("button", { name: "Save cancellation policies" }).click();
    await expect(page.getByTestId("policy-editor-policy-hotel")).toContainText(
      "From 1 to 365 days (8760 hours) before.",
    );
  } finally {
    expect((await page.request.put("/api/cancellation-policies", { data: PUBLISHED_DEFAULTS })).status()).toBe(200);
  }
  await page.goto("/cancellation");
  await expect(
    page.locator("#standard-windows").getByRole("listitem").filter({ hasText: "Guest houses" }),
  ).toContainText("Free cancellation until 3 days before check-in.");
});

test("a guest house with a non-refundable policy of its own states it on its detail page, instead of its kind's default", async ({
  page,
}) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const created = await page.request.post("/api/local-tourism", {
    data: {
      title: `Own Terms House ${Date.now()}`,
      type: "guest_house",
      description: "Rooms with terms of their own.",
      location: "Maafushi",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      pricePerNight: 80,
      activities: ["Snorkelling"],
      facilities: ["WiFi", "Air conditioning"],
      mainImage: "/images/guest-houses/coral-garden-maafushi-1.webp",
      galleryImages: [],
      roomTypes: [{ name: "Standard Room", price: 0 }],
      mealPlans: [{ name: "Room Only", price: 0 }],
      minimumStay: 1,
      policies: "",
      isActive: true,
      cancellationPolicy: { type: "nonRefundable" },
    },
  });
  expect(created.status()).toBe(201);
  const house = (await created.json()) as { id: number };
  try {
    await page.goto(`/guest-house/${house.id}`);
    const terms = page.getByTestId("cancellation-summary");
    const lines = propertyPolicyLines(propertyPolicy("guest_house", { type: "nonRefundable" }, PUBLISHED_DEFAULTS));
    expect(lines[0]).toBe("Non-refundable: no free cancellation. Cancelling costs the full price.");
    for (const line of lines) await expect(terms.getByText(line, { exact: true })).toBeVisible();
    await expect(terms).not.toContainText("Festive season");
    await expect(terms).not.toContainText("Free cancellation until");
  } finally {
    await page.request.delete(`/api/local-tourism/${house.id}`);
  }
});
