import { expect, test, type APIRequestContext, type Page } from "./support/test";
import AxeBuilder from "@axe-core/playwright";
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithFiltersOpen } from "./support/axe";
import { dateLabel, ymdFromToday } from "./support/dates";

interface Hotel {
  id: number;
  name: string;
  location: string;
  price: number;
  rating: number;
  amenities: string[];
}
interface HotelDetail extends Hotel {
  roomTypeDetails: { name: string }[];
}
interface Promotion {
  title: string;
  location: string;
}
interface Destination {
  id: number;
  name: string;
  country: string;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answers ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

const plural = (n: number) => `Showing ${n} ${n === 1 ? "property" : "properties"}`;
const cardNames = (page: Page) => page.getByTestId("hotel-card").locator("h3").allTextContents();
const byId = (a: Hotel, b: Hotel) => a.id - b.id;
const todayLabel = () => dateLabel(ymdFromToday(0));

test.describe("hotel listing", () => {
  let hotels: Hotel[];
  test.beforeAll(async ({ request }) => {
    hotels = (await api<Hotel[]>(request, "/api/hotels")).sort(byId);
  });

  test("shows every hotel under 'All Hotels' with the banner and advisor block @mobile", async ({ page }) => {
    await page.goto("/hotels");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect Stay" })).toBeVisible();
    await expect(page.getByText("Browse our selection of luxury hotels and resorts worldwide")).toBeVisible();
    await expect(page.getByPlaceholder("Search hotels by name or location...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "All Hotels" })).toBeVisible();
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(hotels.length));
    expect(await cardNames(page)).toEqual(hotels.map((h) => h.name));
    await expect(page.getByTestId("stay-summary")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Need help finding the perfect hotel?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Speak to an Advisor" })).toHaveAttribute(
      "href",
      "/contact?subject=booking-assistance",
    );
  });

  test("a location search shows 'Hotels in Maldives', the stay and matching hotels; Book Now carries the search", async ({
    page,
  }) => {
    await page.goto("/hotels?location=maldives&checkIn=2026-12-01&checkOut=2026-12-08&adults=2&children=1");
    const maldives = hotels.filter((h) => h.location.toLowerCase().includes("maldives"));
    expect(maldives.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 2, name: "Hotels in Maldives" })).toBeVisible();
    await expect(page.getByTestId("stay-summary")).toHaveText(/Dec 1, 2026 – Dec 8, 2026\s*2 adults, 1 child/);
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(maldives.length));
    expect(await cardNames(page)).toEqual(maldives.map((h) => h.name));

    const first = maldives[0]!;
    const href = await page.getByRole("link", { name: `Book Now: ${first.name}` }).getAttribute("href");
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotelId: String(first.id),
      hotelName: first.name,
      hotelLocation: first.location,
      hotelPrice: String(first.price),
      checkIn: "2026-12-01",
      checkOut: "2026-12-08",
      adults: "2",
      children: "1",
      searchLocation: "maldives",
    });
  });

  test("guests without dates default to 2 adults", async ({ page }) => {
    await page.goto("/hotels?children=2");
    await expect(page.getByTestId("stay-summary")).toHaveText("2 adults, 2 children");
  });

  test("typing searches name or location; the address follows and a reload keeps it @mobile", async ({ page }) => {
    await page.goto("/hotels");
    await page.getByPlaceholder("Search hotels by name or location...").fill("bali");
    const bali = hotels.filter((h) => `${h.name} ${h.location}`.toLowerCase().includes("bali"));
    await expect(page.getByRole("heading", { level: 2, name: 'Search results for "bali"' })).toBeVisible();
    await expect(page).toHaveURL(/\/hotels\?q=bali$/);
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(bali.length));
    expect(await cardNames(page)).toEqual(bali.map((h) => h.name));

    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: 'Search results for "bali"' })).toBeVisible();
    await expect(page.getByPlaceholder("Search hotels by name or location...")).toHaveValue("bali");
  });

  test("typing letter by letter keeps focus and every letter while the list follows", async ({ page }) => {
    await page.goto("/hotels?amenities=Free+WiFi");
    const input = page.getByPlaceholder("Search hotels by name or location...");
    await input.click();
    await input.pressSequentially("santorini", { delay: 150 }); // slower than nothing, faster than the debounce
    await expect(page.getByRole("heading", { level: 2, name: 'Search results for "santorini"' })).toBeVisible();
    await expect(input).toHaveValue("santorini");
    await expect(input).toBeFocused();
    await expect(page).toHaveURL(/\/hotels\?q=santorini&amenities=Free\+WiFi$/);
    const expected = hotels.filter((h) => h.location.includes("Santorini") && h.amenities.includes("Free WiFi"));
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(expected.length));
  });

  test("a new sort keeps focus on the control, and the live region says the new list's count", async ({ page }) => {
    // Each sort is its own page (served from the cache); the controls and the live region are the
    // listing's, and outlive it (components/catalogue/listing-section.tsx).
    await page.goto("/hotels");
    const announcer = page.getByTestId("listing-announcer");
    await expect(announcer).toHaveText("");
    const sort = page.getByLabel("Sort by");
    await sort.focus();
    await sort.selectOption({ label: "Highest Rated" });
    await expect(page).toHaveURL(/\/hotels\?sort=rating$/);
    await expect(sort).toBeFocused();
    await expect(announcer).toHaveText(plural(hotels.length));
    await page.getByPlaceholder("Search hotels by name or location...").fill("bali");
    const bali = hotels.filter((h) => `${h.name} ${h.location}`.toLowerCase().includes("bali"));
    await expect(page).toHaveURL(/\/hotels\?q=bali&sort=rating$/);
    await expect(announcer).toHaveText(plural(bali.length));
  });

  test("each sort order really orders the list", async ({ page }) => {
    await page.goto("/hotels");
    const orders: [string, string, Hotel[]][] = [
      ["Price: Low to High", "price-asc", [...hotels].sort((a, b) => a.price - b.price)],
      ["Price: High to Low", "price-desc", [...hotels].sort((a, b) => b.price - a.price)],
      ["Highest Rated", "rating", [...hotels].sort((a, b) => b.rating - a.rating)],
      ["Recommended", "", hotels],
    ];
    for (const [label, param, expected] of orders) {
      await page.getByLabel("Sort by").selectOption({ label });
      await expect(page).toHaveURL(param ? new RegExp(`[?&]sort=${param}(&|$)`) : /\/hotels$/);
      await expect.poll(() => cardNames(page)).toEqual(expected.map((h) => h.name));
      await expect(page.getByLabel("Sort by")).toHaveValue(param || "recommended");
    }
  });

  test("filters: price and amenities become chips; a chip and then Clear All remove them @mobile", async ({ page }) => {
    await page.goto("/hotels");
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Price Range" })).toBeVisible();
    await expect(sheet.getByTestId("price-max-label")).toHaveText("$1000+");

    // Every distinct amenity is offered.
    const amenities = new Set(hotels.flatMap((h) => h.amenities));
    await expect(sheet.getByRole("checkbox")).toHaveCount(amenities.size);

    const max = sheet.getByRole("slider", { name: "Maximum price per night" });
    await max.focus();
    for (let i = 0; i < 3; i++) await max.press("PageDown"); // 10 steps of $10 each
    await expect(sheet.getByTestId("price-max-label")).toHaveText("$700");
    await sheet.getByRole("checkbox", { name: "Spa", exact: true }).check();
    await sheet.getByRole("checkbox", { name: "Free WiFi", exact: true }).check();
    await sheet.getByRole("button", { name: "Apply Filters" }).click();
    await expect(sheet).toBeHidden();

    await expect(page).toHaveURL(/maxPrice=700/);
    await expect(page).toHaveURL(/amenities=Spa,Free\+WiFi/);
    const has = (h: Hotel, a: string) => h.amenities.includes(a);
    const both = hotels.filter((h) => h.price <= 700 && has(h, "Spa") && has(h, "Free WiFi"));
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(both.length));
    const chips = page.getByTestId("active-filters");
    await expect(chips.getByRole("button", { name: "Remove Spa filter" })).toBeVisible();
    await expect(chips.getByRole("button", { name: /Remove price filter \$0 to \$700/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Filters 3 active/ })).toBeVisible();

    await chips.getByRole("button", { name: "Remove Spa filter" }).click();
    await expect(chips.getByRole("button", { name: "Remove Spa filter" })).toHaveCount(0);
    await expect(page).toHaveURL(/amenities=Free\+WiFi(&|$)/);
    const wifi = hotels.filter((h) => h.price <= 700 && has(h, "Free WiFi"));
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(wifi.length));

    await chips.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByTestId("active-filters")).toHaveCount(0);
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(hotels.length));
  });

  test("Reset All puts price, amenities and sort back to defaults", async ({ page }) => {
    await page.goto("/hotels?sort=price-desc&minPrice=200&amenities=Spa");
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByTestId("price-min-label")).toHaveText("$200");
    await expect(sheet.getByRole("checkbox", { name: "Spa", exact: true })).toBeChecked();
    await sheet.getByRole("button", { name: "Reset All" }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(sheet.getByTestId("price-min-label")).toHaveText("$0");
    await expect(sheet.getByRole("checkbox", { name: "Spa", exact: true })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(page.getByLabel("Sort by")).toHaveValue("recommended");
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(hotels.length));
  });

  test("the address holds the whole state: a reload keeps sort, filters and order", async ({ page }) => {
    await page.goto("/hotels?location=maldives&sort=price-asc&minPrice=500&amenities=Restaurant");
    const expected = hotels
      .filter((h) => h.location.includes("Maldives") && h.price >= 500 && h.amenities.includes("Restaurant"))
      .sort((a, b) => a.price - b.price);
    expect(expected.length).toBeGreaterThan(1);
    for (let i = 0; i < 2; i++) {
      await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
      await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Price: Low to High");
      await expect(
        page.getByTestId("active-filters").getByRole("button", { name: "Remove Restaurant filter" }),
      ).toBeVisible();
      expect(await cardNames(page)).toEqual(expected.map((h) => h.name));
      await page.reload();
    }
  });

  test("no matches: the empty state, and 'Clear All Filters' brings every hotel back", async ({ page }) => {
    await page.goto("/hotels?q=atlantis&amenities=Spa");
    await expect(page.getByText("No hotels found with the current filters")).toBeVisible();
    await expect(page.getByTestId("hotel-count")).toHaveText("Showing 0 properties");
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(page.getByRole("heading", { level: 2, name: "All Hotels" })).toBeVisible();
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(hotels.length));
    await expect(page.getByPlaceholder("Search hotels by name or location...")).toHaveValue("");
  });

  test("while a new list loads, 6 skeleton cards stand in for it", async ({ page }) => {
    await page.goto("/hotels");
    // Hold back the server's answer for the next list a little.
    await page.route(
      (url) => url.pathname === "/hotels" && url.searchParams.get("sort") === "rating",
      async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      },
    );
    await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
    const loading = page.getByTestId("hotel-results").getByRole("status");
    await expect(loading).toContainText("Loading hotels…");
    await expect(loading.locator(":scope > [aria-hidden='true']")).toHaveCount(6);
    await expect(loading).toHaveCount(0);
    await expect(page.getByTestId("hotel-card")).toHaveCount(hotels.length);
  });

  test("/hotels has no serious or critical axe violations @mobile", async ({ page }) => {
    await page.goto(
      "/hotels?location=maldives&checkIn=2026-12-01&checkOut=2026-12-08&adults=2&amenities=Free+WiFi&maxPrice=900",
    );
    await expectNoSeriousA11yViolationsWithFiltersOpen(page);
  });
});

test.describe("hotel detail", () => {
  let withOffer: HotelDetail;
  let offers: Promotion[];
  let withoutOffer: Hotel;

  test.beforeAll(async ({ request }) => {
    const hotels = await api<Hotel[]>(request, "/api/hotels");
    const promotions = await api<Promotion[]>(request, "/api/promotions");
    const offered = hotels.find((h) => promotions.some((p) => p.location === h.location))!;
    withOffer = await api<HotelDetail>(request, `/api/hotels/${offered.id}`);
    offers = promotions.filter((p) => p.location === withOffer.location);
    withoutOffer = hotels.find((h) => !promotions.some((p) => p.location === h.location))!;
    expect(withOffer.roomTypeDetails.length).toBeGreaterThan(0);
    expect(withoutOffer).toBeTruthy();
  });

  test("hero, overview with room types, and tabs that switch @mobile", async ({ page }) => {
    const h = withOffer;
    await page.goto(`/hotels/${h.id}`);
    await expect(page).toHaveTitle(new RegExp(h.name));
    await expect(page.getByRole("heading", { level: 1, name: h.name })).toBeVisible();
    await expect(page.getByTestId("price-badge")).toHaveText(`from $${h.price.toLocaleString("en-US")} / night`);
    await expect(page.getByText(/\d+% loved it/).first()).toBeVisible();

    await expect(page.getByRole("heading", { name: "About this Hotel" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Location", exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /Map placeholder/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Room Types" })).toBeVisible();
    const rooms = page
      .getByTestId("room-types")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(rooms).toHaveCount(h.roomTypeDetails.length);
    await expect(page.getByText("Available for booking")).toHaveCount(h.roomTypeDetails.length);
    for (const r of h.roomTypeDetails)
      await expect(page.getByRole("heading", { level: 3, name: r.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hotel Policies" })).toBeVisible();
    await expect(page.getByText(/^From \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

    await page.getByRole("tab", { name: "Amenities" }).click();
    await expect(page.getByRole("heading", { name: "About this Hotel" })).toBeHidden();
    const amenities = page.getByTestId("amenity-list").getByRole("listitem");
    await expect(amenities).toHaveCount(h.amenities.length);
    await expect(amenities.first()).toContainText("Available for all guests");
    await expect(page.getByTestId("amenity-list").locator("[data-icon='wifi']").first()).toBeVisible();

    await page.getByRole("tab", { name: "Reviews" }).click();
    const reviews = page.getByRole("tabpanel", { name: "Reviews" });
    await expect(reviews.getByText("out of 5", { exact: true })).toBeVisible();
    await expect(reviews).toContainText(h.rating.toFixed(1));
    await expect(reviews.getByText(/review system/)).toBeVisible();
    await expect(page.getByTestId("amenity-list")).toBeHidden();

    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByRole("heading", { name: "About this Hotel" })).toBeVisible();
  });

  test("every tab's content is in the server's HTML", async ({ request }) => {
    const html = await (await request.get(`/hotels/${withOffer.id}`)).text();
    expect(html).toContain("About this Hotel");
    expect(html).toContain("Available for all guests");
    expect(html).toContain("out of 5");
  });

  test("the booking card links to /book with the hotel, shows the window and the note; special offers", async ({
    page,
  }) => {
    const h = withOffer;
    await page.goto(`/hotels/${h.id}`);
    const card = page.getByTestId("booking-card");
    await expect(card).toContainText(`Available from ${todayLabel()} to`);
    await expect(card).toContainText("No credit card required to reserve. You'll only pay when you stay.");
    const href = await card.getByRole("link", { name: "Book Now" }).getAttribute("href");
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hotelId: String(h.id),
      hotelName: h.name,
      hotelLocation: h.location,
      hotelPrice: String(h.price),
    });

    await expect(page.getByRole("heading", { name: "Special Offers" })).toBeVisible();
    const list = page.getByTestId("special-offers").getByRole("listitem");
    await expect(list).toHaveCount(offers.length);
    for (const offer of offers) await expect(page.getByTestId("special-offers")).toContainText(offer.title);
  });

  test("a hotel without offers has no 'Special Offers' section", async ({ page }) => {
    await page.goto(`/hotels/${withoutOffer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: withoutOffer.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Special Offers" })).toHaveCount(0);
  });

  test("on a phone the booking card is a bottom bar @mobile-only", async ({ page }) => {
    await page.goto(`/hotels/${withOffer.id}`);
    const bar = page.getByTestId("booking-bar");
    await expect(bar).toBeVisible();
    await expect(page.getByTestId("booking-card")).toBeHidden();
    await expect(bar.getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      new RegExp(`^/book\\?hotelId=${withOffer.id}&`),
    );
    await expect(page.getByTestId("booking-info")).toContainText("No credit card required to reserve.");
    const box = await bar.boundingBox();
    const viewport = page.viewportSize()!;
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height);
  });

  for (const id of ["999999", "abc", "0", "1.5"]) {
    test(`/hotels/${id} answers 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(`/hotels/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      await expect(page.getByText("Page Not Found")).toBeVisible();
    });
  }

  test("/hotels/{id} has no serious or critical axe violations @mobile", async ({ page }) => {
    await page.goto(`/hotels/${withOffer.id}`);
    await expectNoSeriousA11yViolations(page);
    // Lighthouse scores minor ARIA misuse too: every role must be one its element allows (the map placeholder was a <figure role="img">).
    const { violations } = await new AxeBuilder({ page }).withRules(["aria-allowed-role"]).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    await page.getByRole("tab", { name: "Amenities" }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("destination page", () => {
  let destinations: Destination[];
  let hotels: Hotel[];
  test.beforeAll(async ({ request }) => {
    destinations = await api<Destination[]>(request, "/api/destinations");
    hotels = (await api<Hotel[]>(request, "/api/hotels")).sort(byId);
  });

  test("a destination card on the home page leads to its page, with its hotels and a search link @mobile", async ({
    page,
  }) => {
    const bali = destinations.find((d) => d.name === "Bali")!;
    await page.goto(`/destinations/${bali.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Bali" })).toBeVisible();
    await expect(page.getByText("Indonesia").first()).toBeVisible();
    await expect(page.getByText("Best time to visit")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top attractions" })).toBeVisible();
    const expected = hotels.filter((h) => h.location.includes("Bali"));
    expect(await cardNames(page)).toEqual(expected.map((h) => h.name));
    const search = page.getByRole("link", { name: "Search hotels in Bali" });
    await expect(search).toHaveAttribute("href", "/hotels?location=bali");
    await search.click();
    await expect(page.getByRole("heading", { level: 2, name: "Hotels in Bali" })).toBeVisible();
    await expect(page.getByTestId("hotel-count")).toHaveText(plural(expected.length));
  });

  test("a country-level destination lists the country's hotels; a smaller one searches by name", async ({ page }) => {
    const maldives = destinations.find((d) => d.name === d.country)!;
    await page.goto(`/destinations/${maldives.id}`);
    const inCountry = hotels.filter((h) => h.location.includes(maldives.country));
    expect(await cardNames(page)).toEqual(inCountry.map((h) => h.name));

    const atoll = destinations.find((d) => d.name !== d.country && d.country === "Maldives")!;
    await page.goto(`/destinations/${atoll.id}`);
    await expect(page.getByRole("link", { name: `Search hotels in ${atoll.name}` })).toHaveAttribute(
      "href",
      `/hotels?q=${encodeURIComponent(atoll.name).replace(/%20/g, "+")}`,
    );
  });

  test("the home page's destination cards link here", async ({ page }) => {
    await page.goto("/");
    const card = page.locator('main a[href^="/destinations/"]').first();
    const href = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown destination answers 404", async ({ page }) => {
    const response = await page.goto("/destinations/424242");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });

  test("/destinations/{id} has no serious or critical axe violations @mobile", async ({ page }) => {
    await page.goto(`/destinations/${destinations[0]!.id}`);
    await expectNoSeriousA11yViolations(page);
  });
});
