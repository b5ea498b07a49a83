import { expect, test, type Page } from "./support/test";

import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdInDays } from "./support/dates";

// The admin booking lists page in the database and keep their state in the address: 30 requests
// from one "Lister" guest make more than a page of the table (25) and of a /bookings card group (12).
const ADMIN = { email: "admin@example.com", password: "admin12345" };
const COUNT = 30;
const stamp = Date.now();
// A worker restarted after a failure runs beforeAll again: each run's guests carry their own word.
const word = `Lister ${stamp.toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
const search = word.toLowerCase();
const card = (page: Page, reference: string) =>
  page.locator(`[data-testid="admin-booking-card"][data-reference="${reference}"]`);

test.beforeAll(async ({ request }) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as {
    id: number;
    name: string;
    roomTypes: string[];
  }[];
  // The last hotel with a room type on sale (another spec may have added one without), far-off
  // single nights: out of the other specs' way.
  const hotel = hotels.filter((h) => h.roomTypes.length > 0).at(-1)!;
  const availability = (await (
    await request.get(`/api/availability?kind=hotel&propertyId=${hotel.id}&from=${ymdInDays(160)}&to=${ymdInDays(161)}`)
  ).json()) as {
    roomTypes: { name: string }[];
  };
  const roomType = availability.roomTypes[0]!.name;
  for (let i = 0; i < COUNT; i++) {
    const res = await request.post("/api/bookings", {
      data: {
        customerName: `${word} ${String(i).padStart(2, "0")}`,
        customerEmail: `lister.${i}.${stamp}@example.com`,
        customerPhone: "+960 777 1212",
        agreeToTerms: true,
        hotelId: hotel.id,
        roomType,
        checkIn: ymdInDays(160 + i),
        checkOut: ymdInDays(161 + i),
        adults: 1,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
});

test.beforeEach(async ({ page }) => {
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
});

test("/bookings-old: search, filters and pages are addresses; Back and Forward return to them; the keyboard drives it", async ({
  page,
}) => {
  await page.goto("/bookings-old?tab=bookings");
  await expect(page.getByRole("tab", { name: "Bookings", selected: true })).toBeVisible();
  const rows = page.getByTestId("bookings-table").locator("tbody tr[data-reference]");
  const count = page.getByTestId("bookings-count");

  // Type the search and submit it with Enter.
  await page.getByLabel("Search bookings").focus();
  await page.keyboard.type(search);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${search.replace(" ", "\\+")}`));
  await expect(page).toHaveURL(/[?&]tab=bookings/);
  await expect(count).toHaveText(`Showing 1–25 of ${COUNT} bookings`);
  await expect(rows).toHaveCount(25);
  const firstPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")));

  // The next page by keyboard: focus the link, press Enter.
  const pages = page.getByTestId("bookings-pagination");
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("link", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(count).toHaveText(`Showing 26–30 of ${COUNT} bookings`);
  await expect(rows).toHaveCount(5);
  const secondPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")));
  expect(secondPage.filter((r) => firstPage.includes(r))).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // Back: page 1 with the same search; Forward: page 2 again.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows).toHaveCount(25);
  await expect(page.getByLabel("Search bookings")).toHaveValue(search);
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(5);

  // A filter goes back to page 1 and is in the address; the table shows only what matches.
  await page.getByLabel("Filter by status").selectOption("cancelled");
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText("No bookings found.")).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(5);
  await expect(page.getByLabel("Filter by status")).toHaveValue("all");

  // Page size and sort are addresses too; a shared address opens the same page.
  await page.getByLabel("Rows per page").selectOption("50");
  await expect(page).toHaveURL(/size=50/);
  await expect(rows).toHaveCount(COUNT);
  await expect(pages).toHaveCount(0);
  await page.getByLabel("Sort order").selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(rows.first()).toContainText(`${word} 00`);
  await page.goto(`/bookings-old?tab=bookings&q=${encodeURIComponent(search)}&page=2`);
  await expect(count).toHaveText(`Showing 26–30 of ${COUNT} bookings`);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-reference")))).toEqual(secondPage);

  // The export link carries the filters.
  await expect(page.getByRole("link", { name: "Export", exact: true })).toHaveAttribute(
    "href",
    `/api/bookings/export?q=${search.replace(" ", "+")}`,
  );
});

test("/bookings: a card group shows the newest 12 with Show more; the search and filter are addresses; a status change refreshes the page", async ({
  page,
}) => {
  await page.goto("/bookings");
  await page.getByLabel("Search bookings").fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.replace(" ", "\\+")}`));
  const pending = page.getByTestId("group-pending");
  await expect(pending.getByRole("heading", { level: 2 })).toContainText(`(${COUNT})`);
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(12);
  await expect(page.getByTestId("group-active")).toHaveCount(0);

  // Show more by keyboard, twice: 24, then all 30 (no more link).
  const more = pending.getByRole("link", { name: /Show more/ });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/showPending=24/);
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(24);
  await more.click();
  await expect(page).toHaveURL(/showPending=36/);
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(COUNT);
  await expect(more).toHaveCount(0);
  await page.goBack();
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(24);

  // The status filter: an address; Back restores the groups.
  await page.getByLabel("Filter by status").selectOption("cancelled");
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText("No bookings found.")).toBeVisible();
  await page.goBack();
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(24);

  // Confirm the newest: it moves to Active at once, and the refreshed page counts it there.
  const pendingBefore = Number(
    (await page.getByTestId("stat-Pending").locator("p.tabular").innerText()).replace(/,/g, ""),
  );
  const newest = (await pending.getByTestId("admin-booking-card").first().getAttribute("data-reference"))!;
  await card(page, newest).getByRole("button", { name: "Confirm" }).click();
  await page
    .getByRole("alertdialog", { name: "Confirm this booking?" })
    .getByRole("button", { name: "Confirm booking" })
    .click();
  await expect(page.getByText("Booking status changed to confirmed")).toBeVisible();
  await expect(page.getByTestId("group-active").locator(card(page, newest))).toHaveCount(1);
  await expect(page.getByTestId("group-active").getByRole("heading", { level: 2 })).toContainText("(1)");
  await expect(pending.getByRole("heading", { level: 2 })).toContainText(`(${COUNT - 1})`);
  await expect(page.getByTestId("stat-Pending").locator("p.tabular")).toHaveText(String(pendingBefore - 1));
  await expect(page).toHaveURL(/showPending=24/);
  await expect(pending.getByTestId("admin-booking-card")).toHaveCount(24);
});

test("the occupancy chooser finds a property by name and keeps the list's address", async ({ page }) => {
  await page.goto(`/bookings?q=${encodeURIComponent(search)}`);
  const grid = page.getByTestId("occupancy-grid");
  await grid.getByLabel("Find by name").fill("frangipani");
  await grid.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/propertyQ=frangipani/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${search.replace(" ", "\\+")}`));
  await grid.getByLabel("Property").selectOption({ label: "Frangipani House Seminyak (hotel)" });
  await grid.getByRole("button", { name: "Show" }).press("Enter");
  await expect(page).toHaveURL(/property=hotel-\d+/);
  await expect(grid.getByRole("region", { name: "Occupancy of Frangipani House Seminyak (hotel)" })).toBeVisible();
  await expect(page.getByLabel("Search bookings")).toHaveValue(search);
  await grid.getByLabel("Find by name").fill("no property is called this");
  await grid.getByRole("button", { name: "Find" }).click();
  await expect(grid.getByText("No property name contains “no property is called this”.")).toBeVisible();
});
