import { expect, test, type Page } from "./support/test";
import { ymdInDays } from "./support/dates";
import { readFile } from "node:fs/promises";
import { pdfText } from "../support/pdf";

// Issue 35, Major 5: "4 adults (2 rooms)" — one booking of 2 rooms of a room type, from the
// wizard's address (?adults=4&rooms=2) to the stored booking.
test.describe.configure({ timeout: 120_000 });

import { allIn, cents, usd } from "./support/prices";

interface RoomTypeDetail {
  name: string;
  maxOccupancy: number;
  isActive: boolean;
  basePrice: number;
}
interface HotelDetail {
  id: number;
  name: string;
  location: string;
  roomTypeDetails: RoomTypeDetail[];
}

/** A seeded hotel with an active room type that sleeps exactly 2 (4 adults need 2 of it). */
async function hotelWithRoomForTwo(page: Page): Promise<{ hotel: HotelDetail; room: RoomTypeDetail }> {
  const list = (await (await page.request.get("/api/hotels?limit=20")).json()) as { id: number }[];
  for (const { id } of list) {
    const hotel = (await (await page.request.get(`/api/hotels/${id}`)).json()) as HotelDetail;
    const room = hotel.roomTypeDetails.find((r) => r.isActive && r.maxOccupancy === 2);
    if (room) return { hotel, room };
  }
  throw new Error("No seeded hotel has a room for 2");
}

test("4 adults in 2 rooms: the wizard reads ?rooms=2, prices 2 rooms, books 2 rooms at price × nights × 2", async ({
  page,
}) => {
  const { hotel, room } = await hotelWithRoomForTwo(page);
  const nights = 3;
  const query = new URLSearchParams({
    hotelId: String(hotel.id),
    checkIn: ymdInDays(160),
    checkOut: ymdInDays(160 + nights),
    adults: "4",
    rooms: "2",
    roomType: room.name,
  });
  await page.goto(`/book?${query}`);
  await page.getByRole("textbox", { name: "Full name" }).fill("Multi Room Guest");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`multi.room.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 6666");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 2: the address's party and rooms; 4 adults in 2 rooms for 2 fit.
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeFocused();
  await expect(page.getByLabel("Adults")).toHaveValue("4");
  const rooms = page.getByLabel("Rooms", { exact: true });
  await expect(rooms).toHaveValue("2");
  // No more rooms than adults: 1..4 here.
  await expect(rooms.locator("option")).toHaveText(["1", "2", "3", "4"]);
  await expect(page.getByLabel("Room type")).toHaveValue(room.name);
  const summary = page.getByTestId("price-summary");
  await expect(summary).toContainText(`2 × ${room.name}`);
  // Both rooms every night; the Green Tax counts the 4 guests, not the rooms (docs/pricing.md).
  const total = allIn({
    location: hotel.location,
    kind: "hotel",
    checkIn: ymdInDays(160),
    nightly: room.basePrice,
    nights,
    rooms: 2,
    adults: 4,
  });
  await expect(page.getByTestId("total")).toHaveText(usd(total));
  await expect(summary).toContainText(`Green Tax · $12.00 × 4 guests × ${nights} nights`);

  // One room is too small for 4: the form says so and suggests 2 rooms.
  await rooms.selectOption("1");
  await expect(page.getByText("Or book 2 rooms of it.")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Booking Details" })).toBeVisible();
  await rooms.selectOption("2");
  await expect(page.getByText("Or book 2 rooms of it.")).toHaveCount(0);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // Step 3: the review names the rooms and the total of both.
  await expect(page.getByRole("heading", { name: "Step 3: Additional Info & Review" })).toBeFocused();
  const review = page.getByTestId("review");
  await expect(review).toContainText(`2 × ${room.name}`);
  await expect(review).toContainText(usd(total));
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();

  const reply = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/bookings" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  const response = await reply;
  const sent = response.request().postDataJSON() as { rooms: unknown; adults: unknown };
  expect([Number(sent.rooms), Number(sent.adults)]).toEqual([2, 4]);
  expect(response.status()).toBe(201);
  const { booking } = (await response.json()) as {
    booking: {
      rooms: number;
      totalPrice: number;
      nightlyRate: number;
      nights: number;
      reference: string;
      manageUrl: string;
    };
  };
  expect(booking.rooms).toBe(2);
  expect(booking.nights).toBe(nights);
  expect(cents(booking.nightlyRate)).toBe(cents(room.basePrice));
  expect(cents(booking.totalPrice)).toBe(cents(total));
  await expect(page.getByTestId("booking-reference")).toHaveText(booking.reference);

  // The manage page and the receipt name both rooms and charge each night for both.
  await page.goto(booking.manageUrl);
  await expect(page.getByText(`2 × ${room.name}`)).toBeVisible();
  await expect(page.getByText("Price per room per night")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download receipt (PDF)" }).click(),
  ]);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(`Room type 2 × ${room.name}`);
  expect(text.match(new RegExp(`Night of [^\\n]*2 × ${room.name}`, "g"))).toHaveLength(nights);
});

// Issue 35, Major 5's search side: the home option "4 adults, 2 rooms" carries rooms=2 through
// /hotels (with JavaScript and without), the listing's availability and Book Now into /book.
const params = (href: string | null) => Object.fromEntries(new URL(href ?? "", "http://x").searchParams);

test("'4 adults, 2 rooms' searches for 2 rooms, with JavaScript and without, and Book Now opens the wizard with 2 rooms", async ({
  page,
  browser,
  baseURL,
}) => {
  const checkIn = ymdInDays(170);
  const checkOut = ymdInDays(173);
  // Without JavaScript the form's own GET (guests=4) is redirected to the same search with rooms=2.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noJs = await plain.newPage();
  await noJs.goto(`/hotels?location=maldives&checkIn=${checkIn}&checkOut=${checkOut}&guests=4`);
  expect(params(noJs.url())).toEqual({
    location: "maldives",
    checkIn,
    checkOut,
    adults: "4",
    children: "0",
    rooms: "2",
  });
  await plain.close();

  await page.goto("/");
  const form = page.getByRole("form", { name: "Search hotels" });
  await form.getByLabel("Location").selectOption("maldives");
  await form.getByLabel("Check-in").fill(checkIn);
  await form.getByLabel("Check-out").fill(checkOut);
  await form.getByLabel("Guests").selectOption("4");
  await form.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/\/hotels\?/);
  expect(params(page.url())).toEqual({
    location: "maldives",
    checkIn,
    checkOut,
    adults: "4",
    children: "0",
    rooms: "2",
  });
  await expect(page.getByTestId("stay-summary")).toContainText("4 adults, 2 rooms");

  // The first hotel with 2 free rooms that sleep 2 each: Book Now carries rooms=2, and so does its detail page.
  const card = page
    .getByTestId("hotel-card")
    .filter({ has: page.getByRole("link", { name: /^Book Now: / }) })
    .first();
  const book = card.getByRole("link", { name: /^Book Now: / });
  expect(params(await book.getAttribute("href"))).toMatchObject({
    checkIn,
    checkOut,
    adults: "4",
    children: "0",
    rooms: "2",
  });
  const title = card.getByRole("heading").getByRole("link");
  const detail = await title.getAttribute("href");
  expect(params(detail)).toMatchObject({ adults: "4", rooms: "2" });
  const bookHref = await book.getAttribute("href");
  await page.goto(detail!);
  expect(params(await page.getByRole("link", { name: "Book Now" }).first().getAttribute("href"))).toMatchObject({
    checkIn,
    checkOut,
    adults: "4",
    rooms: "2",
  });
  await page.goto(bookHref!);
  await page.waitForURL(/\/book\?/);
  await page.getByRole("textbox", { name: "Full name" }).fill("Two Rooms Searcher");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`two.rooms.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+960 777 5555");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByLabel("Adults")).toHaveValue("4");
  await expect(page.getByLabel("Rooms", { exact: true })).toHaveValue("2");
});

test("a hotel whose rooms sleep fewer than the party says 'No room for 4 guests — try 2 rooms' and books 2 rooms", async ({
  page,
}) => {
  // A seeded hotel where no room type on sale sleeps 4.
  const list = (await (await page.request.get("/api/hotels?limit=20")).json()) as { id: number }[];
  let hotel: HotelDetail | null = null;
  for (const { id } of list) {
    const h = (await (await page.request.get(`/api/hotels/${id}`)).json()) as HotelDetail;
    const active = h.roomTypeDetails.filter((r) => r.isActive);
    if (active.length && active.every((r) => r.maxOccupancy < 4)) {
      hotel = h;
      break;
    }
  }
  if (!hotel) throw new Error("No seeded hotel lacks a room for 4");
  const checkIn = ymdInDays(175);
  const checkOut = ymdInDays(177);
  const search = `/hotels?q=${encodeURIComponent(hotel.name)}&checkIn=${checkIn}&checkOut=${checkOut}&adults=4&children=0`;
  await page.goto(search);
  const card = page.getByTestId("hotel-card").filter({ hasText: hotel.name });
  await expect(card.getByTestId("sold-out")).toHaveText("No room for 4 guests — try 2 rooms");
  const book = card.getByRole("link", { name: `Book 2 rooms: ${hotel.name}` });
  expect(params(await book.getAttribute("href"))).toMatchObject({
    hotelId: String(hotel.id),
    adults: "4",
    rooms: "2",
    checkIn,
    checkOut,
  });
  // Asked for 2 rooms, the same hotel has rooms for the party: Book Now, and no note.
  await page.goto(`${search}&rooms=2`);
  await expect(card.getByRole("link", { name: `Book Now: ${hotel.name}` })).toBeVisible();
  await expect(card.getByTestId("sold-out")).toHaveCount(0);
  await expect(page.getByTestId("stay-summary")).toContainText("4 adults, 2 rooms");
});
