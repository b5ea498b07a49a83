import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdInDays } from "./support/dates";

// A customer with more bookings than a page (issue 19): /track-bookings shows the newest 20 with
// "Show more" (the next 20 from the API, keyboard-usable, the focus on the first new booking),
// the count stays the server's total, and /my-dashboard reads only the newest three and the total.
// The bookings are made through the booking APIs (the e2e server owns its database), hotels and
// guest houses alternating, each on its own dates so no room runs out.

test.describe.configure({ mode: "serial", timeout: 180_000 });

const COUNT = 45;
const PAGE = 20;

interface HotelDetail {
  id: number;
  roomTypes: string[];
  roomTypeDetails: { name: string; isActive: boolean }[];
}
interface House {
  id: number;
  type: string;
  minimumStay: number;
  maxGuests: number | null;
  roomTypes: { name: string }[];
  mealPlans: { name: string }[];
}

/** Makes `count` bookings for `email` (signed in when `request` carries a session), newest last. */
async function makeBookings(request: APIRequestContext, email: string, count: number, firstDay: number): Promise<void> {
  const hotelList = (await (await request.get("/api/hotels?limit=12")).json()) as { id: number }[];
  const hotels: HotelDetail[] = [];
  for (const h of hotelList.slice(0, 6))
    hotels.push((await (await request.get(`/api/hotels/${h.id}`)).json()) as HotelDetail);
  const houses = ((await (await request.get("/api/local-tourism")).json()) as House[])
    .filter((h) => h.type === "guest_house")
    .slice(0, 4);
  expect(hotels.length).toBeGreaterThan(0);
  expect(houses.length).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const day = firstDay + i * 6;
    let res;
    if (i % 3 === 2) {
      const house = houses[i % houses.length]!;
      const nights = Math.max(2, house.minimumStay);
      res = await request.post("/api/local-tourism/bookings", {
        data: {
          tourismId: house.id,
          customerName: "Paging Guest",
          customerEmail: email,
          customerPhone: "+960 777 1919",
          agreeToTerms: true,
          checkInDate: ymdInDays(day),
          checkOutDate: ymdInDays(day + nights),
          guests: 1,
          roomType: house.roomTypes[0]!.name,
          mealPlan: house.mealPlans[0]!.name,
        },
      });
    } else {
      const hotel = hotels[i % hotels.length]!;
      res = await request.post("/api/bookings", {
        data: {
          customerName: "Paging Guest",
          customerEmail: email,
          customerPhone: "+960 777 1919",
          agreeToTerms: true,
          hotelId: hotel.id,
          roomType: hotel.roomTypeDetails.find((r) => r.isActive)?.name ?? hotel.roomTypes[0],
          checkIn: ymdInDays(day),
          checkOut: ymdInDays(day + 2),
          adults: 1,
          children: 0,
        },
      });
    }
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Every booking reference of the look-up, newest first, straight from the API. */
async function allReferences(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(`${path}?limit=500`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reference: string }[]).map((b) => b.reference);
}

const cards = (page: Page) => page.getByTestId("booking-list").getByTestId("booking-summary");
/** The references shown, in order (a card's first paragraph). */
const referencesShown = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.querySelector("p")?.textContent ?? ""));
/** The reference of the booking whose list item has the focus, or null. */
const focusedReference = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement?.closest("[data-testid=booking-list] > li");
    return item?.querySelector("[data-testid=booking-summary] p")?.textContent ?? null;
  });

test("a guest's look-up shows the newest 20, then 'Show more' by keyboard loads the rest without repeats; the e-mail stays out of the address", async ({
  page,
  request,
}) => {
  const email = `paging.guest.${Date.now()}@example.com`;
  await makeBookings(request, email, COUNT, 60);
  const expected = await allReferences(request, `/api/bookings/email/${encodeURIComponent(email)}`);
  expect(expected).toHaveLength(COUNT);

  await page.goto("/");
  const form = page.getByRole("form", { name: "Track your bookings" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-ready", "true");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Track Bookings" }).click();
  await page.waitForURL(/\/track-bookings$/);

  await expect(page.getByTestId("bookings-showing")).toHaveText(`Showing ${PAGE} of ${COUNT} bookings`);
  await expect(cards(page)).toHaveCount(PAGE);
  expect(await referencesShown(page)).toEqual(expected.slice(0, PAGE));
  // The look-up kept only the first page in this tab.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("guestBookings"))) ?? "[]")).toHaveLength(PAGE);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: focus the button, Enter; the focus lands on the first booking added.
  const more = page.getByRole("button", { name: "Show more" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(2 * PAGE);
  await expect(page.getByTestId("bookings-showing")).toHaveText(`Showing ${2 * PAGE} of ${COUNT} bookings`);
  await expect.poll(() => focusedReference(page)).toBe(expected[PAGE]);
  // Tab from there reaches "Show more" again (the guest's cards have no links), Space presses it.
  await page.keyboard.press("Tab");
  await expect(more).toBeFocused();
  await page.keyboard.press("Space");
  await expect(cards(page)).toHaveCount(COUNT);
  await expect.poll(() => focusedReference(page)).toBe(expected[2 * PAGE]);
  await expect(page.getByTestId("bookings-showing")).toHaveText(`Showing ${COUNT} of ${COUNT} bookings`);
  await expect(more).toHaveCount(0);
  expect(await referencesShown(page)).toEqual(expected);

  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain("paging.guest");

  // Away and back: the list again, newest first from the top (at least the look-up's first page).
  await page.goto("/about");
  await page.goBack();
  await expect(page).toHaveURL(/\/track-bookings$/);
  await expect(page.getByTestId("bookings-showing")).toContainText(`of ${COUNT} bookings`);
  const again = await referencesShown(page);
  expect(again.length).toBeGreaterThanOrEqual(PAGE);
  expect(again).toEqual(expected.slice(0, again.length));
});

test("a customer with many bookings: /my-dashboard shows the newest three and the true total, /track-bookings pages through them", async ({
  page,
}) => {
  const email = `paging.customer.${Date.now()}@example.com`;
  const password = "paging-pass1";
  expect(
    (await page.request.post("/api/auth/register", { data: { name: "Paging Customer", email, password } })).status(),
  ).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { user } = (await login.json()) as { user: { id: string } };
  // Booked signed in (the session cookie rides along): linked to the account.
  await makeBookings(page.request, email, COUNT, 62);
  const expected = await allReferences(page.request, `/api/bookings/user/${user.id}`);
  expect(expected).toHaveLength(COUNT);

  await page.goto("/my-dashboard");
  const recent = page.getByTestId("recent-bookings").getByTestId("booking-summary");
  await expect(recent).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(recent.nth(i)).toContainText(expected[i]!);
  const viewAll = page.getByRole("link", { name: `View All ${COUNT} Bookings` });
  await expect(viewAll).toHaveAttribute("href", "/track-bookings");

  // By keyboard to the full list.
  await viewAll.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/track-bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
  await expect(page.getByTestId("bookings-total")).toHaveText(`${COUNT} bookings on your account, newest first.`);
  await expect(cards(page)).toHaveCount(PAGE);
  expect(await referencesShown(page)).toEqual(expected.slice(0, PAGE));
  await expect(page.getByTestId("bookings-showing")).toHaveText(`Showing ${PAGE} of ${COUNT} bookings`);

  const more = page.getByRole("button", { name: "Show more" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(2 * PAGE);
  await expect.poll(() => focusedReference(page)).toBe(expected[PAGE]);
  // The account's cards carry their manage links; the next Tab goes to the new booking's link.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName(`Manage booking ${expected[PAGE]}`);
  await more.click();
  await expect(cards(page)).toHaveCount(COUNT);
  await expect(more).toHaveCount(0);
  expect(await referencesShown(page)).toEqual(expected);
  await expect(page.getByTestId("bookings-showing")).toHaveText(`Showing ${COUNT} of ${COUNT} bookings`);
  await expectNoSeriousA11yViolations(page);

  // Back to the dashboard: the same three and total.
  await page.goBack();
  await expect(page).toHaveURL(/\/my-dashboard$/);
  await expect(page.getByRole("link", { name: `View All ${COUNT} Bookings` })).toBeVisible();
  await expect(page.getByTestId("recent-bookings").getByTestId("booking-summary")).toHaveCount(3);
});

test("the API pages are bounded and linked for the page's 'Show more'", async ({ request }) => {
  const res = await request.get(`/api/bookings/email/${encodeURIComponent("sofia.rossi@example.com")}?limit=1`);
  expect(res.status()).toBe(200);
  expect((await res.json()) as unknown[]).toHaveLength(1);
  expect(Number(res.headers()["x-total-count"])).toBeGreaterThan(1);
  expect(res.headers().link).toMatch(
    /^<\/api\/bookings\/email\/sofia\.rossi%40example\.com\?limit=1&cursor=[A-Za-z0-9_-]+>; rel="next"$/,
  );
  expect(
    (await request.get(`/api/bookings/email/${encodeURIComponent("sofia.rossi@example.com")}?cursor=bogus`)).status(),
  ).toBe(400);
});
