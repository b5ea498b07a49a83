import { expect, test, type APIRequestContext } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ymdInDays } from "./support/dates";

interface Created {
  id: string;
  reference: string;
  manageUrl: string;
  hotelName: string;
  totalPrice: number;
}

async function bookHotel(request: APIRequestContext, email: string): Promise<Created> {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number; roomTypes: string[] }[];
  const hotel = (await (await request.get(`/api/hotels/${hotels[0]!.id}`)).json()) as {
    id: number;
    roomTypes: string[];
    roomTypeDetails: { name: string; isActive: boolean }[];
  };
  const roomType = hotel.roomTypeDetails.find((r) => r.isActive)?.name ?? hotel.roomTypes[0] ?? "Standard Room";
  const res = await request.post("/api/bookings", {
    data: {
      customerName: "Track Test Guest",
      customerEmail: email,
      customerPhone: "+960 777 4321",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType,
      checkIn: ymdInDays(15),
      checkOut: ymdInDays(18),
      adults: 2,
      children: 0,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { booking: Created }).booking;
}

test.describe("/track-bookings", () => {
  test("a guest sees the bookings kept in this tab; 'View Different Email' offers the look-up again @mobile", async ({
    page,
    request,
  }) => {
    const email = `track.guest.${Date.now()}@example.com`;
    const booking = await bookHotel(request, email);
    await page.addInitScript(
      ([bookings, email]) => {
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("guestBookings", bookings);
          sessionStorage.setItem("guestEmail", email);
          sessionStorage.setItem("seeded", "1");
        }
      },
      [JSON.stringify([booking]), email] as const,
    );
    await page.goto("/track-bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Track Your Bookings" })).toBeVisible();
    await expect(page.getByTestId("guest-email")).toContainText(email);
    const card = page.getByTestId("booking-list").getByTestId("booking-summary");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(booking.reference);
    await expect(card).toContainText(booking.hotelName);
    await expect(card).toContainText("Pending");
    await expect(card).toContainText("3 nights");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "View Different Email" }).click();
    await expect(page.getByTestId("bookings-empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(await page.evaluate(() => sessionStorage.getItem("guestBookings"))).toBeNull();
  });

  test("a signed-in customer sees the account's bookings from the server", async ({ page }) => {
    await page.request.post("/api/auth/login", { data: { email: "customer@example.com", password: "customer12345" } });
    await page.goto("/track-bookings");
    await expect(page.getByRole("heading", { level: 1, name: "My Bookings" })).toBeVisible();
    const cards = page.getByTestId("booking-list").getByTestId("booking-summary");
    await expect(cards.filter({ hasText: "MV-DEMQA2" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "GH-DEMQC4" })).toHaveCount(1);
  });
});

test.describe("the manage link", () => {
  test("shows the full booking and cancels it after a confirmation", async ({ page, request }) => {
    const booking = await bookHotel(request, `manage.${Date.now()}@example.com`);
    await page.goto(booking.manageUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Your booking" })).toBeVisible();
    await expect(page.getByText(/manage\.\d+@example\.com/)).toBeVisible();
    await expect(page.getByText("+960 777 4321")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel ${booking.reference}?` });
    await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByText("Booking cancelled").first()).toBeVisible();
    await expect(page.getByTestId("not-cancellable")).toHaveText("This booking is cancelled.");
    await expect(page.getByTestId("booking-summary")).toContainText("Cancelled");
  });

  test("a wrong token gets the 404 screen", async ({ page, request }) => {
    const booking = await bookHotel(request, "manage.wrong@example.com");
    const url = new URL(booking.manageUrl, "http://x");
    const res = await page.goto(`${url.pathname}?token=not-the-token`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });
});
