import { expect, test, type APIRequestContext, type Browser, type Page, hydrating } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { calendarOf, dateField, dayButton, dayName, openCalendarAt, pickDate } from "./support/date-picker";
import { ymdInDays } from "./support/dates";
import { allIn } from "./support/prices";

// Availability as guests see it (issue 8): a night sold out through the API shows as sold out in
// the dated search, crossed out in the detail calendar and refused by the booking card; two
// browsers booking the last room at once get one booking and one clear refusal. Each test uses a
// guest house and dates of its own (within the calendar's 60 nights, away from other specs' dates),
// counted from the run's day (support/dates.ts), so a run across midnight keeps them.

interface GuestHouse {
  id: number;
  title: string;
  location: string;
  type: "guest_house" | "resort_day_visit";
  pricePerNight: number;
  roomTypes: { name: string; price: number }[];
  mealPlans: { name: string; price: number }[];
}

const usd = (n: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n);
/** What a check-out day past a sold-out night says after its date. */
const crossesNight = (night: string) =>
  `unavailable, the night of ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${night}T00:00:00Z`))} is sold out`;
const NOT_AVAILABLE = "Those dates are no longer available";

async function houseNamed(request: APIRequestContext, title: string): Promise<GuestHouse> {
  const houses = (await (await request.get("/api/local-tourism")).json()) as GuestHouse[];
  const house = houses.find((h) => h.title === title);
  expect(house, `${title} is in the demo data`).toBeTruthy();
  return house!;
}

function booking(house: GuestHouse, roomType: string, checkInDate: string, checkOutDate: string, i: number) {
  return {
    tourismId: house.id,
    customerName: "Availability Guest",
    customerEmail: `availability.${i}.${Date.now()}@example.com`,
    customerPhone: "+960 777 4444",
    agreeToTerms: true,
    checkInDate,
    checkOutDate,
    guests: 1,
    roomType,
    mealPlan: house.mealPlans[0]!.name,
  };
}

/** Books one room type until the server answers 409 'Those dates are no longer available'. */
async function fillRoomType(
  request: APIRequestContext,
  house: GuestHouse,
  roomType: string,
  checkIn: string,
  checkOut: string,
) {
  for (let i = 0; i < 40; i++) {
    const res = await request.post("/api/local-tourism/bookings", {
      data: booking(house, roomType, checkIn, checkOut, i),
    });
    if (res.status() === 409) {
      expect(((await res.json()) as { error: string }).error).toBe(NOT_AVAILABLE);
      return;
    }
    expect(res.status(), await res.text()).toBe(201);
  }
  throw new Error(`${roomType} never filled up`);
}

test.describe("a sold-out night", () => {
  // Within the admin grid's 30 nights too.
  const night = ymdInDays(27);
  const checkOut = ymdInDays(28);
  let house: GuestHouse;

  test.beforeAll(async ({ request }) => {
    house = await houseNamed(request, "Sandy Lane Inn");
    for (const room of house.roomTypes) await fillRoomType(request, house, room.name, night, checkOut);
  });

  test("is marked 'Sold out for your dates' in the dated search, listed after the available houses", async ({
    page,
  }) => {
    await page.goto(`/guest-houses?checkIn=${night}&checkOut=${checkOut}&guests=1`);
    const cards = page.getByTestId("guest-house-card");
    const card = cards.filter({ hasText: house.title });
    await expect(card.getByTestId("sold-out")).toHaveText("Sold out for your dates");
    const soldOut = await cards.evaluateAll((els) =>
      els.map((el) => el.querySelector('[data-testid="sold-out"]') !== null),
    );
    expect(soldOut.indexOf(true)).toBeGreaterThan(-1);
    expect(soldOut.slice(soldOut.indexOf(true)).every(Boolean), "sold-out houses come last").toBe(true);
    await expect(page.getByTestId("available-count").filter({ visible: true })).toContainText("free for your dates");
    await expectNoSeriousA11yViolations(page);

    // Without dates (or with bad ones) nothing is marked.
    await page.goto(`/guest-houses?checkIn=not-a-date&checkOut=${checkOut}`);
    await expect(page.getByTestId("guest-house-card").first()).toBeVisible();
    await expect(page.getByTestId("sold-out")).toHaveCount(0);
  });

  test("is crossed out in the detail calendar and the booking card refuses a stay across it", async ({ page }) => {
    await page.goto(`/guest-houses?checkIn=${night}&checkOut=${checkOut}&guests=1`);
    await page
      .getByTestId("guest-house-card")
      .filter({ hasText: house.title })
      .getByRole("link", { name: house.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/guest-house/${house.id}\\?checkIn=${night}`));

    const calendar = page.getByTestId("availability-calendar");
    const day = calendar.locator(`[data-night="${night}"]`);
    await expect(day).toHaveAttribute("data-sold-out", "true");
    await expect(day).toContainText(/: sold out$/);
    await expect(calendar.locator(`[data-night="${ymdInDays(26)}"]`)).toContainText(/: available$/);

    // The card starts with the search's stay, says why it cannot be booked and offers no link.
    const card = page.getByTestId("guest-house-booking-card");
    await expect(card.getByLabel("Check-in")).toHaveAttribute("data-value", night);
    await expect(card.getByTestId("dates-sold-out")).toContainText("Sold out on the night of");
    // Every room type is sold out for these dates: offered disabled, with the words.
    const options = card.getByLabel("Room type").locator("option");
    await expect(options).toHaveCount(house.roomTypes.length + 1);
    for (let i = 1; i <= house.roomTypes.length; i++) {
      await expect(options.nth(i)).toContainText("Sold out for your dates");
      await expect(options.nth(i)).toBeDisabled();
    }
    await expect(card.getByTestId("book-guest-house")).toBeDisabled();
    await expect(card.getByTestId("book-guest-house")).toHaveText("Choose other dates");

    // Other dates are fine again.
    await pickDate(card, "Check-in", ymdInDays(25));
    await pickDate(card, "Check-out", ymdInDays(26));
    await expect(card.getByTestId("dates-sold-out")).toHaveCount(0);
    await expect(options.nth(1)).toBeEnabled();
    await card.getByLabel("Room type").selectOption({ index: 1 });
    await card.getByLabel("Meal plan").selectOption({ index: 1 });
    await expect(card.getByRole("link", { name: /Book Now - / })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the wizard refuses the sold-out night too", async ({ page }) => {
    const room = house.roomTypes[0]!.name;
    const meal = house.mealPlans[0]!.name;
    await page.goto(
      `/book-guest-house?guestHouseId=${house.id}&checkInDate=${night}&checkOutDate=${checkOut}&guests=1&roomType=${encodeURIComponent(room)}&mealPlan=${encodeURIComponent(meal)}`,
    );
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await expect(page.getByTestId("dates-sold-out")).toContainText("Sold out on the night of");
    await expect(page.getByLabel("Room type").locator("option", { hasText: room })).toContainText(
      "Sold out for your dates",
    );
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByLabel("Check-out")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the booking card's calendars grey out the sold-out night and every check-out past it; by pointer and keyboard @mobile", async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name === "mobile") await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/guest-house/${house.id}`);
    const card = page.getByTestId("guest-house-booking-card");
    await expect(dateField(card, "Check-in")).toBeEnabled();

    // Check-in: the night is disabled, crossed out and says so; the night before is free.
    let calendar = await openCalendarAt(card, "Check-in", night);
    const soldOutDay = dayButton(calendar, night);
    await expect(soldOutDay).toBeDisabled();
    await expect(soldOutDay).toHaveAccessibleName(`${dayName(night)}, sold out`);
    await expect(soldOutDay).toHaveAttribute("data-unavailable", "true");
    await expect(soldOutDay).toHaveCSS("text-decoration-line", "line-through");
    await expect(calendar.getByRole("status").filter({ hasText: "Crossed-out nights are sold out." })).toBeVisible();
    if (ymdInDays(26).slice(0, 7) === night.slice(0, 7)) await expect(dayButton(calendar, ymdInDays(26))).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await pickDate(card, "Check-in", ymdInDays(25));

    // The keyboard: Enter opens on the chosen day, the arrows step over the sold-out night,
    // Enter picks, Escape closes; focus always comes back to the field.
    const checkIn = dateField(card, "Check-in");
    await checkIn.focus();
    await page.keyboard.press("Enter");
    calendar = calendarOf(page, "Check-in");
    await expect(dayButton(calendar, ymdInDays(25))).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dayButton(calendar, ymdInDays(26))).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(dayButton(calendar, ymdInDays(28))).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(dayButton(calendar, ymdInDays(26))).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(checkIn).toBeFocused();
    await expect(checkIn).toHaveAttribute("data-value", ymdInDays(26));
    await page.keyboard.press("Enter");
    await expect(calendar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(checkIn).toBeFocused();
    await expect(checkIn).toHaveAttribute("data-value", ymdInDays(26));

    // Check-out: the morning of the sold-out night is fine; any later day would cross it.
    calendar = await openCalendarAt(card, "Check-out", checkOut);
    await expect(dayButton(calendar, checkOut)).toBeDisabled();
    await expect(dayButton(calendar, checkOut)).toHaveAccessibleName(`${dayName(checkOut)}, ${crossesNight(night)}`);
    await expect(dayButton(calendar, checkOut)).toHaveAttribute("data-unavailable", "true");
    await expect(
      calendar.getByRole("status").filter({ hasText: "Crossed-out days cross a sold-out night." }),
    ).toBeVisible();
    calendar = await openCalendarAt(card, "Check-out", night);
    await expect(dayButton(calendar, ymdInDays(26))).toBeDisabled(); // the check-in day itself
    await expect(dayButton(calendar, night)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await dayButton(calendar, night).click();
    await expect(calendar).toBeHidden();
    await expect(dateField(card, "Check-out")).toHaveAttribute("data-value", night);
    await expect(card.getByTestId("dates-sold-out")).toHaveCount(0);

    // The stay up to that morning books: 'Book Now - $total' with the stay in its link.
    const room = house.roomTypes[0]!;
    const meal = house.mealPlans[0]!;
    await card.getByLabel("Room type").selectOption(room.name);
    await card.getByLabel("Meal plan").selectOption(meal.name);
    // One night for the card's one guest, the destination's taxes and charges on top (docs/pricing.md).
    const total = allIn({
      location: house.location,
      kind: "guest_house",
      checkIn: ymdInDays(26),
      nightly: Math.max(0, house.pricePerNight + room.price + meal.price),
      nights: 1,
      adults: 1,
      dayVisit: house.type === "resort_day_visit",
    });
    const link = card.getByRole("link", { name: `Book Now - ${usd(total)}` });
    await expect(link).toBeVisible();
    const params = new URL((await link.getAttribute("href"))!, "http://x").searchParams;
    expect([
      params.get("checkInDate"),
      params.get("checkOutDate"),
      params.get("nights"),
      params.get("totalPrice"),
    ]).toEqual([ymdInDays(26), night, "1", String(total)]);
    await expectNoSeriousA11yViolations(page);
  });

  test("the guest-house wizard's calendars grey out the sold-out night too", async ({ page }) => {
    await page.goto(`/book-guest-house?guestHouseId=${house.id}&guests=1`);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    let calendar = await openCalendarAt(page, "Check-in", night);
    await expect(dayButton(calendar, night)).toBeDisabled();
    await expect(dayButton(calendar, night)).toHaveAccessibleName(`${dayName(night)}, sold out`);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await pickDate(page, "Check-in", ymdInDays(25));
    calendar = await openCalendarAt(page, "Check-out", checkOut);
    await expect(dayButton(calendar, checkOut)).toBeDisabled();
    await expect(dayButton(calendar, checkOut)).toHaveAccessibleName(new RegExp(`, ${crossesNight(night)}$`));
    await page.keyboard.press("Escape");
    await pickDate(page, "Check-out", night);
    const room = house.roomTypes[1]!;
    const meal = house.mealPlans[1]!;
    await page.getByLabel("Room type").selectOption(room.name);
    await page.getByLabel("Meal plan").selectOption(meal.name);
    // Two nights for one guest, the destination's taxes and charges on top (docs/pricing.md).
    const nightly = Math.max(0, house.pricePerNight + room.price + meal.price);
    const total = allIn({
      location: house.location,
      kind: "guest_house",
      checkIn: ymdInDays(25),
      nightly,
      nights: 2,
      adults: 1,
      dayVisit: house.type === "resort_day_visit",
    });
    await expect(page.getByTestId("total")).toHaveText(usd(total));
    await expect(page.getByTestId("dates-sold-out")).toHaveCount(0);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Complete Booking - ${usd(total)}` })).toBeVisible();
  });

  test("admin: the occupancy grid on /bookings shows the night full", async ({ page }) => {
    expect(
      (
        await page.request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } })
      ).status(),
    ).toBe(200);
    await page.goto("/bookings");
    const grid = page.getByTestId("occupancy-grid");
    await expect(grid.getByRole("heading", { name: "Occupancy" })).toBeVisible();
    await grid.getByLabel("Property").selectOption({ label: `${house.title} (guest house)` });
    await grid.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`property=guest_house-${house.id}`));
    for (const room of house.roomTypes) {
      const cell = grid.locator(`tr[data-room="${room.name}"] td[data-night="${night}"]`);
      await expect(cell).toHaveAttribute("data-sold-out", "true");
      await expect(cell).toContainText("Full");
      await expect(cell).toContainText(/^(\d+)\/\1/);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a hotel room type sold out for a night", () => {
  // Away from the other specs' hotel dates.
  const night = ymdInDays(36);
  interface Room {
    name: string;
    maxOccupancy: number | null;
    units: number;
  }
  let hotel: { id: number; name: string; location: string };
  let room: Room;
  let roomPrice: number;
  let smaller: Room;

  test.beforeAll(async ({ request }) => {
    hotel = ((await (await request.get("/api/hotels")).json()) as { id: number; name: string; location: string }[])[0]!;
    const read = (await (
      await request.get(`/api/availability?kind=hotel&propertyId=${hotel.id}&from=${night}&to=${ymdInDays(37)}`)
    ).json()) as {
      roomTypes: Room[];
    };
    // The demo data's first hotel has one room type that sleeps more than all the others.
    const bySize = [...read.roomTypes].sort((a, b) => (b.maxOccupancy ?? 0) - (a.maxOccupancy ?? 0));
    room = bySize[0]!;
    smaller = bySize[1]!;
    expect(room.maxOccupancy ?? 0).toBeGreaterThan(smaller.maxOccupancy ?? 0);
    // What a night of that room costs: its own price (issue 35), not the hotel's "from" price.
    const detail = (await (await request.get(`/api/hotels/${hotel.id}`)).json()) as {
      roomTypeDetails: { name: string; basePrice: number }[];
    };
    roomPrice = Number(detail.roomTypeDetails.find((r) => r.name === room.name)!.basePrice);
    for (let i = 0; i <= room.units; i++) {
      const res = await request.post("/api/bookings", {
        data: {
          customerName: "Picker Guest",
          customerEmail: `picker.${i}.${Date.now()}@example.com`,
          customerPhone: "+960 777 4545",
          agreeToTerms: true,
          hotelId: hotel.id,
          roomType: room.name,
          checkIn: night,
          checkOut: ymdInDays(37),
          adults: 1,
        },
      });
      if (res.status() === 409) return;
      expect(res.status(), await res.text()).toBe(201);
    }
    throw new Error(`${room.name} never filled up`);
  });

  test("the hotel wizard's calendars disable it for that room type, and for a party only it can sleep", async ({
    page,
  }) => {
    await page.goto(`/book?hotelId=${hotel.id}&roomType=${encodeURIComponent(room.name)}&adults=2&children=0`);
    await page.getByLabel("Full name").fill("Picker Guest");
    await page.getByLabel("Email").fill(`picker.wizard.${Date.now()}@example.com`);
    await page.getByLabel("Phone").fill("+960 777 4646");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await expect(page.getByLabel("Room type")).toHaveValue(room.name);

    // The chosen room type is sold out that night.
    let calendar = await openCalendarAt(page, "Check-in", night);
    await expect(dayButton(calendar, night)).toBeDisabled();
    await expect(dayButton(calendar, night)).toHaveAccessibleName(`${dayName(night)}, sold out`);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await pickDate(page, "Check-in", ymdInDays(34));
    calendar = await openCalendarAt(page, "Check-out", ymdInDays(37));
    await expect(dayButton(calendar, ymdInDays(37))).toBeDisabled();
    await expect(dayButton(calendar, ymdInDays(37))).toHaveAccessibleName(
      `${dayName(ymdInDays(37))}, ${crossesNight(night)}`,
    );
    await page.keyboard.press("Escape");
    await pickDate(page, "Check-out", night);
    await expect(page.getByTestId("total")).toHaveText(
      usd(
        allIn({
          location: hotel.location,
          kind: "hotel",
          checkIn: ymdInDays(34),
          nightly: roomPrice,
          nights: 2,
          adults: 2,
        }),
      ),
    );

    // Another room type is free that night.
    await page.getByLabel("Room type").selectOption(smaller.name);
    calendar = await openCalendarAt(page, "Check-in", night);
    await expect(dayButton(calendar, night)).toBeEnabled();
    await page.keyboard.press("Escape");
    // No room type chosen: free for two (several room types sleep them), not for a party only the sold-out type sleeps.
    await page.getByLabel("Room type").selectOption("");
    calendar = await openCalendarAt(page, "Check-in", night);
    await expect(dayButton(calendar, night)).toBeEnabled();
    await page.keyboard.press("Escape");
    await page.getByLabel("Adults").selectOption(String(room.maxOccupancy));
    calendar = await openCalendarAt(page, "Check-in", night);
    await expect(dayButton(calendar, night)).toHaveAccessibleName(`${dayName(night)}, sold out`);
    await expect(dayButton(calendar, night)).toBeDisabled();
    await page.keyboard.press("Escape");

    // A stay that ends on the morning of the sold-out night goes on.
    await page.getByLabel("Adults").selectOption("2");
    await page.getByLabel("Room type").selectOption(room.name);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeVisible();
    await expect(page.getByTestId("review")).toContainText(
      usd(
        allIn({
          location: hotel.location,
          kind: "hotel",
          checkIn: ymdInDays(34),
          nightly: roomPrice,
          nights: 2,
          adults: 2,
        }),
      ),
    );
  });
});

test.describe("hotel detail with stay dates", () => {
  test("shows each room type's free rooms for the stay and the calendar @mobile", async ({ page, request }) => {
    const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; name: string }[];
    const hotel = hotels[0]!;
    await page.goto(`/hotels/${hotel.id}?checkIn=${ymdInDays(44)}&checkOut=${ymdInDays(46)}&adults=2`);
    await expect(page.getByTestId("room-free").first()).toContainText("for your dates");
    const calendar = page.getByTestId("availability-calendar");
    await expect(calendar.getByRole("heading", { name: "Availability" })).toBeVisible();
    await expect(calendar.locator("li[data-night]")).toHaveCount(60);
    await expectNoSeriousA11yViolations(page);

    // Bad dates are ignored, never an error.
    const res = await page.goto(`/hotels/${hotel.id}?checkIn=2020-13-45&checkOut=x`);
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId("room-free")).toHaveCount(0);
    const list = await page.goto(`/hotels?checkIn=${ymdInDays(44)}&checkOut=${ymdInDays(30)}`);
    expect(list?.status()).toBe(200);
    await expect(page.getByTestId("sold-out")).toHaveCount(0);
    await page.goto(`/hotels?checkIn=${ymdInDays(44)}&checkOut=${ymdInDays(46)}&adults=2`);
    // While the streamed page settles, React may briefly hold a hidden copy of the list: count the visible one.
    await expect(page.getByTestId("available-count").filter({ visible: true })).toContainText(
      "with a free room for your dates",
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the last room", () => {
  async function wizardAtLastStep(
    browser: Browser,
    house: GuestHouse,
    room: string,
    checkIn: string,
    checkOut: string,
    name: string,
  ): Promise<Page> {
    const context = await browser.newContext();
    const page = hydrating(await context.newPage());
    const meal = house.mealPlans[0]!.name;
    await page.goto(
      `/book-guest-house?guestHouseId=${house.id}&checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=1&roomType=${encodeURIComponent(room)}&mealPlan=${encodeURIComponent(meal)}`,
    );
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await expect(page.getByLabel("Room type")).toHaveValue(room);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill(`last.room.${name.replace(/\W/g, "")}.${Date.now()}@example.com`);
    await page.getByLabel("Phone").fill("+960 777 3333");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    return page;
  }

  test("booked from two browsers at once: one booking, one clear 'no longer available' message", async ({
    browser,
    request,
  }) => {
    const house = await houseNamed(request, "Whale Shark Lodge");
    const room = "Family Room"; // one unit in the demo data
    const checkIn = ymdInDays(53);
    const checkOut = ymdInDays(55);
    const [a, b] = await Promise.all([
      wizardAtLastStep(browser, house, room, checkIn, checkOut, "Guest Alpha"),
      wizardAtLastStep(browser, house, room, checkIn, checkOut, "Guest Bravo"),
    ]);
    const submit = (page: Page) => {
      const reply = page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST",
      );
      return page
        .getByRole("button", { name: /Complete Booking/ })
        .click()
        .then(() => reply);
    };
    const replies = await Promise.all([submit(a), submit(b)]);
    const statuses = replies.map((r) => r.status()).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = replies[0]!.status() === 201 ? a : b;
    const loser = winner === a ? b : a;
    await expect(winner.getByText("Booking Confirmed!")).toBeVisible();
    await expect(loser.getByText(NOT_AVAILABLE).first()).toBeVisible();
    await expect(loser.getByText("Booking Confirmed!")).toHaveCount(0);
    await a.context().close();
    await b.context().close();

    // The room is now sold out for those nights: the API says so.
    const left = (await (
      await request.get(`/api/availability?kind=guest_house&propertyId=${house.id}&from=${checkIn}&to=${checkOut}`)
    ).json()) as {
      roomTypes: { name: string; freeForWholeStay: number }[];
    };
    expect(left.roomTypes.find((r) => r.name === room)?.freeForWholeStay).toBe(0);
  });
});
