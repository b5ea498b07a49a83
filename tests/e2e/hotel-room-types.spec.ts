import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 35: a hotel's room types are one thing. An admin adds a hotel with two room types in the
// dialog (their price and rooms asked there), and a visitor books one at once from its page, the
// wizard showing and charging that room type's own price, never the hotel's "from" price.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function adminToken(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "admin12345" },
  });
  expect(res.status()).toBe(200);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

test("admin: 'Add New Hotel' with two room types → both bookable at once at their own prices", async ({ page }) => {
  await adminToken(page);
  await page.goto("/dashboard?tab=hotels");
  await page.getByRole("button", { name: "Add New Hotel" }).click();
  const dialog = page.getByRole("dialog");
  const name = `E2E Two Rooms ${stamp}`;
  await dialog.getByLabel("Hotel name", { exact: true }).fill(name);
  await dialog.getByLabel("Location", { exact: true }).fill("Baa Atoll, Maldives");
  await dialog.getByLabel("Main image", { exact: true }).fill("/images/hotels/andaman-longtail-kamala-1.webp");
  await dialog.getByLabel("Price per night (USD)", { exact: true }).fill("210");
  await dialog.getByRole("tab", { name: "Details & Rooms" }).click();
  await dialog.getByLabel("Description", { exact: true }).fill("Two kinds of rooms above a lagoon.");
  await dialog.getByLabel("Location description", { exact: true }).fill("An hour north of Malé by seaplane.");
  // A new row shows the defaults it saves: the hotel's price, one room.
  await dialog.getByRole("button", { name: "Add room type" }).click();
  await expect(dialog.getByLabel("Room type 1 price per night (USD)")).toHaveValue("210");
  await expect(dialog.getByLabel("Room type 1 rooms")).toHaveValue("1");
  await dialog.getByLabel("Room type 1 name").fill("Garden Room");
  await dialog.getByRole("button", { name: "Add room type" }).click();
  await dialog.getByLabel("Room type 2 name").fill("Pool Villa");
  await dialog.getByLabel("Room type 2 price per night (USD)").fill("460");
  await dialog.getByLabel("Room type 2 rooms").fill("3");
  await dialog.getByRole("button", { name: "Create Hotel" }).click();
  await expect(toast(page, "Hotel created successfully")).toBeVisible();

  const hotels = (await (await page.request.get(`/api/hotels?q=${encodeURIComponent(name)}`)).json()) as {
    id: number;
    name: string;
    price: number;
  }[];
  const hotel = hotels.find((h) => h.name === name)!;
  const detail = (await (await page.request.get(`/api/hotels/${hotel.id}`)).json()) as {
    roomTypeDetails: { name: string; basePrice: number; units: number }[];
  };
  expect(detail.roomTypeDetails.map((r) => [r.name, r.basePrice, r.units])).toEqual([
    ["Garden Room", 210, 1],
    ["Pool Villa", 460, 3],
  ]);

  // The edit dialog shows the same rows, with their prices and rooms.
  const row = page.getByTestId("hotels-table").getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByRole("tab", { name: "Details & Rooms" }).click();
  await expect(dialog.getByLabel("Room type 2 name")).toHaveValue("Pool Villa");
  await expect(dialog.getByLabel("Room type 2 price per night (USD)")).toHaveValue("460");
  await expect(dialog.getByLabel("Room type 2 rooms")).toHaveValue("3");
});

test("visitor: a new hotel's page lists only its bookable room types with their prices; the wizard charges the chosen one's @mobile", async ({
  page,
}) => {
  const authorization = await adminToken(page);
  const name = `E2E Villa Hotel ${stamp} ${test.info().project.name}`;
  const created = await page.request.post("/api/hotels", {
    headers: { authorization },
    data: {
      name,
      location: "Raa Atoll, Maldives",
      image: "/images/hotels/andaman-longtail-kamala-1.webp",
      price: 210,
      rating: 4.5,
      description: "A small resort with two kinds of rooms.",
      locationDescription: "Forty minutes north of Malé.",
      roomTypes: [{ name: "Beachfront Pool Villa", basePrice: 460, units: 2 }, "Deluxe Garden Room"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const hotel = (await created.json()) as { id: number };
  await page.context().clearCookies();

  const checkIn = ymdInDays(30);
  const checkOut = ymdInDays(32);
  await page.goto(`/hotels/${hotel.id}`);
  const rooms = page.getByTestId("room-types").getByRole("listitem");
  await expect(rooms).toHaveCount(2);
  await expect(rooms.filter({ hasText: "Deluxe Garden Room" })).toContainText("$210 / night");
  await expect(rooms.filter({ hasText: "Beachfront Pool Villa" })).toContainText("$460 / night");
  await expect(page.getByText("Available for booking")).toHaveCount(2);
  await expect(page.getByTestId("price-badge")).toHaveText("from $210 / night");
  // No reviews yet: no score, no "loved it".
  await expect(page.getByText(/loved it/)).toHaveCount(0);
  await expect(page.getByTestId("rating-new").first()).toContainText("New");

  await page.goto(
    `/book?hotelId=${hotel.id}&checkIn=${checkIn}&checkOut=${checkOut}&roomType=${encodeURIComponent("Beachfront Pool Villa")}`,
  );
  await page.getByRole("textbox", { name: "Full name" }).fill("Villa Guest");
  await page
    .getByRole("textbox", { name: "Email", exact: true })
    .fill(`villa.${stamp}.${test.info().project.name}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 4646");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
  const roomType = page.getByLabel("Room type");
  await expect(roomType.locator("option")).toHaveText([
    "Select a room type",
    "Deluxe Garden Room",
    "Beachfront Pool Villa",
  ]);
  await expect(roomType).toHaveValue("Beachfront Pool Villa");
  await expect(page.getByTestId("nightly-rate")).toHaveText("$460");
  // 2 nights at $460 = 920 → service 92 → T-GST 17 % of 1,012 = 172.04 → Green Tax $12 × 2 × 2 = 48 → $1,232.04.
  await expect(page.getByTestId("total")).toHaveText("$1,232.04");
  await roomType.selectOption("Deluxe Garden Room");
  await expect(page.getByTestId("nightly-rate")).toHaveText("$210");
  await roomType.selectOption("Beachfront Pool Villa");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("review")).toContainText("$1,232.04");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/bookings" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  const response = await reply;
  expect(response.status()).toBe(201);
  const booking = (
    (await response.json()) as { booking: { roomType: string; nightlyRate: number; totalPrice: number } }
  ).booking;
  expect(booking).toMatchObject({ roomType: "Beachfront Pool Villa", nightlyRate: 460, totalPrice: 1232.04 });
});

test("a hotel without any room type on sale offers no 'Book Now' on its page, and says so", async ({ page }) => {
  const token = await adminToken(page);
  const res = await page.request.post("/api/hotels", {
    headers: { authorization: token },
    data: {
      name: `E2E No Rooms ${stamp}`,
      location: "Baa Atoll, Maldives",
      image: "/images/hotels/andaman-longtail-kamala-1.webp",
      price: 210,
      rating: 4.5,
      description: "A hotel whose rooms are not on sale yet.",
      locationDescription: "An hour north of Malé by seaplane.",
      amenities: [],
      additionalImages: [],
      roomTypes: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.goto(`/hotels/${id}`);
  const card = page.getByTestId("booking-card");
  await expect(card.getByRole("button", { name: "Not open for booking yet" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Book Now" })).toHaveCount(0);
  // Leave no unbookable hotel behind for the specs that book "the last hotel".
  expect(
    (await page.request.delete(`/api/hotels/${id}?force=true`, { headers: { authorization: token } })).status(),
  ).toBe(200);
});
