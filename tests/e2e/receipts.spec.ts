import { readFile } from "node:fs/promises";

import { expect, test, type APIRequestContext } from "./support/test";
import { ymdInDays } from "./support/dates";
import { ADMIN } from "./support/pages";
import { pdfText } from "../support/pdf";

interface Created {
  id: string;
  reference: string;
  manageUrl: string;
  hotelName: string;
  totalPrice: number;
  nightlyRate: number;
}

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function bookHotel(request: APIRequestContext, email: string): Promise<Created> {
  const hotels = (await (await request.get("/api/hotels")).json()) as { id: number }[];
  const hotel = (await (await request.get(`/api/hotels/${hotels[0]!.id}`)).json()) as {
    id: number;
    roomTypeDetails: { name: string; isActive: boolean }[];
  };
  const res = await request.post("/api/bookings", {
    data: {
      customerName: "Receipt Guest",
      customerEmail: email,
      customerPhone: "+960 777 4321",
      agreeToTerms: true,
      hotelId: hotel.id,
      roomType: hotel.roomTypeDetails.find((r) => r.isActive)!.name,
      checkIn: ymdInDays(40),
      checkOut: ymdInDays(42),
      adults: 2,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: Created }).booking;
}

test.describe("receipts (PDF)", () => {
  test("the guest downloads the receipt from the manage page: the reference, each night and the total @mobile", async ({
    page,
    request,
  }) => {
    const booking = await bookHotel(request, `receipt.${Date.now()}@example.com`);
    await page.goto(booking.manageUrl);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${booking.reference}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Receipt ${booking.reference}`);
    expect(text).toContain("Receipt Guest");
    expect(text.match(/Night of /g)).toHaveLength(2);
    expect(text).toContain(`Total ${usd(booking.totalPrice)}`);
    expect(text).toContain(`Amount due ${usd(booking.totalPrice)}`);
  });

  test("the admin downloads it from Booking Details", async ({ page }) => {
    const booking = await bookHotel(page.request, `receipt.admin.${Date.now()}@example.com`);
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await page.goto("/bookings");
    const card = page.locator(`[data-testid="admin-booking-card"][data-reference="${booking.reference}"]`);
    await card.getByRole("button", { name: /Details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Booking Details" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Download receipt (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${booking.reference}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Receipt ${booking.reference}`);
    expect(text).toContain(`Total ${usd(booking.totalPrice)}`);
  });
});
