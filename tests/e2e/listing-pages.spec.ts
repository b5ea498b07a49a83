import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdFromToday } from "./support/dates";

/*
 * Pages of the public listings (/guest-houses: 18 cards a page, /offers: 24), every page its own
 * address (?page=N) that reloads, shares and goes back and forward as such; the pager works from
 * the keyboard; a new search, sort or filter starts again at page 1. The demo data fits on one
 * page, so this spec adds 30 guest houses and 30 running offers through the admin API (and takes
 * them away again).
 */

const PAGE_SIZE = 24;
const HOUSE_PAGE_SIZE = 18;
const ADDED = 30;

let authorization = "";
const houseIds: number[] = [];
const offerIds: number[] = [];

async function asAdmin(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } });
  expect(login.status()).toBe(200);
  authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
}

test.beforeAll(async ({ request }) => {
  await asAdmin(request);
  for (let i = 1; i <= ADDED; i++) {
    const n = String(i).padStart(2, "0");
    const house = await request.post("/api/local-tourism", {
      headers: { authorization },
      data: {
        title: `Pager House ${n}`,
        type: "guest_house",
        description: "A house added to page through the listing.",
        location: "Pager Island, Maldives",
        checkInTime: "14:00",
        checkOutTime: "12:00",
        // Distinct prices: price order is the numbering.
        pricePerNight: 40 + i,
        activities: ["Snorkelling"],
        facilities: ["Free WiFi", "Pager Deck"],
        mainImage: "/images/guest-houses/coral-garden-maafushi-1.webp",
        galleryImages: [],
        roomTypes: [{ name: "Standard Room", price: 0 }],
        mealPlans: [{ name: "Room Only", price: 0 }],
        minimumStay: 1,
        policies: "",
        isActive: true,
      },
    });
    expect(house.status(), await house.text()).toBe(201);
    houseIds.push(((await house.json()) as { id: number }).id);

    const offer = await request.post("/api/promotions", {
      headers: { authorization },
      data: {
        title: `Pager Offer ${n}`,
        location: "Pager Island, Maldives",
        image: "/images/promotions/moonreef-early-bird-overwater-1.webp",
        description: "An offer added to page through the offers.",
        discount: 10,
        originalPrice: 100 + i,
        rating: 4.5,
        reviews: 3,
        validFrom: ymdFromToday(-1),
        validUntil: ymdFromToday(30),
        terms: "",
        maxBookings: 0,
      },
    });
    expect(offer.status(), await offer.text()).toBe(201);
    offerIds.push(((await offer.json()) as { id: number }).id);
  }
});

test.afterAll(async ({ request }) => {
  for (const id of houseIds) await request.delete(`/api/local-tourism/${id}`, { headers: { authorization } });
  for (const id of offerIds) await request.delete(`/api/promotions/${id}`, { headers: { authorization } });
});

const houseCards = (page: Page) => page.getByTestId("guest-house-card");
const houseTitles = (page: Page) => houseCards(page).locator("h3").allTextContents();
const housePager = (page: Page) => page.getByRole("navigation", { name: "Guest house result pages" });
const pagerHouses = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Pager House ${String(from + i).padStart(2, "0")}`);

/** Tab from `start` until focus lands inside `within` (at most `max` presses). */
async function tabInto(page: Page, start: Locator, within: Locator, max = 8) {
  await start.focus();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await within.locator(":focus").count()) return;
  }
  throw new Error("the keyboard never reached the pager");
}

test.describe("guest-house listing pages", () => {
  test("page 2 is its own address: keyboard, reload, back and forward @mobile", async ({ page }) => {
    await page.goto("/guest-houses?q=pager&sort=price-asc");
    await expect(page.getByTestId("guest-house-count")).toHaveText(/^Showing 30 of \d+ guest houses$/);
    await expect(houseCards(page)).toHaveCount(HOUSE_PAGE_SIZE);
    expect(await houseTitles(page)).toEqual(pagerHouses(1, HOUSE_PAGE_SIZE));
    const pager = housePager(page);
    await expect(pager.getByTestId("pager-status")).toHaveText("Page 1 of 2");
    await expect(pager.locator('[aria-current="page"]')).toHaveText(/1/);
    // A plain link to a crawlable address that keeps the search and the sort.
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/guest-houses?q=pager&sort=price-asc&page=2#guest-house-results-heading",
    );

    // From the last card, the keyboard reaches the pager; Enter follows its Next link.
    await tabInto(page, houseCards(page).last().getByRole("link").last(), pager);
    await pager.getByRole("link", { name: /Next/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/guest-houses\?q=pager&sort=price-asc&page=2/);
    await expect(houseCards(page)).toHaveCount(ADDED - HOUSE_PAGE_SIZE);
    expect(await houseTitles(page)).toEqual(pagerHouses(HOUSE_PAGE_SIZE + 1, ADDED));
    await expect(pager.getByTestId("pager-status")).toHaveText("Page 2 of 2");
    await expect(page.getByTestId("guest-house-count")).toHaveText(/^Showing 30 of/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/guest-houses\?page=2$/);

    await page.reload();
    expect(await houseTitles(page)).toEqual(pagerHouses(HOUSE_PAGE_SIZE + 1, ADDED));
    await expect(page.getByPlaceholder("Search by name or location...")).toHaveValue("pager");

    await page.goBack();
    await expect(page).toHaveURL(/\/guest-houses\?q=pager&sort=price-asc$/);
    await expect.poll(() => houseTitles(page)).toEqual(pagerHouses(1, HOUSE_PAGE_SIZE));
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => houseTitles(page)).toEqual(pagerHouses(HOUSE_PAGE_SIZE + 1, ADDED));
  });

  test("a new sort, search or filter starts again at page 1", async ({ page }) => {
    await page.goto("/guest-houses?q=pager&sort=price-asc&page=2");
    await expect(houseCards(page)).toHaveCount(ADDED - HOUSE_PAGE_SIZE);

    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/\/guest-houses\?q=pager&sort=price-desc$/);
    await expect.poll(() => houseTitles(page)).toEqual(pagerHouses(ADDED - HOUSE_PAGE_SIZE + 1, ADDED).reverse());
    await expect(housePager(page).getByTestId("pager-status")).toHaveText("Page 1 of 2");

    await housePager(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByPlaceholder("Search by name or location...").fill("pager house 0");
    await expect(page).toHaveURL(/q=pager\+house\+0&sort=price-desc$/);
    await expect.poll(() => houseTitles(page)).toEqual(pagerHouses(1, 9).reverse());
    await expect(housePager(page)).toHaveCount(0);

    await page.goto("/guest-houses?q=pager&page=2");
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByLabel("Guest House", { exact: true }).check();
    await sheet.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/guest-houses\?q=pager&type=guest_house$/);
    await expect(houseCards(page)).toHaveCount(HOUSE_PAGE_SIZE);
  });

  test("a page past the end says so and links back to the first", async ({ page }) => {
    await page.goto("/guest-houses?q=pager&page=9");
    await expect(page.getByTestId("past-the-end")).toContainText("These results end on page 2.");
    await page.getByTestId("past-the-end").getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(/\/guest-houses\?q=pager#guest-house-results-heading$/);
    await expect(houseCards(page)).toHaveCount(HOUSE_PAGE_SIZE);
  });

  test("the pager has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/guest-houses?q=pager&page=2");
    await expect(housePager(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("offers pages", () => {
  const offerCards = (page: Page) =>
    page.getByRole("region", { name: "Current Promotions" }).getByTestId("promotion-card");
  const offerPager = (page: Page) => page.getByRole("navigation", { name: "Promotion pages" });

  test("24 offers a page; page 2 by keyboard, reload, back and forward @mobile", async ({ page, request }) => {
    const current = Number((await request.get("/api/promotions?current=true&limit=1")).headers()["x-total-count"]);
    expect(current).toBeGreaterThan(PAGE_SIZE);
    const pages = Math.ceil(current / PAGE_SIZE);

    await page.goto("/offers");
    await expect(offerCards(page)).toHaveCount(PAGE_SIZE);
    const firstPage = await offerCards(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const pager = offerPager(page);
    await expect(pager.getByTestId("pager-status")).toHaveText(`Page 1 of ${pages}`);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/offers?page=2#current");

    await pager.getByRole("link", { name: /Next/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/offers\?page=2/);
    await expect(offerCards(page)).toHaveCount(Math.min(PAGE_SIZE, current - PAGE_SIZE));
    const secondPage = await offerCards(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

    await page.reload();
    await expect(offerCards(page)).toHaveCount(Math.min(PAGE_SIZE, current - PAGE_SIZE));
    await page.goBack();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(offerCards(page)).toHaveCount(PAGE_SIZE);
    await page.goForward();
    await expect(page).toHaveURL(/\/offers\?page=2/);
    await expect(pager.getByTestId("pager-status")).toHaveText(`Page 2 of ${pages}`);
  });

  test("the API lists the same offers as the pages, bounded with Link rel=next", async ({ page, request }) => {
    const res = await request.get("/api/promotions?current=true&limit=24");
    expect(res.headers()["link"]).toBe('</api/promotions?current=true&limit=24&offset=24>; rel="next"');
    const ids = ((await res.json()) as { id: number }[]).map((p) => `/book?promotionId=${p.id}`);
    await page.goto("/offers");
    expect(
      await offerCards(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(ids);
  });
});
