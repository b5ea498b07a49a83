import { expect, test, type Page } from "./support/test";
import { dayButton, openCalendarAt, pickDate } from "./support/date-picker";
import { ymdFromToday, ymdInDays } from "./support/dates";

// Issue 18: stays of at most 30 nights, check-in at most a year ahead, a guest house's minimum stay
// — said in the wizards and the guest-house card, and the pickers offer no day beyond them.

const TOO_LONG = "Stays can be at most 30 nights. For a longer stay, please make separate bookings or contact us.";
const TOO_FAR = "Check-in can be at most 365 days ahead (one year).";
const HINT = "Stays of up to 30 nights, starting within a year.";

test.describe.configure({ timeout: 90_000 });

interface Hotel {
  id: number;
  roomTypes: string[];
}

/** The last hotel with a room type on sale (another spec's hotel may have none). */
const bookableHotel = (hotels: Hotel[]) => hotels.filter((h) => h.roomTypes.length > 0).at(-1)!;
interface House {
  id: number;
  title: string;
  minimumStay: number;
  type: string;
  roomTypes: { name: string }[];
  mealPlans: { name: string }[];
}

async function toDatesStep(page: Page) {
  await page.getByLabel("Full name").fill("Limit Guest");
  await page.getByLabel("Email").fill(`limits.${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("+960 777 5555");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
}

test("the hotel wizard refuses a stay over 30 nights and a check-in more than a year ahead, with the reason", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as Hotel[];
  const hotel = bookableHotel(hotels);
  await page.goto(`/book?hotelId=${hotel.id}&checkIn=${ymdInDays(100)}&checkOut=${ymdInDays(140)}`);
  await toDatesStep(page);
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await expect(page.getByText(HINT)).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText(TOO_LONG)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();

  await page.goto(`/book?hotelId=${hotel.id}&checkIn=${ymdInDays(400)}&checkOut=${ymdInDays(402)}`);
  await toDatesStep(page);
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText(TOO_FAR)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
});

test("the pickers offer check-in up to a year ahead and check-out up to 30 nights after it", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as Hotel[];
  const hotel = bookableHotel(hotels);
  await page.goto(`/book?hotelId=${hotel.id}`);
  await toDatesStep(page);
  let calendar = await openCalendarAt(page, "Check-in", ymdFromToday(365));
  await expect(dayButton(calendar, ymdFromToday(365))).toBeEnabled();
  if (ymdFromToday(366).slice(0, 7) === ymdFromToday(365).slice(0, 7))
    await expect(dayButton(calendar, ymdFromToday(366))).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();

  await pickDate(page, "Check-in", ymdInDays(200));
  calendar = await openCalendarAt(page, "Check-out", ymdInDays(231));
  await expect(dayButton(calendar, ymdInDays(231))).toBeDisabled();
  calendar = await openCalendarAt(page, "Check-out", ymdInDays(230));
  await expect(dayButton(calendar, ymdInDays(230))).toBeEnabled();
  await page.keyboard.press("Escape");
});

test("a guest house's minimum stay: the detail card says it, the wizard refuses a shorter stay", async ({
  page,
  request,
}) => {
  const houses = (await (await request.get("/api/local-tourism")).json()) as House[];
  const house = houses.find((h) => h.type === "guest_house" && h.minimumStay >= 3)!;
  expect(house, "a demo guest house with a minimum stay of 3 nights or more").toBeTruthy();
  const message = `This guest house asks for a minimum stay of ${house.minimumStay} nights.`;

  await page.goto(`/guest-house/${house.id}`);
  const card = page.getByTestId("guest-house-booking-card");
  await pickDate(card, "Check-in", ymdInDays(70));
  await pickDate(card, "Check-out", ymdInDays(71));
  await card.getByLabel("Room type").selectOption(house.roomTypes[0]!.name);
  await card.getByLabel("Meal plan").selectOption(house.mealPlans[0]!.name);
  await expect(card.getByTestId("stay-limits")).toHaveText(message);
  // A stay under the minimum is not offered to the wizard: 'Book Now' stays a disabled button.
  await expect(card.getByTestId("book-guest-house")).toBeDisabled();
  await pickDate(card, "Check-out", ymdInDays(70 + house.minimumStay));
  await expect(card.getByTestId("stay-limits")).toHaveCount(0);
  await expect(card.getByTestId("book-guest-house")).toHaveAttribute("href", /\/book-guest-house\?/);

  await page.goto(
    `/book-guest-house?guestHouseId=${house.id}&checkInDate=${ymdInDays(70)}&checkOutDate=${ymdInDays(71)}`,
  );
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Room type").selectOption({ index: 1 });
  await page.getByLabel("Meal plan").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
});
