import { expect, test, type APIRequestContext } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { dateLabel, ymdFromToday, ymdInDays } from "./support/dates";

/**
 * Issue 21, the visitor side of the home page and the search:
 * 1. the home search card is a real form (GET /hotels): it searches with JavaScript off and
 *    before the page is hydrated, with the spec's parameters (guests → adults and children);
 * 2. the home hotel cards' 'Book Now' and the search card follow the address's search;
 * 3. 'Create Account' on the home page;
 * 4. an impossible stay is refused by the search card and ignored (with a note) by /hotels.
 */

interface Hotel {
  id: number;
  name: string;
  location: string;
  price: number;
}

const query = (href: string | null) => Object.fromEntries(new URL(href ?? "", "http://x").searchParams);

async function hotels(request: APIRequestContext): Promise<Hotel[]> {
  const res = await request.get("/api/hotels?limit=100");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Hotel[]).sort((a, b) => a.id - b.id);
}

test.describe("1. the home search works without JavaScript and before hydration", () => {
  test("with JavaScript off, Search lands on /hotels with location, dates, adults and children, and lists the results @mobile", async ({
    browser,
    baseURL,
    request,
  }, info) => {
    const bali = (await hotels(request)).filter((h) => h.location.toLowerCase().includes("bali"));
    expect(bali.length).toBeGreaterThan(0);
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      ...(info.project.name === "mobile"
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : {}),
    });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search hotels" });
    await expect(form).toHaveAttribute("action", "/hotels");
    await expect(form).toHaveAttribute("method", "get");
    const checkIn = ymdInDays(40);
    const checkOut = ymdInDays(45);
    await form.getByLabel("Location").selectOption("bali");
    await form.getByLabel("Check-in").fill(checkIn);
    await form.getByLabel("Check-out").fill(checkOut);
    await form.getByLabel("Guests").selectOption("3");
    await form.getByRole("button", { name: "Search" }).click();

    await page.waitForURL(/\/hotels\?/);
    expect(query(page.url())).toEqual({ location: "bali", checkIn, checkOut, adults: "2", children: "1" });
    await expect(page.getByRole("heading", { level: 2, name: "Hotels in Bali" })).toBeVisible();
    await expect(page.getByTestId("stay-summary")).toHaveText(
      new RegExp(`${dateLabel(checkIn)} – ${dateLabel(checkOut)}\\s*2 adults, 1 child`),
    );
    await expect(page.getByTestId("hotel-card")).toHaveCount(bali.length);
    await expect(page.getByTestId("hotel-card").first()).toBeVisible();
    const book = await page.getByRole("link", { name: `Book Now: ${bali[0]!.name}` }).getAttribute("href");
    expect(query(book)).toMatchObject({
      hotelId: String(bali[0]!.id),
      checkIn,
      checkOut,
      adults: "2",
      children: "1",
      searchLocation: "bali",
    });
    await context.close();
  });

  test("a Search pressed before the scripts have run is not lost: it lands on the same /hotels address", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Search hotels" });
    await form.getByLabel("Location").selectOption("phuket");
    await form.getByLabel("Guests").selectOption("4");
    const checkIn = await form.getByLabel("Check-in").inputValue();
    const checkOut = await form.getByLabel("Check-out").inputValue();
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/hotels\?/, { waitUntil: "domcontentloaded" });
    release();
    expect(query(page.url())).toEqual({
      location: "phuket",
      checkIn,
      checkOut,
      adults: "4",
      children: "0",
      rooms: "2",
    });
    await expect(page.getByRole("heading", { level: 2, name: "Hotels in Phuket" })).toBeVisible();
    await context.close();
  });

  test("a carousel dot tapped before the scripts have run shows its card once the carousel starts @mobile-only", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const hotelsCarousel = page.getByRole("region", { name: "Hotels carousel" });
    const dots = hotelsCarousel.getByRole("button", { name: /Show card/ });
    // Scrolled to at once (the site scrolls smoothly), then tapped where it is on screen.
    await dots.nth(3).evaluate((dot) => dot.scrollIntoView({ block: "center", behavior: "instant" }));
    const box = (await dots.nth(3).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await expect(hotelsCarousel).toHaveAttribute("data-ready", "true");
    await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
    await context.close();
  });

  test("a /hotels address with the form's guests answers with the spec's adults and children (and rooms: '4 adults, 2 rooms')", async ({
    request,
  }) => {
    const cases: [string, Record<string, string>][] = [
      ["1", { adults: "1", children: "0" }],
      ["2", { adults: "2", children: "0" }],
      ["3", { adults: "2", children: "1" }],
      ["4", { adults: "4", children: "0", rooms: "2" }],
      ["9", { adults: "2", children: "0" }],
      ["3-1", { adults: "3", children: "1" }],
      ["6-0-3", { adults: "6", children: "0", rooms: "3" }],
    ];
    for (const [guests, party] of cases) {
      const res = await request.get(`/hotels?location=bali&guests=${guests}`, { maxRedirects: 0 });
      expect(res.status(), `guests=${guests}`).toBe(307);
      expect(query(res.headers().location!), `guests=${guests}`).toEqual({ location: "bali", ...party });
    }
  });
});

test.describe("2. the home page follows the address's search", () => {
  test("hotel cards carry the search to /book, and the search card starts from it @mobile", async ({
    page,
    request,
  }) => {
    const first = (await hotels(request))[0]!;
    const checkIn = ymdInDays(60);
    const checkOut = ymdInDays(64);
    await page.goto(`/?location=bali&checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=1&roomType=Deluxe`);
    const card = page.getByTestId("hotel-card").first();
    const href = await card.getByRole("link", { name: `Book Now: ${first.name}` }).getAttribute("href");
    expect(href).toMatch(/^\/book\?/);
    expect(query(href)).toEqual({
      hotelId: String(first.id),
      hotelName: first.name,
      hotelLocation: first.location,
      hotelPrice: String(first.price),
      checkIn,
      checkOut,
      adults: "3",
      children: "1",
      roomType: "Deluxe",
      searchLocation: "bali",
    });

    const form = page.getByRole("form", { name: "Search hotels" });
    await expect(form.getByLabel("Location")).toHaveValue("bali");
    await expect(form.getByLabel("Check-in")).toHaveValue(checkIn);
    await expect(form.getByLabel("Check-out")).toHaveValue(checkOut);
    await expect(form.getByLabel("Guests").locator("option:checked")).toHaveText("3 adults, 1 child");
    await form.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/hotels\?/);
    expect(query(page.url())).toEqual({ location: "bali", checkIn, checkOut, adults: "3", children: "1" });
  });

  test("bad values in the address are ignored, never an error", async ({ page, request }) => {
    const first = (await hotels(request))[0]!;
    const response = await page.goto(
      `/?location=${"x".repeat(300)}&checkIn=2020-01-01&checkOut=nope&adults=99&children=-1&roomType=`,
    );
    expect(response?.status()).toBe(200);
    const href = await page
      .getByRole("link", { name: `Book Now: ${first.name}` })
      .first()
      .getAttribute("href");
    expect(query(href)).toEqual({
      hotelId: String(first.id),
      hotelName: first.name,
      hotelLocation: first.location,
      hotelPrice: String(first.price),
    });
    const form = page.getByRole("form", { name: "Search hotels" });
    await expect(form.getByLabel("Location")).toHaveValue("maldives");
    await expect(form.getByLabel("Guests")).toHaveValue("2");

    // Check-out before check-in: the dates are left out, the party is kept.
    await page.goto(`/?checkIn=${ymdInDays(20)}&checkOut=${ymdInDays(15)}&adults=1&children=0`);
    const carried = query(
      await page
        .getByRole("link", { name: `Book Now: ${first.name}` })
        .first()
        .getAttribute("href"),
    );
    expect(carried).toMatchObject({ adults: "1", children: "0" });
    expect(carried.checkIn).toBeUndefined();
    await expect(page.getByRole("form", { name: "Search hotels" }).getByLabel("Guests")).toHaveValue("1");
  });
});

test.describe("3. 'Create Account' on the home page", () => {
  test("signed out it opens the Customer Portal on Sign Up; without JavaScript it is the sign-up link @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const create = page
      .getByRole("region", { name: "Track Your Bookings" })
      .getByRole("link", { name: "Create Account" });
    await expect(create).toHaveAttribute("href", "/?signup=true");
    await create.click();
    const portal = page.getByRole("dialog", { name: "Customer Portal" });
    await expect(portal).toBeVisible();
    await expect(portal.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });

  test("signed in (no sign-up control) it goes to /track-bookings", async ({ page }) => {
    const res = await page.request.post("/api/auth/login", {
      data: { email: "customer@example.com", password: "customer12345" },
    });
    expect(res.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Open user menu" })).toBeVisible();
    const create = page
      .getByRole("region", { name: "Track Your Bookings" })
      .getByRole("link", { name: "Create Account" });
    await expect(create).toHaveAttribute("href", "/track-bookings");
    await create.click();
    await expect(page).toHaveURL(/\/track-bookings$/);
  });
});

test.describe("4. impossible stays", () => {
  test("the search card refuses check-out before check-in, a past check-in and a stay over the limit, with the reason @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Search hotels" });
    await expect(form).toHaveAttribute("data-ready", "true");
    const search = form.getByRole("button", { name: "Search" });

    await form.getByLabel("Check-in").fill(ymdInDays(10));
    await form.getByLabel("Check-out").fill(ymdInDays(5));
    await search.click();
    await expect(form.getByText("Check-out date must be after check-in date.")).toBeVisible();
    await expect(form.getByLabel("Check-out")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/$/);

    await form.getByLabel("Check-in").fill(ymdFromToday(-3));
    await form.getByLabel("Check-out").fill(ymdFromToday(2));
    await search.click();
    await expect(form.getByText("Check-in cannot be in the past.")).toBeVisible();
    await expect(form.getByLabel("Check-in")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Check-in").fill(ymdInDays(10));
    await form.getByLabel("Check-out").fill(ymdInDays(50));
    await search.click();
    await expect(form.getByText(/Stays can be at most 30 nights/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [what, checkIn, checkOut] of [
    ["check-out before check-in", 10, 5],
    ["a past check-in", -5, -2],
    ["a stay over 30 nights", 10, 50],
  ] as const) {
    test(`/hotels ignores ${what} in the address, says so, and lists every hotel without dates @mobile`, async ({
      page,
      request,
    }) => {
      const all = await hotels(request);
      const from = ymdFromToday(checkIn);
      const to = ymdFromToday(checkOut);
      await page.goto(`/hotels?checkIn=${from}&checkOut=${to}&adults=2&children=1`);
      const note = page.getByTestId("ignored-dates-note");
      await expect(note).toBeVisible();
      await expect(note).toContainText(`${dateLabel(from)} – ${dateLabel(to)}`);
      await expect(note).toContainText("without dates");
      await expect(page.getByTestId("stay-summary")).toHaveText("2 adults, 1 child");
      await expect(page.getByTestId("hotel-count")).toHaveText(`Showing ${all.length} properties`);
      const carried = query(await page.getByRole("link", { name: `Book Now: ${all[0]!.name}` }).getAttribute("href"));
      expect(carried.checkIn).toBeUndefined();
      expect(carried.checkOut).toBeUndefined();
      expect(carried).toMatchObject({ adults: "2", children: "1" });
      await expect(note.getByRole("link", { name: "Choose new dates" })).toHaveAttribute(
        "href",
        "/?adults=2&children=1",
      );
      if (checkIn === 10 && checkOut === 5) await expectNoSeriousA11yViolations(page);
    });
  }

  test("/hotels with a possible stay shows it and no note", async ({ page }) => {
    const from = ymdInDays(10);
    const to = ymdInDays(12);
    await page.goto(`/hotels?checkIn=${from}&checkOut=${to}`);
    await expect(page.getByTestId("stay-summary")).toContainText(`${dateLabel(from)} – ${dateLabel(to)}`);
    await expect(page.getByTestId("ignored-dates-note")).toHaveCount(0);
  });
});
