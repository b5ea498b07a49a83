import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const ymdInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Wizard Guest");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+960 777 5555");
}

test.describe("hotel booking wizard", () => {
  test("hotel page → Book Now → three validated steps → request submitted → /track-bookings @mobile", async ({ page }) => {
    const hotels = (await (await page.request.get("/api/hotels")).json()) as { id: number; name: string; price: number }[];
    const hotel = hotels[0]!;
    await page.goto(`/hotels/${hotel.id}`);
    await page.getByRole("link", { name: "Book Now" }).first().click();
    await expect(page).toHaveURL(/\/book\?/);
    await expect(page.getByRole("heading", { level: 1, name: `Book ${hotel.name}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1: Personal Details" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/?login=true");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    const email = `wizard.${Date.now()}@example.com`;
    await fillPersonal(page, email);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please select a room type.")).toBeVisible();
    await page.getByLabel("Room type").selectOption({ index: 1 });
    await page.getByLabel("Check-in").fill(ymdInDays(20));
    await page.getByLabel("Check-out").fill(ymdInDays(24));
    await expect(page.getByTestId("total")).toHaveText(usd(hotel.price * 4));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeVisible();
    await expect(page.getByTestId("review")).toContainText(email);
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page.getByText("You must agree to the terms and conditions.")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel(/I agree to the/).check();
    const reply = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    const booking = ((await (await reply).json()) as { booking: { reference: string; totalPrice: number } }).booking;
    expect(booking.totalPrice).toBe(hotel.price * 4);
    await expect(page.getByText("Booking Request Submitted!")).toBeVisible();
    await expect(page).toHaveURL(/\/track-bookings$/, { timeout: 10_000 });
    await expect(page.getByTestId("booking-list")).toContainText(booking.reference);
  });

  test("a promotion's wizard charges the discounted price", async ({ page }) => {
    const promotions = (await (await page.request.get("/api/promotions")).json()) as { id: number; discountedPrice: number; originalPrice: number; hotelId: number | null }[];
    const promo = promotions.find((p) => p.hotelId !== null)!;
    await page.goto(`/book?promotionId=${promo.id}`);
    await fillPersonal(page, `promo.${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Next" }).click();
    const hotelSelect = page.getByLabel("Hotel", { exact: true });
    if (await hotelSelect.count()) await hotelSelect.selectOption({ index: 1 });
    await page.getByLabel("Room type").selectOption({ index: 1 });
    await page.getByLabel("Check-in").fill(ymdInDays(30));
    await page.getByLabel("Check-out").fill(ymdInDays(33));
    await expect(page.getByTestId("nightly-rate")).toHaveText(usd(promo.discountedPrice));
    await expect(page.getByTestId("total")).toHaveText(usd(promo.discountedPrice * 3));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel(/I agree to the/).check();
    const reply = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    const body = (await (await reply).json()) as { booking: { totalPrice: number; promotionId: number } };
    expect(body.booking.promotionId).toBe(promo.id);
    expect(body.booking.totalPrice).toBeCloseTo(promo.discountedPrice * 3, 2);
  });

  test("a signed-in customer books with a locked name and e-mail and finds it on the dashboard", async ({ page }) => {
    await page.request.post("/api/auth/login", { data: { email: "customer@example.com", password: "customer12345" } });
    const hotels = (await (await page.request.get("/api/hotels")).json()) as { id: number }[];
    await page.goto(`/book?hotelId=${hotels[1]!.id}&checkIn=${ymdInDays(40)}&checkOut=${ymdInDays(42)}&adults=2&children=0`);
    await expect(page.getByLabel("Full name")).toHaveValue("Chris Customer");
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    await page.getByLabel("Phone").fill("+960 777 1111");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Check-in")).toHaveValue(ymdInDays(40));
    await page.getByLabel("Room type").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel(/I agree to the/).check();
    const reply = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    const body = (await (await reply).json()) as { booking: { reference: string; userId: string | null } };
    expect(body.booking.userId).toBeTruthy();
    await expect(page).toHaveURL(/\/my-dashboard$/, { timeout: 10_000 });
    await expect(page.getByTestId("recent-bookings")).toContainText(body.booking.reference);
  });
});

test.describe("guest-house booking wizard", () => {
  test("the detail card's Book Now leads to a prefilled wizard with the same total; 'Booking Confirmed!' @mobile", async ({ page }) => {
    const houses = (await (await page.request.get("/api/local-tourism")).json()) as { id: number; title: string }[];
    const house = houses[0]!;
    await page.goto(`/guest-house/${house.id}`);
    const card = page.getByTestId("guest-house-booking-card");
    await card.getByLabel("Check-in").fill(ymdInDays(12));
    await card.getByLabel("Check-out").fill(ymdInDays(15));
    await card.getByLabel("Room type").selectOption({ index: 1 });
    await card.getByLabel("Meal plan").selectOption({ index: 2 });
    const cardTotal = (await card.getByTestId("total-price").textContent())!;
    await card.getByRole("link", { name: /Book Now - / }).click();

    await expect(page).toHaveURL(/\/book-guest-house\?/);
    await expect(page.getByTestId("chosen-house")).toContainText(house.title);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText(cardTotal);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Step 3: Contact Information" })).toBeVisible();
    await fillPersonal(page, `gh.wizard.${Date.now()}@example.com`);
    await page.getByLabel(/I agree to the/).check();
    await expectNoSeriousA11yViolations(page);
    const reply = page.waitForResponse((r) => r.url().endsWith("/api/local-tourism/bookings") && r.request().method() === "POST");
    await page.getByRole("button", { name: `Complete Booking - ${cardTotal}` }).click();
    const body = (await (await reply).json()) as { booking: { reference: string; totalPrice: number } };
    expect(usd(body.booking.totalPrice)).toBe(cardTotal);
    await expect(page.getByText("Booking Confirmed!")).toBeVisible();
    await expect(page).toHaveURL(/\/track-bookings$/);
    await expect(page.getByTestId("booking-list")).toContainText(body.booking.reference);
  });

  test("without a house, Next waits for a choice; step 2 waits for both dates", async ({ page }) => {
    await page.goto("/book-guest-house");
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByLabel("Guest house", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByLabel("Check-in").fill(ymdInDays(5));
    await page.getByLabel("Check-out").fill(ymdInDays(6));
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
  });
});
