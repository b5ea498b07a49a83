import { expect, test, waitForHydration, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 36 item 2 (docs/seasons.md): an admin adds a season in Settings › Pricing Rules, and the
// hotel wizard for those dates shows — and the server charges — the season's price night by night.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
const name = `E2E Season Resort ${stamp}`;

async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test("a season added in Pricing Rules prices the wizard's nights and the booking", async ({ page, browser }) => {
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
      description: "A quiet resort for the seasons test.",
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
      roomTypeDetails: { name: string; basePrice: number }[];
    };
    const room = detail.roomTypeDetails.find((r) => r.name === "Beach Villa")!;
    expect(room.basePrice).toBe(200);

    // Settings › Pricing Rules: pick the hotel, add a season from night +201 to night +210 at $350.
    await page.goto("/settings?tab=pricing");
    await expect(page.getByRole("tab", { name: "Pricing Rules" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByTestId("seasons-panel");
    await panel.getByRole("combobox", { name: "Hotel" }).fill(name);
    await page.getByRole("option", { name }).click();
    await expect(panel.getByText(`No seasons yet: every night of ${name} is at its base rate.`)).toBeVisible();
    await panel.getByRole("button", { name: "Add Season" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Season name").fill("Festive");
    await dialog.getByLabel("First night").fill(ymdInDays(201));
    await dialog.getByLabel("Last night").fill(ymdInDays(210));
    await dialog.getByLabel("Minimum stay (nights)").fill("2");
    await dialog.getByLabel(/Beach Villa/).fill("350");
    await dialog.getByRole("button", { name: "Create Season" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Season created successfully" })).toBeVisible();
    await expect(dialog).toBeHidden();
    const table = page.getByTestId("seasons-table");
    await expect(table).toContainText("Festive");
    await expect(table).toContainText("Beach Villa: $350/night");

    // A guest (signed out) books in the wizard for night +200 (base) and +201, +202 (season): $200 + $350 + $350.
    const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await guestContext.newPage();
    // One night in the season, whose minimum is two: the wizard's Next stops under Check-out, as the server would.
    const short = new URLSearchParams({
      hotelId: String(hotel.id),
      checkIn: ymdInDays(201),
      checkOut: ymdInDays(202),
      adults: "2",
      roomType: "Beach Villa",
    });
    await guest.goto(`/book?${short}`);
    await waitForHydration(guest);
    await guest.getByRole("textbox", { name: "Full name" }).fill("Season Guest");
    await guest.getByRole("textbox", { name: "Email", exact: true }).fill(`season.short.${stamp}@example.com`);
    await guest.getByRole("textbox", { name: "Phone" }).fill("+960 777 4444");
    await guest.getByRole("button", { name: "Next", exact: true }).click();
    await expect(guest.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
    await guest.getByRole("button", { name: "Next", exact: true }).click();
    await expect(guest.getByText(/^This stay needs at least 2 nights between \d+ \w+ and \d+ \w+\.$/)).toBeVisible();
    await expect(guest.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();

    const query = new URLSearchParams({
      hotelId: String(hotel.id),
      checkIn: ymdInDays(200),
      checkOut: ymdInDays(203),
      adults: "2",
      roomType: "Beach Villa",
    });
    await guest.goto(`/book?${query}`);
    await waitForHydration(guest);
    await guest.getByRole("textbox", { name: "Full name" }).fill("Season Guest");
    await guest.getByRole("textbox", { name: "Email", exact: true }).fill(`season.${stamp}@example.com`);
    await guest.getByRole("textbox", { name: "Phone" }).fill("+960 777 4444");
    await guest.getByRole("button", { name: "Next", exact: true }).click();
    await expect(guest.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
    const summary = guest.getByTestId("price-summary");
    await expect(summary).toContainText("$200 × 1 night");
    await expect(summary).toContainText("$350 × 2 nights · Festive");
    // $900 of nights, then the Maldives' charges (docs/pricing.md): service 90 → T-GST 17 % of 990 =
    // 168.30 → Green Tax $12 × 2 guests × 3 nights = 72 → $1,230.30.
    await expect(summary).toContainText("T-GST · 17% of $990.00");
    await expect(guest.getByTestId("total")).toHaveText("$1,230.30");
    await guest.getByRole("button", { name: "Next", exact: true }).click();
    await expect(guest.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeFocused();
    await guest.getByRole("checkbox", { name: /I agree to the/ }).check();
    const reply = guest.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/bookings" && r.request().method() === "POST",
    );
    await guest.getByRole("button", { name: "Submit Booking Request" }).click();
    const response = await reply;
    expect(response.status()).toBe(201);
    const { booking } = (await response.json()) as { booking: { totalPrice: number; nights: number } };
    expect(booking).toMatchObject({ totalPrice: 1230.3, nights: 3 });
    await guestContext.close();
  } finally {
    // The hotel goes (its bookings are kept): later tests that pick "the last hotel" never meet it.
    expect((await page.request.delete(`/api/hotels/${hotel.id}?force=true`, { headers })).status()).toBe(200);
  }
});
