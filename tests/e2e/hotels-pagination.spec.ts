import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// 30 hotels of this spec's own in "Pagerland" (removed afterwards): /hotels?q=Pagerland is two
// pages, 24 and 6.
const COUNT = 30;
const PAGE_SIZE = 24;
const names = Array.from({ length: COUNT }, (_, i) => `Pager Test Hotel ${String(i + 1).padStart(2, "0")}`);
let created: number[] = [];

async function adminAuthorization(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } });
  expect(login.ok()).toBe(true);
  return `Bearer ${((await login.json()) as { token: string }).token}`;
}

test.beforeAll(async ({ request }) => {
  const authorization = await adminAuthorization(request);
  const [sample] = (await (await request.get("/api/hotels?limit=1")).json()) as { image: string }[];
  created = [];
  for (const [i, name] of names.entries()) {
    const res = await request.post("/api/hotels", {
      headers: { authorization },
      data: {
        name,
        location: "Pager Cove, Pagerland",
        image: sample!.image,
        price: 100 + i * 10,
        rating: 4,
        reviews: 3,
        lovedPercentage: 80,
        description: "A hotel made for the pagination test.",
        locationDescription: "On the cove, a short walk from the jetty.",
        amenities: ["Free WiFi"],
        additionalImages: [],
        roomTypes: [],
        checkInTime: "14:00",
        checkOutTime: "12:00",
        policies: "No smoking.",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { id: number }).id);
  }
});

test.afterAll(async ({ request }) => {
  const authorization = await adminAuthorization(request);
  for (const id of created) await request.delete(`/api/hotels/${id}`, { headers: { authorization } });
});

const cardNames = (page: Page) => page.getByTestId("hotel-card").locator("h3").allTextContents();
const pager = (page: Page) => page.getByRole("navigation", { name: "Hotel results pages" });

async function expectPage(page: Page, n: 1 | 2) {
  await expect(page.getByTestId("hotel-count")).toHaveText(`Showing ${COUNT} properties`);
  await expect(pager(page).getByTestId("pager-status")).toHaveText(`Page ${n} of 2`);
  await expect(pager(page).getByRole("link", { name: `Page ${n}`, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect.poll(() => cardNames(page)).toEqual(n === 1 ? names.slice(0, PAGE_SIZE) : names.slice(PAGE_SIZE));
}

test.describe("hotel listing pages", () => {
  test("one page of 24 at a time; every page is a real link and its address round-trips @mobile", async ({ page }) => {
    await page.goto("/hotels?q=Pagerland");
    await expectPage(page, 1);
    const next = pager(page).getByRole("link", { name: "Next page" });
    await expect(next).toHaveAttribute("href", "/hotels?q=Pagerland&page=2");
    await expect(pager(page).getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pager(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&page=2$/);
    await expectPage(page, 2);
    await expect(pager(page).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/hotels?q=Pagerland",
    );

    await page.reload();
    await expectPage(page, 2);
    // A shared address opens on the same page; a page past the end shows the last one.
    await page.goto("/hotels?q=Pagerland&page=2");
    await expectPage(page, 2);
    await page.goto("/hotels?q=Pagerland&page=99");
    await expectPage(page, 2);
    await page.goto("/hotels?q=Pagerland&page=abc");
    await expectPage(page, 1);
  });

  test("the back button returns to the page of results left, forward comes back", async ({ page }) => {
    await page.goto("/hotels?q=Pagerland&sort=price-desc");
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse().slice(0, PAGE_SIZE));
    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&sort=price-desc&page=2$/);
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse().slice(PAGE_SIZE));

    await page.getByRole("link", { name: names[2], exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\/\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&sort=price-desc&page=2$/);
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse().slice(PAGE_SIZE));
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    await page.goBack();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&sort=price-desc$/);
    await expect(pager(page).getByTestId("pager-status")).toHaveText("Page 1 of 2");
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse().slice(0, PAGE_SIZE));
    await page.goForward();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pager(page).getByTestId("pager-status")).toHaveText("Page 2 of 2");
  });

  test("the pager works from the keyboard: Tab to Next, Enter opens the next page", async ({ page }) => {
    await page.goto("/hotels?q=Pagerland");
    await pager(page).getByRole("link", { name: "Page 1", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(pager(page).getByRole("link", { name: "Page 2", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const next = pager(page).getByRole("link", { name: "Next page" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&page=2$/);
    await expectPage(page, 2);
    // And back with Shift+Tab to Previous.
    await pager(page).getByRole("link", { name: "Page 1", exact: true }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(pager(page).getByRole("link", { name: "Previous page" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland$/);
    await expectPage(page, 1);
  });

  test("changing the sort, the search or a filter starts again at page 1", async ({ page }) => {
    await page.goto("/hotels?q=Pagerland&page=2");
    await expectPage(page, 2);
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&sort=price-desc$/);
    await expect(pager(page).getByTestId("pager-status")).toHaveText("Page 1 of 2");
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse().slice(0, PAGE_SIZE));

    await page.goto("/hotels?q=Pagerland&page=2");
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("checkbox", { name: "Free WiFi", exact: true }).check();
    await sheet.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&amenities=Free\+WiFi$/);
    await expectPage(page, 1);

    await page.goto("/hotels?q=Pagerland&page=2");
    const search = page.getByPlaceholder("Search hotels by name or location...");
    await search.fill("Pager Test Hotel 0");
    await expect(page).toHaveURL(/\/hotels\?q=Pager\+Test\+Hotel\+0$/);
    await expect(page.getByTestId("hotel-count")).toHaveText("Showing 9 properties");
    await expect(pager(page)).toHaveCount(0);
  });

  test("the cards of another page of results are rendered once the page is idle, like the first page's @mobile", async ({
    page,
  }) => {
    // Cards after the first row wait for the page to be idle (render-when-idle); the next page of
    // results keeps the address's path, and its new cards must get the same pass.
    const waiting = () => page.locator("li.render-when-idle:not([data-rendered]):visible").count();
    await page.goto("/hotels?q=Pagerland");
    await expectPage(page, 1);
    await expect(page.locator("li.render-when-idle:visible")).toHaveCount(PAGE_SIZE - 3);
    await expect.poll(waiting).toBe(0);

    await pager(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/hotels\?q=Pagerland&page=2$/);
    await expectPage(page, 2);
    await expect(page.locator("li.render-when-idle:visible")).toHaveCount(COUNT - PAGE_SIZE - 3);
    await expect.poll(waiting).toBe(0);
    await expect(page.getByTestId("hotel-card").last().locator("h3")).toBeVisible();

    // Back to the first page: its cards are new elements again, and rendered again.
    await page.goBack();
    await expectPage(page, 1);
    await expect.poll(waiting).toBe(0);
  });

  test("with stay dates, availability is told for the page shown", async ({ page }) => {
    await page.goto(`/hotels?q=Pagerland&checkIn=${ymdInDays(30)}&checkOut=${ymdInDays(33)}&page=2`);
    await expect(pager(page).getByTestId("pager-status")).toHaveText("Page 2 of 2");
    // These hotels have no room type records, so none has a free room.
    await expect(page.getByTestId("available-count")).toHaveText(
      `0 of ${COUNT - PAGE_SIZE} on this page with a free room for your dates`,
    );
    await expect(page.getByTestId("hotel-card").getByTestId("sold-out").first()).toHaveText("Sold out for your dates");
    // The dates stay in the pager's links.
    await expect(pager(page).getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "href",
      new RegExp(`checkIn=${ymdInDays(30)}`),
    );
  });
});
