/**
 * Room hoarding (issue 18): a guest's pending request holds its room only briefly
 * (BOOKING_UNCONFIRMED_HOLD_MINUTES) until they confirm their e-mail address from the
 * booking-received e-mail, which extends the hold to BOOKING_HOLD_HOURS; a signed-in customer's
 * holds for BOOKING_HOLD_HOURS at once; one e-mail address and one client address may hold only so
 * many nights at once (409 / 429).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as verifyEmailRoute } from "@/app/api/auth/verify-email/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { pauseEmailOutbox } from "@/lib/server/email/background";
import { manageToken, emailConfirmToken } from "@/lib/server/bookings/manage-token";
import { CONFIRM_LINK_INVALID, confirmBookingEmail } from "@/lib/server/bookings/confirm-booking-email";
import {
  HELD,
  TOO_MANY_HELD_NIGHTS_ACCOUNT,
  TOO_MANY_HELD_NIGHTS_ADDRESS,
  TOO_MANY_HELD_NIGHTS_EMAIL,
  TOO_MANY_UNCONFIRMED_NIGHTS_EMAIL,
} from "@/lib/server/availability/hold-caps";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom as makeHotel, houseWithRoom } from "../support/hotels";

process.env.NEXTAUTH_SECRET = "integration-test-booking-holds";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(postBooking, "/api/bookings", undefined, { method: "POST", body, headers });
const postGh = (body: unknown, headers: Record<string, string> = {}) =>
  call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, { method: "POST", body, headers });

let counter = 0;
const hotelWithRoom = (units = 5) => makeHotel({ label: "Hold", units, price: 120, room: "Reef Room" });

const hotelRequest = (hotelId: number, over: Record<string, unknown> = {}) =>
  hotelBookingBody(hotelId, "Reef Room", { checkOut: inDays(23), adults: 1, ...over });

// Queued e-mails stay queued (their links readable in the outbox rows) while these tests look.
let resume: () => void;
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());

afterEach(() => {
  delete process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL;
  delete process.env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL;
  delete process.env.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT;
  delete process.env.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS;
  delete process.env.BOOKING_UNCONFIRMED_HOLD_MINUTES;
});

async function receivedVars(bookingId: string) {
  const row = await getDb().emailLog.findFirstOrThrow({ where: { bookingId, templateType: "bookingReceived" } });
  return readQueuedVars(row.payload)!;
}

describe("how long a pending request holds its room", () => {
  it("a guest's request holds for BOOKING_UNCONFIRMED_HOLD_MINUTES (60) until the e-mail's confirmation link extends it to BOOKING_HOLD_HOURS", async () => {
    const hotel = await hotelWithRoom();
    const res = await post(hotelRequest(hotel.id));
    expect(res.status).toBe(201);
    const id = res.json.booking.id as string;
    const stored = await getDb().booking.findUniqueOrThrow({ where: { id } });
    const minutes = (stored.inventoryHeldUntil!.getTime() - stored.createdAt.getTime()) / MINUTE;
    expect(minutes).toBeGreaterThan(59.5);
    expect(minutes).toBeLessThan(60.5);
    expect(stored.emailConfirmedAt).toBeNull();

    // The booking-received e-mail carries the confirmation link; the booking reply does not.
    const vars = await receivedVars(id);
    const link = new URL(vars.confirmEmailLink!);
    expect(link.pathname).toBe(`/booking/${res.json.booking.reference}`);
    expect(link.searchParams.get("token")).toBe(manageToken(id));
    expect(link.searchParams.get("confirm")).toBe(emailConfirmToken(id));
    expect(JSON.stringify(res.json)).not.toContain(emailConfirmToken(id));

    // The manage link alone (which the reply carries) confirms nothing.
    await expect(
      confirmBookingEmail(res.json.booking.reference, manageToken(id), manageToken(id)),
    ).rejects.toMatchObject({ message: CONFIRM_LINK_INVALID });
    await expect(confirmBookingEmail(res.json.booking.reference, "wrong", emailConfirmToken(id))).rejects.toMatchObject(
      { code: "NOT_FOUND" },
    );

    const confirmed = await confirmBookingEmail(
      res.json.booking.reference,
      link.searchParams.get("token"),
      link.searchParams.get("confirm"),
    );
    const after = await getDb().booking.findUniqueOrThrow({ where: { id } });
    expect(after.emailConfirmedAt).not.toBeNull();
    const hours = (after.inventoryHeldUntil!.getTime() - after.createdAt.getTime()) / HOUR;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect(confirmed.heldUntil?.getTime()).toBe(after.inventoryHeldUntil!.getTime());
    // A second click changes nothing.
    const again = await confirmBookingEmail(res.json.booking.reference, manageToken(id), emailConfirmToken(id));
    expect(again.confirmedAt.getTime()).toBe(after.emailConfirmedAt!.getTime());
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).inventoryHeldUntil!.getTime()).toBe(
      after.inventoryHeldUntil!.getTime(),
    );
    // The admin's confirm flow is unchanged.
    const { booking } = await changeBookingStatus({ kind: "hotel", id, status: "confirmed", changedByUserId: null });
    expect(booking.status).toBe("confirmed");
    expect((await getDb().booking.findUniqueOrThrow({ where: { id } })).inventoryHeldUntil).toBeNull();
  });

  it("a late confirmation takes a lapsed hold's room again when it is still free, and leaves it when it was taken", async () => {
    const hotel = await hotelWithRoom(1);
    const res = await post(hotelRequest(hotel.id));
    const id = res.json.booking.id as string;
    await getDb().booking.update({ where: { id }, data: { inventoryHeldUntil: new Date(Date.now() - MINUTE) } });
    const late = await confirmBookingEmail(res.json.booking.reference, manageToken(id), emailConfirmToken(id));
    const row = await getDb().booking.findUniqueOrThrow({ where: { id } });
    expect(row.emailConfirmedAt).not.toBeNull();
    expect(row.inventoryHeld).toBe(true);
    expect((row.inventoryHeldUntil!.getTime() - row.createdAt.getTime()) / HOUR).toBeGreaterThan(23.9);
    expect(late.heldUntil?.getTime()).toBe(row.inventoryHeldUntil!.getTime());
    expect(
      (await getDb().inventoryNight.findMany({ where: { propertyKind: "hotel", propertyId: hotel.id } })).map(
        (n) => n.booked,
      ),
    ).toEqual([1, 1, 1]);

    // Another request whose short hold lapsed while someone else took the room: confirmed, not held.
    const other = await hotelWithRoom(1);
    const a = await post(hotelRequest(other.id));
    await getDb().booking.update({
      where: { id: a.json.booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - MINUTE) },
    });
    expect((await post(hotelRequest(other.id))).status).toBe(201);
    const refused = await confirmBookingEmail(
      a.json.booking.reference,
      manageToken(a.json.booking.id),
      emailConfirmToken(a.json.booking.id),
    );
    expect(refused.heldUntil).toBeNull();
    const aRow = await getDb().booking.findUniqueOrThrow({ where: { id: a.json.booking.id } });
    expect(aRow.emailConfirmedAt).not.toBeNull();
    expect(aRow.inventoryHeld).toBe(false);
    expect(aRow.status).toBe("pending");
    expect(
      (await getDb().inventoryNight.findMany({ where: { propertyKind: "hotel", propertyId: other.id } })).map(
        (n) => n.booked,
      ),
    ).toEqual([1, 1, 1]);
  });

  it("a verified account's request (the seeded customer's) holds for BOOKING_HOLD_HOURS at once, and its e-mail asks for no confirmation", async () => {
    const hotel = await hotelWithRoom();
    const { token } = (
      await call(login, "/api/auth/login", undefined, {
        method: "POST",
        body: { email: "customer@example.com", password: "customer12345" },
      })
    ).json;
    const res = await post(hotelRequest(hotel.id), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(201);
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect((row.inventoryHeldUntil!.getTime() - row.createdAt.getTime()) / HOUR).toBeGreaterThan(23.9);
    expect((await receivedVars(row.id)).confirmEmailLink).toBeUndefined();
    expect(row.emailConfirmedAt).not.toBeNull();
  });

  it("an account made with the request is not yet a confirmed address: a short hold, and the e-mail's confirmation link", async () => {
    const hotel = await hotelWithRoom();
    const res = await post(
      hotelRequest(hotel.id, {
        customerEmail: `new.account${++counter}@example.com`,
        createAccount: true,
        accountPassword: "secret123",
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.account.created).toBe(true);
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(row.userId).not.toBeNull();
    expect(row.emailConfirmedAt).toBeNull();
    expect((row.inventoryHeldUntil!.getTime() - row.createdAt.getTime()) / MINUTE).toBeLessThan(61);
    expect((await receivedVars(row.id)).confirmEmailLink).toContain(`confirm=${emailConfirmToken(row.id)}`);
  });

  it("guest houses too: a short hold for a guest, BOOKING_UNCONFIRMED_HOLD_MINUTES configurable", async () => {
    process.env.BOOKING_UNCONFIRMED_HOLD_MINUTES = "15";
    const house = await houseWithRoom({ label: "Hold", units: 3 });
    const res = await postGh(guestHouseBookingBody(house.id));
    expect(res.status).toBe(201);
    const row = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(Math.round((row.inventoryHeldUntil!.getTime() - row.createdAt.getTime()) / MINUTE)).toBe(15);
    await confirmBookingEmail(row.reference, manageToken(row.id), emailConfirmToken(row.id));
    const after = await getDb().guestHouseBooking.findUniqueOrThrow({ where: { id: row.id } });
    expect((after.inventoryHeldUntil!.getTime() - after.createdAt.getTime()) / HOUR).toBeGreaterThan(23.9);
  });
});

describe("caps on nights held at once", () => {
  it("one e-mail address: past BOOKING_MAX_HELD_NIGHTS_PER_EMAIL of confirmed requests its next request is refused with 409; bookings the admin confirmed do not count", async () => {
    process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL = "5";
    const hotel = await hotelWithRoom();
    const email = `hoarder${++counter}@example.com`;
    const first = await post(
      hotelRequest(hotel.id, { customerEmail: email, checkIn: inDays(10), checkOut: inDays(13) }),
    );
    expect(first.status).toBe(201);
    // Only requests whose address is confirmed count against this cap (issue 34).
    await confirmBookingEmail(
      first.json.booking.reference,
      manageToken(first.json.booking.id),
      emailConfirmToken(first.json.booking.id),
    );
    const second = await post(
      hotelRequest(hotel.id, { customerEmail: email.toUpperCase(), checkIn: inDays(20), checkOut: inDays(23) }),
    );
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ message: TOO_MANY_HELD_NIGHTS_EMAIL(5), reason: "too_many_held_nights" });
    expect(await getDb().booking.count({ where: { customerEmail: email } })).toBe(1);
    // Two nights still fit; another address is not affected.
    expect(
      (await post(hotelRequest(hotel.id, { customerEmail: email, checkIn: inDays(30), checkOut: inDays(32) }))).status,
    ).toBe(201);
    expect((await post(hotelRequest(hotel.id, { checkIn: inDays(20), checkOut: inDays(24) }))).status).toBe(201);
    // Once the admin confirms a request it no longer counts against the guest.
    await changeBookingStatus({ kind: "hotel", id: first.json.booking.id, status: "confirmed", changedByUserId: null });
    expect(
      (await post(hotelRequest(hotel.id, { customerEmail: email, checkIn: inDays(40), checkOut: inDays(43) }))).status,
    ).toBe(201);
  });

  it("one client address: past BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS its next request is refused with 429 and Retry-After, hotels and guest houses together", async () => {
    process.env.BOOKING_MAX_HELD_NIGHTS_PER_ADDRESS = "6";
    const hotel = await hotelWithRoom();
    const from = { "x-forwarded-for": "203.0.113.50" };
    expect((await post(hotelRequest(hotel.id, { checkIn: inDays(10), checkOut: inDays(14) }), from)).status).toBe(201);
    const refused = await post(hotelRequest(hotel.id, { checkIn: inDays(20), checkOut: inDays(23) }), from);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(TOO_MANY_HELD_NIGHTS_ADDRESS(6));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(60);
    expect((await post(hotelRequest(hotel.id, { checkIn: inDays(20), checkOut: inDays(22) }), from)).status).toBe(201);
    const house = await getDb().guestHouse.findFirstOrThrow({
      where: { isActive: true, type: "guest_house", minimumStay: 1 },
      orderBy: { id: "asc" },
    });
    const gh = await postGh(
      {
        tourismId: house.id,
        customerName: "House Guest",
        customerEmail: `addr${++counter}@example.com`,
        customerPhone: "+960 999 8888",
        agreeToTerms: true,
        checkInDate: inDays(50),
        checkOutDate: inDays(51),
        guests: 1,
        roomType: (house.roomTypes as { name: string }[])[0]!.name,
        mealPlan: (house.mealPlans as { name: string }[])[0]!.name,
      },
      from,
    );
    expect(gh.status).toBe(429);
    // Another address books freely.
    expect(
      (
        await post(hotelRequest(hotel.id, { checkIn: inDays(20), checkOut: inDays(23) }), {
          "x-forwarded-for": "198.51.100.20",
        })
      ).status,
    ).toBe(201);
    const stored = await getDb().booking.findFirstOrThrow({
      where: { hotelId: hotel.id, clientAddress: "203.0.113.50" },
    });
    expect(stored.clientAddress).toBe("203.0.113.50");
  });

  it("reads the nights one account, guest e-mail or client address holds through indexes, never by scanning every booking (each booking POST asks)", async () => {
    const db = getDb();
    const values = {
      account: "00000000-0000-4000-8000-000000000000",
      email: "someone@example.com",
      address: "203.0.113.9",
    } as const;
    for (const scope of ["account", "email", "address"] as const) {
      const plan = await db.$transaction(async (tx) => {
        // With sequential scans priced out, a plan without a usable index still scans: it shows no index.
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${HELD(scope)}`, values[scope]);
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
      const scans = plan.split("\n").filter((line) => /Scan/.test(line));
      expect(scans.length, plan).toBeGreaterThanOrEqual(2);
      for (const scan of scans) expect(scan, plan).toMatch(/Index|Bitmap/);
    }
  });

  it("concurrent requests of one e-mail never exceed the cap together", async () => {
    process.env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL = "6";
    const hotel = await hotelWithRoom(50);
    const email = `burst${++counter}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          hotelRequest(hotel.id, { customerEmail: email, checkIn: inDays(10 + i * 3), checkOut: inDays(12 + i * 3) }),
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(3);
  });
});

/** A new account (POST /api/auth/register) and its bearer headers; `verified` follows the e-mailed link first. */
async function account(label: string, { verified }: { verified: boolean }) {
  const email = `${label}${++counter}@example.com`;
  expect(
    (
      await call(register, "/api/auth/register", undefined, {
        method: "POST",
        body: { name: "Real Guest", email, password: "guest-pass-1" },
      })
    ).status,
  ).toBe(201);
  if (verified) {
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { toEmail: email, templateType: "emailVerification" },
    });
    const token = new URL(readQueuedVars(mail.payload)!.verifyLink!).searchParams.get("token");
    expect(
      (await call(verifyEmailRoute, "/api/auth/verify-email", undefined, { method: "POST", body: { token } })).status,
    ).toBe(200);
  }
  const { token } = (
    await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password: "guest-pass-1" } })
  ).json;
  return { email, headers: { authorization: `Bearer ${token}` } };
}

const heldHours = (row: { inventoryHeldUntil: Date | null; createdAt: Date }) =>
  (row.inventoryHeldUntil!.getTime() - row.createdAt.getTime()) / HOUR;

describe("accounts: verified or not, and counted apart from the e-mail (issue 34)", () => {
  it("a freshly registered account's request gets the short unverified hold and the e-mail's confirmation link; once verified, the full hold at once", async () => {
    const hotel = await hotelWithRoom(10);
    const fresh = await account("fresh", { verified: false });
    const res = await post(hotelRequest(hotel.id, { customerEmail: fresh.email }), fresh.headers);
    expect(res.status).toBe(201);
    const row = await getDb().booking.findUniqueOrThrow({ where: { id: res.json.booking.id } });
    expect(row.userId).not.toBeNull();
    expect(row.emailConfirmedAt).toBeNull();
    expect(heldHours(row) * 60).toBeLessThan(61);
    expect((await receivedVars(row.id)).confirmEmailLink).toContain(`confirm=${emailConfirmToken(row.id)}`);
    // Its booking's own confirmation link still extends that request's hold.
    await confirmBookingEmail(row.reference, manageToken(row.id), emailConfirmToken(row.id));
    expect(heldHours(await getDb().booking.findUniqueOrThrow({ where: { id: row.id } }))).toBeGreaterThan(23.9);

    // The same person after following the verification link: the full hold, no confirmation asked.
    const mail = await getDb().emailLog.findFirstOrThrow({
      where: { toEmail: fresh.email, templateType: "emailVerification" },
    });
    const token = new URL(readQueuedVars(mail.payload)!.verifyLink!).searchParams.get("token");
    expect(
      (await call(verifyEmailRoute, "/api/auth/verify-email", undefined, { method: "POST", body: { token } })).status,
    ).toBe(200);
    const after = await post(
      hotelRequest(hotel.id, { customerEmail: fresh.email, checkIn: inDays(30), checkOut: inDays(32) }),
      fresh.headers,
    );
    expect(after.status).toBe(201);
    const verifiedRow = await getDb().booking.findUniqueOrThrow({ where: { id: after.json.booking.id } });
    expect(heldHours(verifiedRow)).toBeGreaterThan(23.9);
    expect(verifiedRow.emailConfirmedAt).not.toBeNull();
    expect((await receivedVars(verifiedRow.id)).confirmEmailLink).toBeUndefined();
  });

  it("two 30-night requests a stranger makes with a guest's e-mail no longer stop that guest's signed-in or confirmed requests", async () => {
    const hotel = await hotelWithRoom(20);
    const victim = await account("victim", { verified: true });
    const stranger = { "x-forwarded-for": "198.51.100.66" };
    for (const start of [40, 80]) {
      expect(
        (
          await post(
            hotelRequest(hotel.id, {
              customerEmail: victim.email,
              checkIn: inDays(start),
              checkOut: inDays(start + 30),
            }),
            stranger,
          )
        ).status,
      ).toBe(201);
    }
    // The victim, signed in: the request counts against the account, which holds nothing yet.
    const signedIn = await post(
      hotelRequest(hotel.id, { customerEmail: victim.email, checkIn: inDays(120), checkOut: inDays(150) }),
      victim.headers,
    );
    expect(signedIn.status).toBe(201);
    expect(
      heldHours(await getDb().booking.findUniqueOrThrow({ where: { id: signedIn.json.booking.id } })),
    ).toBeGreaterThan(23.9);

    // A guest with a confirmed request: a stranger's unconfirmed ones do not count against the confirmed cap.
    const guest = `guest.victim${++counter}@example.com`;
    const own = await post(hotelRequest(hotel.id, { customerEmail: guest, checkIn: inDays(10), checkOut: inDays(30) }));
    await confirmBookingEmail(
      own.json.booking.reference,
      manageToken(own.json.booking.id),
      emailConfirmToken(own.json.booking.id),
    );
    expect(
      (
        await post(
          hotelRequest(hotel.id, { customerEmail: guest, checkIn: inDays(40), checkOut: inDays(70) }),
          stranger,
        )
      ).status,
    ).toBe(201);
    const next = await post(
      hotelRequest(hotel.id, { customerEmail: guest, checkIn: inDays(80), checkOut: inDays(105) }),
    );
    expect(next.status).toBe(201);
    // The unconfirmed ones have a cap of their own (60 nights): the third stranger's request past it is refused.
    const third = await post(
      hotelRequest(hotel.id, { customerEmail: guest, checkIn: inDays(110), checkOut: inDays(120) }),
      stranger,
    );
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({
      message: TOO_MANY_UNCONFIRMED_NIGHTS_EMAIL(60, 60),
      reason: "too_many_held_nights",
    });
  });

  it("a signed-in request counts against its account (BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT), never against the e-mail it names", async () => {
    process.env.BOOKING_MAX_HELD_NIGHTS_PER_ACCOUNT = "5";
    process.env.BOOKING_MAX_HELD_NIGHTS_PER_EMAIL = "5";
    process.env.BOOKING_MAX_UNCONFIRMED_NIGHTS_PER_EMAIL = "5";
    const hotel = await hotelWithRoom(10);
    const someone = await account("someone", { verified: true });
    const named = `named${++counter}@example.com`;
    expect(
      (
        await post(
          hotelRequest(hotel.id, { customerEmail: named, checkIn: inDays(10), checkOut: inDays(13) }),
          someone.headers,
        )
      ).status,
    ).toBe(201);
    const refused = await post(
      hotelRequest(hotel.id, { customerEmail: someone.email, checkIn: inDays(20), checkOut: inDays(23) }),
      someone.headers,
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: TOO_MANY_HELD_NIGHTS_ACCOUNT(5), reason: "too_many_held_nights" });
    // The e-mail that request named is free for its owner.
    expect(
      (await post(hotelRequest(hotel.id, { customerEmail: named, checkIn: inDays(20), checkOut: inDays(25) }))).status,
    ).toBe(201);
  });
});
