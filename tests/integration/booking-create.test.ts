import { describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { GET as byEmail } from "@/app/api/bookings/email/[email]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, discountedPriceCents, fromCents, todayYmd } from "@/lib/pricing";
import { isValidManageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";

process.env.NEXTAUTH_SECRET = "integration-test-bookings";
process.env.RATE_LIMIT_BOOKING = "10000/1h";
process.env.RATE_LIMIT_LOOKUP = "10000/1m";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);

async function hotelRequest(over: Record<string, unknown> = {}) {
  const { hotel, roomType } = await firstHotel();
  return hotelBookingBody(hotel.id, roomType, {
    customerName: "Aminath Guest",
    customerEmail: "Aminath.Guest@Example.com",
    checkIn: inDays(10),
    checkOut: inDays(13),
    children: 1,
    specialRequests: "Late arrival",
    ...over,
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const postGh = (body: unknown, headers: Record<string, string> = {}) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body, headers });

describe("POST /api/bookings", () => {
  it("books at the stored price × nights, pending, whatever total and status the client sends", async () => {
    const { hotel } = await firstHotel();
    const res = await post({
      ...(await hotelRequest()),
      totalPrice: 1,
      status: "confirmed",
      paymentStatus: "paid",
      userId: "someone",
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBeTruthy();
    const b = res.json.booking;
    expect(b.reference).toMatch(/^MV-[23456789A-HJ-NP-Z]{6}$/);
    expect(b).toMatchObject({
      hotelId: hotel.id,
      hotelName: hotel.name,
      nights: 3,
      status: "pending",
      paymentStatus: "pending",
      userId: null,
      customerEmail: "aminath.guest@example.com",
    });
    expect(b.nightlyRate).toBe(Number(hotel.price));
    // The room rate × nights, the destination's taxes and charges on top (docs/pricing.md): the total is all-in.
    expect(b.priceBreakdown.roomTotal).toBeCloseTo(Number(hotel.price) * 3, 2);
    expect(b.priceBreakdown.taxes.length).toBeGreaterThan(0);
    expect(b.totalPrice).toBeCloseTo(b.priceBreakdown.roomTotal + b.priceBreakdown.taxesTotal, 2);
    const token = new URL(b.manageUrl, "http://x").searchParams.get("token");
    expect(isValidManageToken(b.id, token)).toBe(true);
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id: b.id } });
    expect(stored.status).toBe("pending");
    expect(Number(stored.totalPrice)).toBe(b.totalPrice);
  });

  it("answers every validation case with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerName: "A" }, "customerName", "Name must be at least 2 characters."],
      [{ customerEmail: "not-an-email" }, "customerEmail", "Please enter a valid email address."],
      [{ customerPhone: "12345" }, "customerPhone", "Please enter a valid phone number."],
      [{ hotelId: "" }, "hotelId", "Please select a hotel."],
      [{ roomType: "" }, "roomType", "Please select a room type."],
      [{ checkIn: "" }, "checkIn", "Please select a check-in date."],
      [{ checkOut: "2026-02-31" }, "checkOut", "Please select a check-out date."],
      [{ checkOut: inDays(10) }, "checkOut", "Check-out date must be after check-in date."],
      [{ adults: 0 }, "adults", "At least 1 adult is required."],
      [{ adults: 11 }, "adults", "Maximum 10 adults allowed."],
      [{ children: 7 }, "children", "Maximum 6 children allowed."],
      [{ checkIn: inDays(-5), checkOut: inDays(-2) }, "checkIn", "Check-in date cannot be in the past."],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(await hotelRequest(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.details?.[field], JSON.stringify(over)).toContain(message);
    }
  });

  it("refuses an unknown hotel (404) or a room type it does not have (400)", async () => {
    expect((await post(await hotelRequest({ hotelId: 99999 }))).status).toBe(404);
    const res = await post(await hotelRequest({ roomType: "Presidential Moon Suite" }));
    expect(res.status).toBe(400);
    expect(res.json.details.roomType).toEqual(["Please select a room type."]);
  });

  it("charges a running promotion's discounted price, and refuses expired, foreign or fully booked ones", async () => {
    const db = getDb();
    const promo = await db.promotion.findFirstOrThrow({ where: { hotelId: { not: null }, maxBookings: 0 } });
    const hotelId = promo.hotelId!;
    const hotel = await db.hotel.findUniqueOrThrow({ where: { id: hotelId }, include: { roomTypeRecords: true } });
    // A room type that sleeps the party (2 adults + 1 child): occupancy is checked too (issue 35).
    const room = hotel.roomTypeRecords.find((r) => r.isActive && r.maxOccupancy >= 3)!;
    const base = await hotelRequest({ hotelId, roomType: room.name });

    // The offer's percentage off the booked room's own price (issue 35): its discountedPrice for a room at its originalPrice.
    const nightly = fromCents(discountedPriceCents(room.basePrice, promo.discount));
    const ok = await post({ ...base, promotionId: promo.id });
    expect(ok.status).toBe(201);
    expect(ok.json.booking.nightlyRate).toBe(nightly);
    expect(ok.json.booking.priceBreakdown.roomTotal).toBeCloseTo(nightly * 3, 2);

    const other = await db.hotel.findFirstOrThrow({
      where: { id: { not: hotelId }, location: { not: hotel.location } },
      include: { roomTypeRecords: true },
    });
    const foreign = await post({
      ...(await hotelRequest({
        hotelId: other.id,
        roomType: other.roomTypeRecords[0]?.name ?? other.roomTypes[0] ?? "Standard Room",
      })),
      promotionId: promo.id,
    });
    expect(foreign.status).toBe(400);

    await db.promotion.update({ where: { id: promo.id }, data: { validUntil: new Date(`${inDays(-1)}T00:00:00Z`) } });
    const expired = await post({ ...base, promotionId: promo.id });
    expect(expired.status).toBe(409);
    expect(expired.json.error).toBe("This offer has expired.");

    await db.promotion.update({
      where: { id: promo.id },
      data: { validUntil: new Date(`${inDays(30)}T00:00:00Z`), maxBookings: 1 },
    });
    const full = await post({ ...base, promotionId: promo.id });
    expect(full.status).toBe(409);
    expect(full.json.error).toBe("This offer is fully booked.");
    expect((await post({ ...base, promotionId: 99999 })).status).toBe(404);
  });

  it("links the booking to the user of a bearer token", async () => {
    const { token, user } = (
      await call(login, "/api/auth/login", undefined, {
        method: "POST",
        body: { email: "customer@example.com", password: "customer12345" },
      })
    ).json;
    const res = await post(await hotelRequest(), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(201);
    expect(res.json.booking.userId).toBe(user.id);
  });

  it("an Idempotency-Key makes a retry return the first reply; reusing it for another request is 409", async () => {
    const body = await hotelRequest({ customerEmail: "retry@example.com" });
    const first = await post(body, { "idempotency-key": "retry-key-1" });
    const second = await post(body, { "idempotency-key": "retry-key-1" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    // The same reply, less the manage link: only the request that made the booking gets it (issue 18).
    const { manageUrl, ...firstBooking } = first.json.booking;
    expect(manageUrl).toMatch(/^\/booking\//);
    expect(second.json).toEqual({ ...first.json, booking: firstBooking });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await getDb().booking.count({ where: { customerEmail: "retry@example.com" } })).toBe(1);

    const reused = await post({ ...body, adults: 1 }, { "idempotency-key": "retry-key-1" });
    expect(reused.status).toBe(409);
    expect((await post(body, { "idempotency-key": "   " })).status).toBe(400);
  });

  it("an Idempotency-Key is scoped to its client: another address or account replays nothing, and no replay carries the manage link", async () => {
    const body = await hotelRequest({ customerEmail: "scoped.key@example.com" });
    const from = (address: string, extra: Record<string, string> = {}) =>
      post(body, { "idempotency-key": "scoped-key-1", "x-forwarded-for": address, ...extra });
    const first = await from("203.0.113.7");
    expect(first.status).toBe(201);
    expect(first.json.booking.manageUrl).toBeTruthy();
    // Someone else who learnt the key (and the whole request) from another address: a booking of
    // their own (or a 409 for full dates), never the first booking or its link.
    const stranger = await from("198.51.100.9");
    expect(stranger.status).toBe(201);
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
    expect(stranger.json.booking.id).not.toBe(first.json.booking.id);
    // The first client's own retry is a replay, without the link.
    const retry = await from("203.0.113.7");
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json.booking.id).toBe(first.json.booking.id);
    expect(retry.json.booking).not.toHaveProperty("manageUrl");
    // A signed-in customer's key is theirs wherever they send it from, and nobody else's.
    const { token } = (
      await call(login, "/api/auth/login", undefined, {
        method: "POST",
        body: { email: "customer@example.com", password: "customer12345" },
      })
    ).json;
    const mine = await from("203.0.113.7", { authorization: `Bearer ${token}` });
    expect(mine.json.booking.id).not.toBe(first.json.booking.id);
    const mineElsewhere = await from("192.0.2.44", { authorization: `Bearer ${token}` });
    expect(mineElsewhere.headers.get("idempotent-replayed")).toBe("true");
    expect(mineElsewhere.json.booking.id).toBe(mine.json.booking.id);
    expect(mineElsewhere.json.booking).not.toHaveProperty("manageUrl");
  });

  it("20 concurrent identical POSTs with one Idempotency-Key make one booking", async () => {
    const body = await hotelRequest({ customerEmail: "concurrent@example.com" });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post(body, { "idempotency-key": "concurrent-key" })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(replies.map((r) => r.json.booking.id)).size).toBe(1);
    expect(await getDb().booking.count({ where: { customerEmail: "concurrent@example.com" } })).toBe(1);
  }, 60_000);
});

describe("POST /api/bookings with an account (spec §6)", () => {
  it("creates a customer account with the guest's password and links the booking to it", async () => {
    const res = await post({
      ...(await hotelRequest()),
      customerEmail: "New.Account@Example.com",
      createAccount: true,
      accountPassword: "chosen-pass-1",
    });
    expect(res.status).toBe(201);
    expect(res.json.account).toEqual({ created: true, email: "new.account@example.com", signedIn: true });
    const user = await getDb().user.findUniqueOrThrow({ where: { email: "new.account@example.com" } });
    expect(user.role).toBe("customer");
    expect(res.json.booking.userId).toBe(user.id);
    expect(JSON.stringify(res.json)).not.toContain("chosen-pass-1");
    const signIn = await call(login, "/api/auth/login", undefined, {
      method: "POST",
      body: { email: "new.account@example.com", password: "chosen-pass-1" },
    });
    expect(signIn.status).toBe(200);
  });

  it("books as a guest when the e-mail already has an account (never touching it)", async () => {
    const before = await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
    const res = await post({
      ...(await hotelRequest()),
      customerEmail: "customer@example.com",
      createAccount: true,
      accountPassword: "another-pass",
    });
    expect(res.status).toBe(201);
    expect(res.json.account).toEqual({ created: false, email: "customer@example.com" });
    expect(res.json.booking.userId).toBeNull();
    expect((await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } })).passwordHash).toBe(
      before.passwordHash,
    );
  });

  it("needs a password of 6+ characters, creates nothing for a refused booking, and a retry with the key is the same booking", async () => {
    const short = await post({
      ...(await hotelRequest()),
      customerEmail: "short@example.com",
      createAccount: true,
      accountPassword: "123",
    });
    expect(short.status).toBe(400);
    expect(short.json.details.accountPassword).toEqual(["Password must be at least 6 characters"]);
    const refused = await post({
      ...(await hotelRequest()),
      customerEmail: "refused@example.com",
      roomType: "No Such Room",
      createAccount: true,
      accountPassword: "secret12",
    });
    expect(refused.status).toBe(400);
    expect(await getDb().user.count({ where: { email: { in: ["short@example.com", "refused@example.com"] } } })).toBe(
      0,
    );

    const body = {
      ...(await hotelRequest()),
      customerEmail: "retry.account@example.com",
      createAccount: true,
      accountPassword: "secret12",
    };
    const first = await post(body, { "idempotency-key": "account-retry-1" });
    const again = await post(body, { "idempotency-key": "account-retry-1" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.booking.id).toBe(first.json.booking.id);
    expect(await getDb().user.count({ where: { email: "retry.account@example.com" } })).toBe(1);
  });
});

describe("POST /api/local-tourism/bookings", () => {
  async function house() {
    return getDb().guestHouse.findFirstOrThrow({
      where: { isActive: true, maxGuests: { not: null } },
      orderBy: { id: "asc" },
    });
  }
  async function ghRequest(over: Record<string, unknown> = {}) {
    const h = await house();
    const rooms = h.roomTypes as { name: string; price: number }[];
    const meals = h.mealPlans as { name: string; price: number }[];
    return {
      tourismId: h.id,
      customerName: "Ibrahim Guest",
      customerEmail: "ibrahim@example.com",
      customerPhone: "+960 999 8888",
      agreeToTerms: true,
      checkInDate: inDays(5),
      checkOutDate: inDays(9),
      guests: 2,
      roomType: rooms.at(-1)!.name,
      mealPlan: meals.at(-1)!.name,
      ...over,
    };
  }

  it("charges (base + room type + meal plan) × nights", async () => {
    const h = await house();
    const body = await ghRequest({ totalPrice: 5 });
    const room = (h.roomTypes as { name: string; price: number }[]).at(-1)!;
    const meal = (h.mealPlans as { name: string; price: number }[]).at(-1)!;
    const res = await postGh(body);
    expect(res.status).toBe(201);
    const nightly = Math.max(0, Number(h.pricePerNight) + room.price + meal.price);
    expect(res.json.booking).toMatchObject({
      tourismId: h.id,
      nights: 4,
      nightlyRate: nightly,
      status: "pending",
      paymentStatus: "pending",
    });
    expect(res.json.booking.priceBreakdown.roomTotal).toBeCloseTo(nightly * 4, 2);
    expect(res.json.booking.totalPrice).toBeCloseTo(res.json.booking.priceBreakdown.total, 2);
    expect(res.json.booking.reference).toMatch(/^GH-/);
  });

  it("answers the spec's messages, the house's guest limit, unknown options and inactive houses", async () => {
    const h = await house();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tourismId: "" }, "tourismId", "Guest house ID is required."],
      [{ guests: 0 }, "guests", "At least 1 guest is required."],
      [{ guests: 21 }, "guests", "Maximum 20 guests allowed."],
      [{ roomType: "" }, "roomType", "Please select a room type."],
      [{ mealPlan: "" }, "mealPlan", "Please select a meal plan."],
      [{ checkOutDate: inDays(5) }, "checkOutDate", "Check-out date must be after check-in date."],
      [{ guests: h.maxGuests! + 1 }, "guests", `Maximum ${h.maxGuests} guests allowed at ${h.title}.`],
      [{ mealPlan: "Caviar Board" }, "mealPlan", "Please select a meal plan."],
    ];
    for (const [over, field, message] of cases) {
      // A house allowing 20 or more is limited by the form's 20 first.
      if (message.includes(` allowed at `) && h.maxGuests! >= 20) continue;
      const res = await postGh(await ghRequest(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.details?.[field], JSON.stringify(over)).toContain(message);
    }
    const inactive = await getDb().guestHouse.findFirstOrThrow({ where: { isActive: false } });
    expect((await postGh(await ghRequest({ tourismId: inactive.id }))).status).toBe(404);
  });

  it("an Idempotency-Key makes a retry return the first booking", async () => {
    // Dates of its own: the house's last room type has one unit, which the test above booked.
    const body = await ghRequest({
      customerEmail: "gh-retry@example.com",
      checkInDate: inDays(40),
      checkOutDate: inDays(42),
    });
    const first = await postGh(body, { "idempotency-key": "gh-key" });
    const again = await postGh(body, { "idempotency-key": "gh-key" });
    expect(again.json.booking.id).toBe(first.json.booking.id);
    expect(await getDb().guestHouseBooking.count({ where: { customerEmail: "gh-retry@example.com" } })).toBe(1);
  });
});

describe("the e-mail lookup stays isolated", () => {
  it("finds only that e-mail's bookings; wildcards match nothing", async () => {
    await post(await hotelRequest({ customerEmail: "isolated.one@example.com" }));
    await post(await hotelRequest({ customerEmail: "isolated.two@example.com" }));
    const one = await call(byEmail, "/api/bookings/email/x", { email: "Isolated.One@example.com" });
    expect(one.status).toBe(200);
    expect(one.json).toHaveLength(1);
    for (const wildcard of ["%", "%@example.com", "isolated_one@example.com", "*@example.com"]) {
      const res = await call(byEmail, "/api/bookings/email/x", { email: wildcard });
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect(res.json).toEqual([]);
    }
  });
});
