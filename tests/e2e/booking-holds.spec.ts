import { expect, test } from "./support/test";
import { ymdInDays } from "./support/dates";

// Issue 18: a guest's pending request holds its room briefly until they confirm their e-mail
// address; the manage page says so, and confirms only with the e-mail's own token.

test("the manage page of a guest's request asks for the e-mail confirmation and refuses a wrong confirmation token", async ({
  page,
  request,
}) => {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  const hotel = (await (await request.get(`/api/hotels/${hotels[1]!.id}`)).json()) as {
    id: number;
    roomTypes: string[];
    roomTypeDetails: { name: string; isActive: boolean }[];
  };
  const res = await request.post("/api/bookings", {
    data: {
      customerName: "Hold Guest",
      customerEmail: `hold.${Date.now()}@example.com`,
      customerPhone: "+960 777 4321",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: hotel.roomTypeDetails.find((r) => r.isActive)?.name ?? hotel.roomTypes[0] ?? "Standard Room",
      checkIn: ymdInDays(16),
      checkOut: ymdInDays(18),
      adults: 1,
    },
  });
  expect(res.status()).toBe(201);
  const { booking } = (await res.json()) as { booking: { reference: string; manageUrl: string } };

  await page.goto(booking.manageUrl);
  const section = page.getByTestId("confirm-email");
  await expect(section.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expect(section).toContainText("We hold the room for this request until");
  await expect(section).toContainText("in the e-mail we sent you");
  await expect(section.getByRole("button")).toHaveCount(0);

  // The manage link's own token is not the confirmation token.
  const token = new URL(booking.manageUrl, "http://x").searchParams.get("token")!;
  await page.goto(`${booking.manageUrl}&confirm=${token}`);
  await page.getByTestId("confirm-email").getByRole("button", { name: "Confirm your e-mail address" }).click();
  await expect(page.getByText("This confirmation link is not valid for this booking.")).toBeVisible();
  await expect(page.getByTestId("confirm-email")).toBeVisible();
});
