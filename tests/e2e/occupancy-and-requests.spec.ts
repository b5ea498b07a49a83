import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35: occupancy in the hotel wizard (item 4), the admin guest-house rows at 375 px (item 8),
// and the guest-house wizard's review, request wording and hold deadline; the hotel wizard's
// step-3 total on phones.
test.describe.configure({ timeout: 120_000 });
// The wizards say the hold's deadline in the visitor's zone: this one's is UTC.
test.use({ timezoneId: "UTC" });

interface RoomTypeDetail {
  name: string;
  maxOccupancy: number;
  isActive: boolean;
}
interface HotelDetail {
  id: number;
  name: string;
  roomTypeDetails: RoomTypeDetail[];
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function fillPersonal(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Full name" }).fill("Occupancy Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 5555");
}

/** A seeded hotel with an active room type for 2 and one that sleeps 4 or more. */
async function hotelWithSmallRoom(page: Page): Promise<{ hotel: HotelDetail; small: RoomTypeDetail; fits: string[] }> {
  const list = (await (await page.request.get("/api/hotels?limit=20")).json()) as { id: number }[];
  for (const { id } of list) {
    const hotel = (await (await page.request.get(`/api/hotels/${id}`)).json()) as HotelDetail;
    const active = hotel.roomTypeDetails.filter((r) => r.isActive);
    const small = active.find((r) => r.maxOccupancy === 2);
    const fits = active.filter((r) => r.maxOccupancy >= 4).map((r) => r.name);
    if (small && fits.length) return { hotel, small, fits };
  }
  throw new Error("No seeded hotel has a room for 2 and one for 4");
}

for (const width of [1280, 375]) {
  test(`hotel wizard at ${width} px: a room for 2 is marked too small for 2 adults + 2 children, the form says why and which rooms fit, Next stops`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    const { hotel, small, fits } = await hotelWithSmallRoom(page);
    const query = new URLSearchParams({
      hotelId: String(hotel.id),
      checkIn: ymdInDays(150),
      checkOut: ymdInDays(152),
      adults: "2",
      children: "2",
      roomType: small.name,
    });
    await page.goto(`/book?${query}`);
    await fillPersonal(page, `occupancy.${width}.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();

    const select = page.getByLabel("Room type");
    await expect(select).toHaveValue(small.name);
    const why = `The ${small.name} sleeps at most 2 guests; your party is 4 guests (adults and children). Room types that fit: ${fits.join(", ")}. Or book 2 rooms of it.`;
    // Said before any submit, on the field.
    await expect(page.getByText(why)).toBeVisible();
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(why);
    // The option says so; the ones that fit do not.
    await expect(select.locator("option", { hasText: small.name })).toContainText("sleeps 2: too small for your party");
    for (const name of fits)
      await expect(select.locator("option", { hasText: name }).first()).not.toContainText("too small");

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();

    // A room that fits: the message goes and, with the children's ages given (issue 36), Next goes on.
    await select.selectOption(fits[0]!);
    await expect(page.getByText(why)).toHaveCount(0);
    const ages = page.getByRole("group", { name: "Children's ages at check-in" });
    await ages.getByLabel("Child 1").selectOption("8");
    await ages.getByLabel("Child 2").selectOption("5");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeVisible();
  });
}

test("the server refuses the same party: 400 over_occupancy with the room types that fit", async ({ page }) => {
  const { hotel, small, fits } = await hotelWithSmallRoom(page);
  const res = await page.request.post("/api/bookings", {
    data: {
      customerName: "Api Guest",
      customerEmail: `api.occupancy.${Date.now()}@example.com`,
      customerPhone: "+960 777 1234",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: small.name,
      checkIn: ymdInDays(160),
      checkOut: ymdInDays(161),
      adults: 2,
      children: 2,
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { reason: string; fits: string[]; message: string };
  expect(body.reason).toBe("over_occupancy");
  expect(body.fits).toEqual(fits);
});

test("hotel wizard at 375 px: step 3 says the total above Submit, clear of the scroll-to-top button; the success note gives the hold's deadline", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { hotel, fits } = await hotelWithSmallRoom(page);
  const query = new URLSearchParams({
    hotelId: String(hotel.id),
    checkIn: ymdInDays(170),
    checkOut: ymdInDays(172),
    adults: "2",
    children: "0",
    roomType: fits[0]!,
  });
  await page.goto(`/book?${query}`);
  await fillPersonal(page, `total.375.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
  const total = (await page.getByTestId("total").textContent())!.trim();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeFocused();

  const submit = page.getByRole("button", { name: "Submit Booking Request" });
  const line = page.getByTestId("submit-total");
  await expect(line).toHaveText(`Total${total}`);
  await submit.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600); // scrolled on: the scroll-to-top button shows
  await submit.scrollIntoViewIfNeeded();
  const [lineBox, submitBox] = [(await line.boundingBox())!, (await submit.boundingBox())!];
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(submitBox.y);
  await expect(line).toBeInViewport();
  const up = page.getByRole("button", { name: "Scroll to top" });
  if (await up.isVisible()) {
    const upBox = (await up.boundingBox())!;
    const overlaps = (a: typeof upBox, b: typeof upBox) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(upBox, lineBox)).toBe(false);
  }
  // On a wide screen the summary beside the form says it: no second line.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(line).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });

  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/bookings" && r.request().method() === "POST",
  );
  await submit.click();
  const response = await reply;
  expect(response.status()).toBe(201);
  const { hold } = (await response.json()) as { hold: { until: string; emailConfirmed: boolean } };
  expect(hold.emailConfirmed).toBe(false);
  const note = page.getByTestId("hold-deadline");
  await expect(note).toContainText("We hold your room until");
  await expect(note).toContainText("confirm your e-mail address");
  // The stored deadline, in the visitor's zone (the browser's: UTC here), with the zone named.
  const hhmm = new Date(hold.until).toISOString().slice(11, 16);
  await expect(note).toContainText(`${hhmm} UTC`);
});

test("guest-house wizard: guests up to the house's maximum as its card says, a review before Complete Booking, and a request with its hold deadline", async ({
  page,
}) => {
  const houses = (await (await page.request.get("/api/local-tourism")).json()) as {
    id: number;
    title: string;
    type: string;
    maxGuests: number | null;
  }[];
  const big =
    houses.find((h) => h.type === "guest_house" && h.maxGuests !== null && h.maxGuests >= 10) ??
    houses.find((h) => h.maxGuests !== null)!;
  const checkIn = ymdInDays(180);
  const checkOut = ymdInDays(183);
  const query = new URLSearchParams({
    guestHouseId: String(big.id),
    checkInDate: checkIn,
    checkOutDate: checkOut,
    guests: "2",
    roomType: "",
    mealPlan: "",
  });
  await page.goto(`/book-guest-house?${query}`);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
  const guests = page.getByLabel("Guests");
  const options = await guests.locator("option").allTextContents();
  expect(options.at(-1)).toBe(`${Math.min(big.maxGuests!, 20)} guests`);
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await page.getByLabel("Meal plan").selectOption({ index: 1 });
  const roomType = await page.getByLabel("Room type").inputValue();
  const mealPlan = await page.getByLabel("Meal plan").inputValue();
  const total = (await page.getByTestId("total").textContent())!.trim();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();

  const review = page.getByTestId("review");
  await expect(review).toContainText(big.title);
  await expect(review).toContainText(roomType);
  await expect(review).toContainText(mealPlan);
  await expect(review).toContainText("2 guests");
  await expect(review).toContainText(`${total} · 3 nights`);
  await fillPersonal(page, `gh.request.${Date.now()}@example.com`);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: `Complete Booking - ${total}` }).click();
  const response = await reply;
  expect(response.status()).toBe(201);
  const { hold } = (await response.json()) as { hold: { until: string } };
  const said = toast(page, "Booking Confirmed!");
  await expect(said).toContainText("Request received");
  await expect(said).toContainText("pending: we are checking availability");
  await expect(said).toContainText(`${new Date(hold.until).toISOString().slice(11, 16)} UTC`);
  await expect(page).toHaveURL(/\/track-bookings$/);

  // The house's card says no more guests than the selector offers.
  await page.goto(`/guest-house/${big.id}`);
  await expect(page.getByText(`Up to ${Math.min(big.maxGuests!, 20)} guests`).first()).toBeVisible();
});

test("no house states more guests than one booking may be for (20)", async ({ page }) => {
  const houses = (await (await page.request.get("/api/local-tourism")).json()) as {
    id: number;
    maxGuests: number | null;
  }[];
  expect(Math.max(...houses.map((h) => h.maxGuests ?? 0))).toBeLessThanOrEqual(20);
});

test("admin guest-house dialog at 375 px: room and meal-plan names are wide enough to read and edit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Guest Houses", exact: true }).click();
  await page.getByRole("button", { name: "Add Guest House" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Rooms & Meals" }).click();
  await dialog.getByRole("button", { name: /Deluxe Room/ }).click();
  await dialog.getByRole("button", { name: /Half Board/ }).click();
  const roomName = dialog.getByLabel(/Room types \(name, price, units\) 1 name/);
  const mealName = dialog.getByLabel(/Meal plans 1 name/);
  await expect(mealName).toHaveValue("Room Only");
  for (const field of [
    roomName,
    dialog.getByLabel(/Room types \(name, price, units\) 2 name/),
    mealName,
    dialog.getByLabel(/Meal plans 2 name/),
  ]) {
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(200);
    // The whole name shows: nothing is cut off inside the field.
    expect(await field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // Price and units stay usable beside each other, and the dialog fits the screen.
  const price = (await dialog.getByLabel(/Room types \(name, price, units\) 1 additional price/).boundingBox())!;
  expect(price.width).toBeGreaterThanOrEqual(80);
  const box = (await dialog.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // At 1280 px a row stays one line: the name beside its price (measured once the dialog has been
  // laid out again for the wider window).
  await page.setViewportSize({ width: 1280, height: 800 });
  const price1280 = dialog.getByLabel(/Room types \(name, price, units\) 1 additional price/);
  await expect
    .poll(async () => Math.abs((await roomName.boundingBox())!.y - (await price1280.boundingBox())!.y))
    .toBeLessThan(2);
});
