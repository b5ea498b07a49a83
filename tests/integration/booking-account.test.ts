/**
 * Issue 22: the account a guest asks for with a hotel booking ("Create an account", spec §6) is
 * made in the booking's own transaction, with its welcome e-mail queued there too: a refused
 * booking (a full stay, a full offer, the held-night cap — also when the room or the offer's
 * place goes while the password is being hashed) leaves no User row and no welcome e-mail. The
 * 201 reply of a booking that made the account signs it in (the login route's session cookie).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as me } from "@/app/api/auth/me/route";
import { getDb } from "@/lib/server/db/client";
import { sessionCookieName } from "@/lib/server/auth/config";
import { hashPassword } from "@/lib/server/auth/password";
import { addDays, todayYmd } from "@/lib/pricing";
import { call } from "../support/http";
import { hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, offerFor } from "../support/hotels";

// Lets a test act while the booking's password is hashed: a concurrent guest takes the last room.
vi.mock("@/lib/server/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/auth/password")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

process.env.NEXTAUTH_SECRET = "integration-test-booking-account";
process.env.RATE_LIMIT_DISABLED = "1";

const inDays = (n: number) => addDays(todayYmd(), n);
let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}.${Date.now()}@example.com`;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });

function hotelRequest(hotelId: number, over: Record<string, unknown> = {}) {
  return hotelBookingBody(hotelId, "Lagoon Room", {
    customerName: "Account Guest",
    customerEmail: newEmail("guest"),
    checkOut: inDays(23),
    ...over,
  });
}
const withAccount = (hotelId: number, email: string, over: Record<string, unknown> = {}) =>
  hotelRequest(hotelId, { customerEmail: email, createAccount: true, accountPassword: "chosen-pass-1", ...over });

/** The session cookie a reply sets, or null. */
function sessionCookie(headers: Headers): string | null {
  const name = sessionCookieName();
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).split(";")[0]! : null;
}

/** What an account would have left behind for this e-mail: its row, its welcome e-mail and its verification e-mail. */
async function accountTraces(email: string) {
  const db = getDb();
  const [users, welcomes, verifications] = await Promise.all([
    db.user.count({ where: { email } }),
    db.emailLog.count({ where: { toEmail: email, templateType: "welcomeEmail" } }),
    db.emailLog.count({ where: { toEmail: email, templateType: "emailVerification" } }),
  ]);
  return { users, welcomes, verifications };
}

beforeAll(async () => {
  // The demo customer (seeded) is the e-mail that has an account already.
  await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
});

afterEach(() => {
  delete process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL;
  delete process.env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL;
  vi.mocked(hashPassword).mockClear();
});

describe("a booking that makes an account signs it in", () => {
  it("201 with account {created, email, signedIn: true} and the session cookie: GET /api/auth/me with it is the new customer", async () => {
    const hotel = await hotelWithRoom({ label: "Account", units: 2 });
    const email = newEmail("signed.in");
    const res = await post(withAccount(hotel.id, email));
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Booking request submitted successfully");
    expect(res.json.account).toEqual({ created: true, email, signedIn: true });
    const token = sessionCookie(res.headers);
    expect(token).toBeTruthy();
    expect(res.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);
    const signedIn = await call(me, "/api/auth/me", undefined, {
      headers: { cookie: `${sessionCookieName()}=${token}` },
    });
    expect(signedIn.json.user).toMatchObject({
      id: res.json.booking.userId,
      email,
      role: "customer",
      name: "Account Guest",
    });
    expect(await accountTraces(email)).toEqual({ users: 1, welcomes: 1, verifications: 1 });
  });

  it("no cookie for a guest who made no account, for an e-mail that has one (booked as a guest), nor on a replay", async () => {
    const hotel = await hotelWithRoom({ label: "NoCookie", units: 5 });

    const plain = await post(hotelRequest(hotel.id));
    expect(plain.status).toBe(201);
    expect(plain.json.account).toBeUndefined();
    expect(sessionCookie(plain.headers)).toBeNull();

    const before = await accountTraces("customer@example.com");
    const taken = await post(withAccount(hotel.id, "customer@example.com"));
    expect(taken.status).toBe(201);
    expect(taken.json.account).toEqual({ created: false, email: "customer@example.com" });
    expect(taken.json.booking.userId).toBeNull();
    expect(sessionCookie(taken.headers)).toBeNull();
    expect(await accountTraces("customer@example.com")).toEqual(before);

    const email = newEmail("replay");
    const body = withAccount(hotel.id, email);
    const first = await post(body, { "idempotency-key": `account-replay-${counter}` });
    expect(first.status).toBe(201);
    expect(sessionCookie(first.headers)).toBeTruthy();
    const again = await post(body, { "idempotency-key": `account-replay-${counter}` });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.booking.id).toBe(first.json.booking.id);
    expect(again.json.booking.manageUrl).toBeUndefined();
    expect(again.json.account).toEqual({ created: false, email });
    expect(sessionCookie(again.headers)).toBeNull();
    expect(await accountTraces(email)).toEqual({ users: 1, welcomes: 1, verifications: 1 });
  });

  it("a signed-in customer's createAccount makes nothing and sets no cookie", async () => {
    const hotel = await hotelWithRoom({ label: "SignedIn", units: 2 });
    const first = await post(withAccount(hotel.id, newEmail("owner")));
    const token = sessionCookie(first.headers)!;
    const email = newEmail("other");
    const res = await post(withAccount(hotel.id, email), { cookie: `${sessionCookieName()}=${token}` });
    expect(res.status).toBe(201);
    expect(res.json.account).toBeUndefined();
    expect(res.json.booking.userId).toBe(first.json.booking.userId);
    expect(sessionCookie(res.headers)).toBeNull();
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
  });
});

describe("a refused booking leaves no account and no welcome e-mail", () => {
  it("the stay is full: 409 not_available with alternatives", async () => {
    const hotel = await hotelWithRoom({ label: "Full", units: 1 });
    expect((await post(hotelRequest(hotel.id))).status).toBe(201);
    const email = newEmail("full");
    const res = await post(withAccount(hotel.id, email));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ reason: "not_available", message: "Those dates are no longer available" });
    expect(res.json).toHaveProperty("alternatives");
    expect(sessionCookie(res.headers)).toBeNull();
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
  });

  it("the last room is taken by another guest while the password is hashed: 409, and still nothing", async () => {
    const hotel = await hotelWithRoom({ label: "Race", units: 1 });
    const real = (await vi.importActual<typeof import("@/lib/server/auth/password")>("@/lib/server/auth/password"))
      .hashPassword;
    vi.mocked(hashPassword).mockImplementationOnce(async (password) => {
      expect((await post(hotelRequest(hotel.id))).status).toBe(201);
      return real(password);
    });
    const email = newEmail("race");
    const res = await post(withAccount(hotel.id, email));
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
    expect(res.status).toBe(409);
    expect(res.json.reason).toBe("not_available");
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
  });

  it("the offer's last place goes while the password is hashed: 409 offer_fully_booked, and nothing", async () => {
    const hotel = await hotelWithRoom({ label: "Offer", units: 5 });
    const promotion = await offerFor(hotel, { label: "Account", maxBookings: 1 });
    const real = (await vi.importActual<typeof import("@/lib/server/auth/password")>("@/lib/server/auth/password"))
      .hashPassword;
    vi.mocked(hashPassword).mockImplementationOnce(async (password) => {
      expect(
        (await post(hotelRequest(hotel.id, { promotionId: promotion.id, checkIn: inDays(30), checkOut: inDays(31) })))
          .status,
      ).toBe(201);
      return real(password);
    });
    const email = newEmail("offer");
    const res = await post(withAccount(hotel.id, email, { promotionId: promotion.id }));
    expect(res.status).toBe(409);
    expect(res.json.reason).toBe("offer_fully_booked");
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
    expect((await getDb().promotion.findUniqueOrThrow({ where: { id: promotion.id } })).bookedCount).toBe(1);
  });

  it("the e-mail already holds the most nights allowed: 409 too_many_held_nights", async () => {
    // Both requests are unconfirmed (issue 34: their cap is their own).
    process.env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL = "3";
    const hotel = await hotelWithRoom({ label: "Capped", units: 5 });
    const email = newEmail("capped");
    expect(
      (await post(hotelRequest(hotel.id, { customerEmail: email, checkIn: inDays(10), checkOut: inDays(13) }))).status,
    ).toBe(201);
    const res = await post(withAccount(hotel.id, email, { checkIn: inDays(40), checkOut: inDays(42) }));
    expect(res.status).toBe(409);
    expect(res.json.reason).toBe("too_many_held_nights");
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
  });
});

describe("the account's rules", () => {
  it("a name sign-up would refuse (over 100 characters) is refused on customerName before anything is written", async () => {
    const hotel = await hotelWithRoom({ label: "LongName", units: 2 });
    const email = newEmail("long.name");
    const res = await post(withAccount(hotel.id, email, { customerName: "N".repeat(110) }));
    expect(res.status).toBe(400);
    expect(res.json.details.customerName).toEqual(["Name must be at most 100 characters"]);
    expect(await accountTraces(email)).toEqual({ users: 0, welcomes: 0, verifications: 0 });
    expect(await getDb().booking.count({ where: { customerEmail: email } })).toBe(0);
    // Without an account the same name books (the booking's own limit is 120).
    expect((await post(hotelRequest(hotel.id, { customerEmail: email, customerName: "N".repeat(110) }))).status).toBe(
      201,
    );
  });
});
