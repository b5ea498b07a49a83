import { expect, test, type APIRequestContext } from "./support/test";
import { ymdInDays } from "./support/dates";

// Next's cache on the production build ('use cache' + cacheTag, lib/server/catalogue-front/cached.ts,
// and the route cache for whole pages): the catalogue is served from the cache, and the request
// after a change shows it — an admin's edit expires its tags at once, and availability is never
// cached (a cached page's calendar is read by the browser), so the booking of the last room shows
// as sold out on the very next request.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const NAME = `Cache Lagoon ${Date.now()}`;
const checkIn = ymdInDays(47);
const checkOut = ymdInDays(48);
let hotelId: number;
let admin: Record<string, string>;

const hotelBody = (name: string, price: number) => ({
  name,
  location: "Noonu Atoll, Maldives",
  image: "/images/hotels/andaman-longtail-kamala-1.webp",
  price,
  rating: 4.6,
  reviews: 12,
  lovedPercentage: 90,
  description: "Villas above a quiet lagoon.",
  locationDescription: "Forty minutes by seaplane.",
  amenities: ["Free WiFi", "Infinity pool"],
  additionalImages: [],
  roomTypes: [],
  checkInTime: "14:00",
  checkOutTime: "12:00",
  policies: "No smoking.",
});

async function signInAdmin(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The detail page's HTML and the API's hotel, each read twice (the second from Next's cache). */
async function readTwice(request: APIRequestContext, path: string) {
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const second = await request.get(path);
  expect(second.status()).toBe(200);
  return second.text();
}

test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
  const created = await request.post("/api/hotels", { headers: admin, data: hotelBody(NAME, 310) });
  expect(created.status(), await created.text()).toBe(201);
  hotelId = ((await created.json()) as { id: number }).id;
  const room = await request.post("/api/room-types", {
    headers: admin,
    data: {
      hotelId,
      name: "Lagoon Villa",
      description: "",
      basePrice: 310,
      maxOccupancy: 2,
      units: 1,
      amenities: [],
      images: [],
    },
  });
  expect(room.status(), await room.text()).toBe(201);
});

test.afterAll(async ({ request }) => {
  if (hotelId) await request.delete(`/api/hotels/${hotelId}?force=true`, { headers: await signInAdmin(request) });
});

test("an admin's edit shows on the public page, the list and the API on the next request", async ({
  request,
  page,
}) => {
  expect(await readTwice(request, `/hotels/${hotelId}`)).toContain(NAME);
  expect(((await (await request.get(`/api/hotels/${hotelId}`)).json()) as { name: string }).name).toBe(NAME);
  expect(await readTwice(request, `/hotels?q=${encodeURIComponent(NAME)}`)).toContain(NAME);

  const renamed = `${NAME} Renewed`;
  // The hotel's room types are its records (issue 35): the replace names its one room (at 345, its "from" price) or removes it.
  const put = await request.put(`/api/hotels/${hotelId}`, {
    headers: admin,
    data: { ...hotelBody(renamed, 345), roomTypes: [{ name: "Lagoon Villa", basePrice: 345, units: 1 }] },
  });
  expect(put.status(), await put.text()).toBe(200);

  // The very next request, no waiting.
  const api = (await (await request.get(`/api/hotels/${hotelId}`)).json()) as { name: string; price: number };
  expect(api).toMatchObject({ name: renamed, price: 345 });
  await page.goto(`/hotels/${hotelId}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  expect(await (await request.get(`/hotels?q=${encodeURIComponent(NAME)}`)).text()).toContain(renamed);
  const list = (await (await request.get(`/api/hotels?q=${encodeURIComponent(NAME)}`)).json()) as { name: string }[];
  expect(list.map((h) => h.name)).toEqual([renamed]);
});

test("a hotel's page without a search is served whole from the cache; with one, per request", async ({ request }) => {
  await readTwice(request, `/hotels/${hotelId}`);
  const cached = await request.get(`/hotels/${hotelId}?utm_source=newsletter`);
  expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(cached.headers()["cache-control"]).toMatch(/^s-maxage=\d+/);
  // The calendar's nights are not in the cached document: the browser reads them.
  expect(await cached.text()).toContain('data-status="pending"');
  const dated = await request.get(`/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`);
  expect(dated.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(dated.headers()["cache-control"]).toContain("no-store");
  expect(await dated.text()).toContain('data-status="ready"');
});

test("a listing's pages without a stay are served whole from the cache, one per search; with a stay, per request", async ({
  request,
}) => {
  const hit = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["x-nextjs-cache"], path).toBe("HIT");
    expect(res.headers()["cache-control"], path).toMatch(/^s-maxage=\d+/);
    return res.text();
  };
  for (const path of ["/hotels", "/guest-houses"]) {
    await readTwice(request, path);
    await hit(path);
    // Other parameters get the same page.
    await hit(`${path}?utm_source=newsletter`);
  }
  // A search is its own cached page, however it is spelled.
  const search = `/hotels?q=${encodeURIComponent(NAME)}&sort=price-asc`;
  expect(await readTwice(request, search)).toContain(NAME);
  expect(await hit(`/hotels?sort=price-asc&utm_source=x&q=${encodeURIComponent(NAME)}&page=1`)).toContain(NAME);
  await readTwice(request, "/guest-houses?type=resort_day_visit");
  await hit("/guest-houses?type=resort_day_visit&sort=recommended");
  // With a stay, the availability is read for it on each request.
  for (const path of [
    `/hotels?q=${encodeURIComponent(NAME)}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
    `/guest-houses?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
  ]) {
    await readTwice(request, path);
    const res = await request.get(path);
    expect(res.headers()["x-nextjs-cache"], path).toBeUndefined();
    expect(res.headers()["cache-control"], path).toContain("no-store");
    expect(await res.text(), path).toContain('data-testid="available-count"');
  }
});

test("the booking of the last room shows as sold out on the next request", async ({ request, page }) => {
  const dated = `/hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`;
  await readTwice(request, dated);
  await readTwice(request, `/hotels/${hotelId}`);
  await page.goto(dated);
  const room = page
    .getByTestId("room-types")
    .locator("li")
    .filter({ has: page.getByRole("heading", { name: "Lagoon Villa", exact: true }) });
  await expect(room).toBeVisible();
  await expect(room.getByTestId("sold-out")).toHaveCount(0);

  const booked = await request.post("/api/bookings", {
    data: {
      customerName: "Cache Guest",
      customerEmail: `cache.${Date.now()}@example.com`,
      customerPhone: "+960 777 4444",
      hotelId,
      roomType: "Lagoon Villa",
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      agreeToTerms: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(dated);
  await expect(room.getByTestId("sold-out")).toBeVisible();
  await expect(page.getByTestId("availability-calendar").locator(`[data-night="${checkIn}"]`)).toHaveAttribute(
    "data-sold-out",
    "true",
  );
  // The page without dates is still the cached document; its calendar, read in the browser, has the night sold out.
  const undated = await page.goto(`/hotels/${hotelId}`);
  expect(undated?.headers()["x-nextjs-cache"]).toBe("HIT");
  await expect(page.getByTestId("availability-calendar").locator(`[data-night="${checkIn}"]`)).toHaveAttribute(
    "data-sold-out",
    "true",
  );
  await page.goto(`/hotels?q=${encodeURIComponent(NAME)}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2`);
  await expect(page.getByTestId("hotel-card").getByTestId("sold-out")).toHaveText("Sold out for your dates");
});

test("/offers is served from the cache; an offer booked to its cap leaves it on the next request, and its cancellation brings it back", async ({
  request,
}) => {
  const title = `Cache Offer ${Date.now()}`;
  const created = await request.post("/api/promotions", {
    headers: admin,
    data: {
      title,
      location: "Noonu Atoll, Maldives",
      image: "/images/promotions/moonreef-early-bird-overwater-1.webp",
      description: "One place only.",
      discount: 10,
      originalPrice: 1,
      rating: 4.5,
      reviews: 3,
      validFrom: ymdInDays(-1),
      validUntil: ymdInDays(60),
      terms: "",
      maxBookings: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const promotionId = ((await created.json()) as { id: number }).id;
  try {
    // Offers are listed newest last: the last page has it.
    const lastPage = async () => {
      const first = await (await request.get("/offers")).text();
      const pages = Number(/Page (?:<!-- -->)?1(?:<!-- -->)? of (?:<!-- -->)?(\d+)/.exec(first)?.[1] ?? "1");
      return pages > 1 ? `/offers?page=${pages}` : "/offers";
    };
    const offers = await lastPage();
    expect(await readTwice(request, offers)).toContain(title);
    const cached = await request.get(offers);
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(cached.headers()["cache-control"]).toMatch(/^s-maxage=\d+/);

    const booked = await request.post("/api/bookings", {
      data: {
        customerName: "Offer Guest",
        customerEmail: `offer.${Date.now()}@example.com`,
        customerPhone: "+960 777 4445",
        hotelId,
        roomType: "Lagoon Villa",
        checkIn: ymdInDays(53),
        checkOut: ymdInDays(54),
        adults: 2,
        children: 0,
        promotionId,
        agreeToTerms: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    // The very next request: its only place is taken.
    expect(await (await request.get(offers)).text()).not.toContain(title);

    const bookingId = ((await booked.json()) as { booking: { id: number } }).booking.id;
    const cancelled = await request.put(`/api/bookings/${bookingId}/status`, {
      headers: admin,
      data: { status: "cancelled" },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(await (await request.get(await lastPage())).text()).toContain(title);
  } finally {
    await request.delete(`/api/promotions/${promotionId}`, { headers: admin });
  }
});

test("a deleted hotel is gone on the next request", async ({ request, page }) => {
  await readTwice(request, `/hotels/${hotelId}`);
  const res = await request.delete(`/api/hotels/${hotelId}?force=true`, { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  expect((await request.get(`/api/hotels/${hotelId}`)).status()).toBe(404);
  const response = await page.goto(`/hotels/${hotelId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found")).toBeVisible();
  hotelId = 0;
});
