import { expect, test, type Browser, type Page, hydrating } from "./support/test";
import { ymdInDays } from "./support/dates";

interface House {
  id: number;
  title: string;
  type: string;
  roomTypes: { name: string; price: number; units: number }[];
  mealPlans: { name: string }[];
}

test.describe.configure({ timeout: 180_000 });

/** A page in its own browser context (its own session), at step 3 of the guest-house wizard. */
async function wizardAtContact(browser: Browser, house: House, room: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = hydrating(await context.newPage());
  await page.goto(
    `/book-guest-house?guestHouseId=${house.id}&checkInDate=${ymdInDays(90)}&checkOutDate=${ymdInDays(92)}`,
  );
  await expect(page.getByTestId("chosen-house")).toContainText(house.title);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
  await page.getByLabel("Room type").selectOption(room);
  await page.getByLabel("Meal plan").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
  await page.getByLabel("Full name").fill("Last Room Guest");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+960 777 5555");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  return page;
}

test("the last room booked from two browsers at once: one success, one clear 'no longer available' with the free room types", async ({
  browser,
  request,
}) => {
  const houses = (await (await request.get("/api/local-tourism")).json()) as House[];
  // A guest house whose room type has a single room, and another room type to offer instead.
  const house = houses.find(
    (h) => h.type === "guest_house" && h.roomTypes.some((r) => r.units === 1) && h.roomTypes.length > 1,
  )!;
  expect(house, "a demo guest house with a one-room type").toBeTruthy();
  const last = house.roomTypes.find((r) => r.units === 1)!;

  const pages = await Promise.all(
    [0, 1].map((i) => wizardAtContact(browser, house, last.name, `last.room.${i}.${Date.now()}@example.com`)),
  );
  const replies = pages.map((p) =>
    p.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/local-tourism/bookings" && r.request().method() === "POST",
    ),
  );
  await Promise.all(pages.map((p) => p.getByRole("button", { name: /^Complete Booking/ }).click()));
  const statuses = (await Promise.all(replies)).map((r) => r.status());
  expect([...statuses].sort()).toEqual([201, 409]);

  // The one that lost is back on the dates step with the message and the free room types.
  const refused = pages[statuses.indexOf(409)]!;
  const winner = pages[statuses.indexOf(201)]!;
  const notice = refused.getByTestId("not-available");
  await expect(notice).toContainText("Those dates are no longer available");
  await expect(refused.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
  // The wizard read the room types' availability again after the 409: the lost one is marked now.
  const lostOption = refused.getByLabel("Room type").locator("option", { hasText: last.name });
  await expect(lostOption).toContainText("Sold out for your dates");
  const other = house.roomTypes.find((r) => r.name !== last.name)!;
  await notice.getByRole("button", { name: new RegExp(`^${other.name} \\(\\d+ left\\)$`) }).click();
  await expect(refused.getByLabel("Room type")).toHaveValue(other.name);
  await expect(refused.getByTestId("not-available")).toHaveCount(0);
  await expect(lostOption).toBeDisabled();

  await expect(winner.getByText("Booking Confirmed!")).toBeVisible();
});
