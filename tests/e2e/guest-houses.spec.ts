import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { allIn, usd } from "./support/prices";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithFiltersOpen } from "./support/axe";
import { calendarOf, dateField, pickDate } from "./support/date-picker";
import { ymdInDays } from "./support/dates";

interface PriceOption {
  name: string;
  price: number;
}
interface GuestHouse {
  id: number;
  title: string;
  type: "guest_house" | "resort_day_visit";
  location: string;
  pricePerNight: number;
  maxGuests: number | null;
  minimumStay: number;
  facilities: string[];
  activities: string[];
  galleryImages: string[];
  mainImage: string;
  roomTypes: PriceOption[];
  mealPlans: PriceOption[];
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

const titles = (page: Page) => page.getByTestId("guest-house-card").locator("h3").allTextContents();
const countLabel = (shown: number, total: number) => `Showing ${shown} of ${total} guest houses`;
const typeRank = { guest_house: 0, resort_day_visit: 1 } as const;
const recommended = (list: GuestHouse[]) =>
  [...list]
    .sort((a, b) => a.id - b.id)
    .sort((a, b) => typeRank[a.type] - typeRank[b.type] || a.pricePerNight - b.pricePerNight);

let houses: GuestHouse[];
test.beforeAll(async ({ request }) => {
  houses = await api<GuestHouse[]>(request, "/api/local-tourism");
  expect(houses.length).toBeGreaterThan(3);
});

test.describe("guest-house listing", () => {
  test("lists every active guest house, guest houses first then by price @mobile", async ({ page }) => {
    await page.goto("/guest-houses");
    await expect(page.getByRole("heading", { level: 1, name: "Local Guest Houses" })).toBeVisible();
    await expect(page.getByText(/authentic Maldivian hospitality/)).toBeVisible();
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(houses.length, houses.length));
    expect(await titles(page)).toEqual(recommended(houses).map((h) => h.title));

    const first = recommended(houses)[0]!;
    const card = page.getByTestId("guest-house-card").first();
    await expect(card.getByText(/Guest House|Resort Day Visit/).first()).toBeVisible();
    await expect(card.getByText(`${usd(first.pricePerNight)}/night`)).toBeVisible();
    await expect(
      card.getByText(`Min stay: ${first.minimumStay} night${first.minimumStay === 1 ? "" : "s"}`),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: `View Details: ${first.title}` })).toHaveAttribute(
      "href",
      `/guest-house/${first.id}`,
    );
  });

  test("each sort order really orders the list", async ({ page }) => {
    await page.goto("/guest-houses");
    const sort = page.getByLabel("Sort by");
    const byId = [...houses].sort((a, b) => a.id - b.id);

    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(() => titles(page))
      .toEqual([...byId].sort((a, b) => a.pricePerNight - b.pricePerNight).map((h) => h.title));

    await sort.selectOption({ label: "Price: High to Low" });
    await expect
      .poll(() => titles(page))
      .toEqual([...byId].sort((a, b) => b.pricePerNight - a.pricePerNight).map((h) => h.title));

    await sort.selectOption({ label: "Maximum Capacity" });
    await expect(page).toHaveURL(/sort=capacity/);
    await expect
      .poll(() => titles(page))
      .toEqual([...byId].sort((a, b) => (b.maxGuests ?? -1) - (a.maxGuests ?? -1)).map((h) => h.title));
  });

  test("typing filters by title or location; the address keeps it", async ({ page }) => {
    await page.goto("/guest-houses");
    const term = houses[0]!.location.split(",")[0]!.trim();
    const expected = recommended(houses).filter((h) =>
      `${h.title}|${h.location}`.toLowerCase().includes(term.toLowerCase()),
    );
    await page.getByPlaceholder("Search by name or location...").fill(term);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, "\\+")}`));
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(expected.length, houses.length));
    expect(await titles(page)).toEqual(expected.map((h) => h.title));
    await page.reload();
    await expect(page.getByPlaceholder("Search by name or location...")).toHaveValue(term);
    expect(await titles(page)).toEqual(expected.map((h) => h.title));
  });

  test("filters: type, price and facilities become chips and a badge; Clear All removes them @mobile", async ({
    page,
  }) => {
    await page.goto("/guest-houses");
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByRole("button", { name: "Accommodation Type" })).toBeVisible();
    await sheet.getByLabel("Resort Day Visit").check();
    const facilities = sheet.getByRole("group", { name: "Facilities" }).getByRole("checkbox");
    expect(await facilities.count()).toBeLessThanOrEqual(8);
    const max = sheet.getByRole("slider", { name: "Maximum price per night" });
    await expect(max).toHaveAttribute("aria-valuetext", "$200+, no upper limit");
    await max.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft"); // 200 → 150
    await expect(sheet.getByTestId("price-max-label")).toHaveText("$150");
    await sheet.getByRole("button", { name: "Apply Filters" }).click();
    await expect(sheet).toBeHidden();

    const expected = recommended(houses).filter((h) => h.type === "resort_day_visit" && h.pricePerNight <= 150);
    await expect(page).toHaveURL(/type=resort_day_visit/);
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(expected.length, houses.length));
    expect(await titles(page)).toEqual(expected.map((h) => h.title));
    const chips = page.getByTestId("active-filters");
    await expect(chips.getByRole("button", { name: "Remove Resort Day Visit filter" })).toBeVisible();
    await expect(chips.getByRole("button", { name: /Remove price filter \$0 to \$150/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Filters 2 active/ })).toBeVisible();

    await page.reload();
    expect(await titles(page)).toEqual(expected.map((h) => h.title));
    await page.getByTestId("active-filters").getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByTestId("active-filters")).toHaveCount(0);
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(houses.length, houses.length));
  });

  test("a facility filter keeps only houses that have it", async ({ page }) => {
    const facility = houses[0]!.facilities[0]!;
    await page.goto(`/guest-houses?facilities=${encodeURIComponent(facility)}`);
    const expected = recommended(houses).filter((h) =>
      h.facilities.some((f) => f.toLowerCase() === facility.toLowerCase()),
    );
    expect(await titles(page)).toEqual(expected.map((h) => h.title));
    await expect(page.getByRole("button", { name: /Filters 1 active/ })).toBeVisible();
  });

  test("no matches: 'No guest houses found' and 'Clear all filters' brings every house back", async ({ page }) => {
    await page.goto("/guest-houses?q=zzzz-nowhere&type=guest_house");
    await expect(page.getByText("No guest houses found")).toBeVisible();
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(0, houses.length));
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/guest-houses$/);
    await expect(page.getByTestId("guest-house-count")).toHaveText(countLabel(houses.length, houses.length));
    await expect(page.getByPlaceholder("Search by name or location...")).toHaveValue("");
  });

  test("/guest-houses has no serious or critical axe violations @mobile", async ({ page }) => {
    await page.goto("/guest-houses");
    await expectNoSeriousA11yViolationsWithFiltersOpen(page);
  });
});

test.describe("guest-house detail", () => {
  const withDiscount = () =>
    houses.find((h) => h.roomTypes.some((r) => r.price < 0) && h.minimumStay > 1) ??
    houses.find((h) => h.roomTypes.some((r) => r.price < 0))!;

  test("hero, tabs, rooms & meals with totals per night, activities and gallery @mobile", async ({ page }) => {
    const house = withDiscount();
    await page.goto(`/guest-house/${house.id}`);
    await expect(page.getByRole("heading", { level: 1, name: house.title })).toBeVisible();
    await expect(page.getByTestId("price-badge")).toHaveText(`From ${usd(house.pricePerNight)}/night`);
    await expect(
      page
        .getByRole("region", { name: house.title, exact: true })
        .getByText(/Room types and meal plans may add charges/),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Rooms & Meals" }).click();
    const rooms = page.getByTestId("room-type-list").getByRole("listitem");
    await expect(rooms).toHaveCount(house.roomTypes.length);
    const discounted = house.roomTypes.find((r) => r.price < 0)!;
    const row = rooms.filter({ hasText: discounted.name });
    await expect(row).toContainText("Discount per night");
    await expect(row).toContainText(`−${usd(-discounted.price)}`);
    await expect(row).toContainText(usd(house.pricePerNight + discounted.price));
    await expect(page.getByTestId("meal-plan-list").getByRole("listitem")).toHaveCount(house.mealPlans.length);

    await page.getByRole("tab", { name: "Activities" }).click();
    await expect(page.getByTestId("activity-list").getByRole("listitem")).toHaveCount(house.activities.length);
    await page.getByRole("tab", { name: "Gallery" }).click();
    const gallery = new Set([house.mainImage, ...house.galleryImages]);
    await expect(page.getByTestId("gallery").getByRole("img")).toHaveCount(gallery.size);
  });

  test("the booking card walks Select dates → room type → meal plan → 'Book Now - $total' and links to /book-guest-house", async ({
    page,
  }) => {
    const house = withDiscount();
    await page.goto(`/guest-house/${house.id}`);
    const card = page.getByTestId("guest-house-booking-card");
    const button = card.getByTestId("book-guest-house");
    await expect(button).toHaveText("Select dates");
    await expect(button).toBeDisabled();
    if (house.minimumStay > 1)
      await expect(card.getByTestId("minimum-stay")).toHaveText(`Minimum stay: ${house.minimumStay} nights required`);

    const guests = card.getByLabel("Guests");
    await expect(guests.locator("option")).toHaveCount(house.maxGuests ?? 8);

    const checkIn = ymdInDays(20);
    const checkOut = ymdInDays(23);
    await pickDate(card, "Check-in", checkIn);
    await expect(card.getByLabel("Check-out")).toHaveAttribute("data-min", ymdInDays(21));
    await pickDate(card, "Check-out", checkOut);
    await expect(button).toHaveText("Select room type");
    const room = house.roomTypes.find((r) => r.price < 0)!;
    await card.getByLabel("Room type").selectOption(room.name);
    await expect(button).toHaveText("Select meal plan");
    const meal = [...house.mealPlans].sort((a, b) => b.price - a.price)[0]!;
    await card.getByLabel("Meal plan").selectOption(meal.name);
    await guests.selectOption("2");

    const nightly = Math.max(0, house.pricePerNight + room.price + meal.price);
    // Three nights for the two guests chosen, the destination's taxes and charges on top (docs/pricing.md).
    const total = allIn({
      location: house.location,
      kind: "guest_house",
      checkIn,
      nightly,
      nights: 3,
      adults: 2,
      dayVisit: house.type === "resort_day_visit",
    });
    await expect(card.getByTestId("nightly-price")).toHaveText(usd(nightly));
    await expect(card.getByTestId("total-price")).toHaveText(usd(total));
    const link = card.getByRole("link", { name: `Book Now - ${usd(total)}` });
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute("href"))!, "http://x");
    expect(url.pathname).toBe("/book-guest-house");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      guestHouseId: String(house.id),
      guestHouseName: house.title,
      guestHouseLocation: house.location,
      guestHousePrice: String(house.pricePerNight),
      checkInDate: checkIn,
      checkOutDate: checkOut,
      guests: "2",
      roomType: room.name,
      mealPlan: meal.name,
      nights: "3",
      totalPrice: String(total),
    });

    // A check-in moved past the check-out clears it: back to 'Select dates'.
    await pickDate(card, "Check-in", ymdInDays(30));
    await expect(card.getByLabel("Check-out")).toHaveAttribute("data-value", "");
    await expect(button).toHaveText("Select dates");
  });

  test("an open calendar keeps the keyboard inside it: Tab and Shift+Tab go round its controls, Escape returns to the field", async ({
    page,
  }) => {
    await page.goto(`/guest-house/${houses[0]!.id}`);
    const card = page.getByTestId("guest-house-booking-card");
    const field = dateField(card, "Check-in");
    await field.focus();
    await page.keyboard.press("Enter");
    const calendar = calendarOf(page, "Check-in");
    await expect(calendar.locator(":focus")).toHaveCount(1);
    // Its controls: the month buttons and the day that holds the grid's focus (one stop).
    const stops = new Set<string>();
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      await expect(calendar.locator(":focus"), `focus after ${key}`).toHaveCount(1);
      stops.add(
        await calendar.locator(":focus").evaluate((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""),
      );
    }
    expect(stops.size).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();
  });

  test("unknown, malformed and inactive ids get the 404 screen with a 404 status", async ({ page, request }) => {
    for (const id of ["999999", "abc"]) {
      const res = await page.goto(`/guest-house/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      await expect(page.getByText("Page Not Found")).toBeVisible();
    }
    const ids = new Set(houses.map((h) => h.id));
    const maxId = Math.max(...ids);
    const hidden = Array.from({ length: maxId }, (_, i) => i + 1).filter((id) => !ids.has(id));
    for (const id of hidden) expect((await request.get(`/guest-house/${id}`)).status()).toBe(404);
  });

  test("/guest-house/{id} has no serious or critical axe violations @mobile", async ({ page }) => {
    await page.goto(`/guest-house/${houses[0]!.id}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Rooms & Meals" }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
