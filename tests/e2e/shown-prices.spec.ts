import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// docs/pricing.md "Display convention" and docs/seasons.md: the price a guest sees on a listing card
// and a detail page is the price charged — the searched dates' season, and "+ $X taxes and charges"
// (the Maldives' service charge, T-GST and Green Tax) beside the nightly rate.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);

async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test("a season created by an admin prices the searched dates on the card and the detail page, with the Maldives taxes beside", async ({
  page,
}, info) => {
  const name = `E2E Shown Price Resort ${stamp} ${info.project.name}`;
  const headers = await signInAsAdmin(page);
  const created = await page.request.post("/api/hotels", {
    headers,
    data: {
      name,
      location: "Baa Atoll, Maldives",
      image: "/images/hotels/andaman-longtail-kamala-1.webp",
      price: 200,
      rating: 4.4,
      reviews: 7,
      lovedPercentage: 88,
      description: "A quiet resort for the shown-prices test.",
      locationDescription: "Thirty minutes by seaplane from Malé.",
      amenities: ["Free WiFi"],
      additionalImages: [],
      roomTypes: ["Beach Villa"],
      checkInTime: "14:00",
      checkOutTime: "12:00",
      policies: "No smoking.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hotel = (await created.json()) as { id: number };
  try {
    const detail = (await (await page.request.get(`/api/hotels/${hotel.id}`)).json()) as {
      roomTypeDetails: { id: number; name: string }[];
    };
    const room = detail.roomTypeDetails.find((r) => r.name === "Beach Villa")!;
    const season = await page.request.post("/api/seasons", {
      headers,
      data: {
        propertyKind: "hotel",
        propertyId: hotel.id,
        name: "Festive",
        startDate: ymdInDays(221),
        endDate: ymdInDays(230),
        pricing: "price",
        prices: { [String(room.id)]: "350" },
      },
    });
    expect(season.status(), await season.text()).toBe(201);

    // Two nights in the season for two adults: $350 a night; taxes 700 → service 70 → T-GST 17 % of
    // 770 = 130.90 → Green Tax 12 × 2 × 2 = 48: + $248.90, $948.90 in all.
    const stay = new URLSearchParams({ q: name, checkIn: ymdInDays(222), checkOut: ymdInDays(224), adults: "2" });
    await page.goto(`/hotels?${stay}`);
    const card = page.getByTestId("hotel-card").filter({ hasText: name });
    await expect(card.getByTestId("shown-rate")).toHaveText("$350");
    await expect(card).toContainText("from $350 / night");
    await expect(card.getByTestId("price-taxes")).toHaveText("+ $248.90 taxes and charges for 2 nights, 2 guests");

    await card.getByRole("link", { name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hotels/${hotel.id}\\?`));
    const rooms = page.getByTestId("room-types");
    await expect(rooms.getByTestId("shown-rate")).toHaveText("$350");
    await expect(rooms.getByTestId("price-taxes")).toHaveText("+ $248.90 taxes and charges for 2 nights, 2 guests");
    await expect(rooms.getByTestId("room-stay-total")).toHaveText("$948.90 in all, taxes and charges included");
    if (info.project.name === "desktop") {
      const booking = page.getByTestId("booking-card");
      await expect(booking.getByTestId("shown-rate")).toHaveText("$350");
      await expect(booking.getByTestId("stay-total")).toContainText("$948.90");
    }

    // Across the season's start: nights at $200, $350, $350 — $300 a night on average.
    const across = new URLSearchParams({ checkIn: ymdInDays(220), checkOut: ymdInDays(223), adults: "2" });
    await page.goto(`/hotels/${hotel.id}?${across}`);
    await expect(rooms).toContainText("$300 / night on average");

    // No dates: the base rate, and one night's taxes for two adults: 200 → 20 → 37.40 → 24 = + $81.40.
    await page.goto(`/hotels?q=${encodeURIComponent(name)}`);
    await expect(card.getByTestId("shown-rate")).toHaveText("$200");
    await expect(card.getByTestId("price-taxes")).toHaveText("+ $81.40 taxes and charges for 1 night, 2 adults");
  } finally {
    expect((await page.request.delete(`/api/hotels/${hotel.id}?force=true`, { headers })).status()).toBe(200);
  }
});
