import { beforeAll, describe, expect, it } from "vitest";

import { GET as listBookings } from "@/app/api/bookings/route";
import { PUT as putStatus } from "@/app/api/bookings/[id]/status/route";
import { GET as listGuestHouseBookings } from "@/app/api/local-tourism/bookings/route";
import { PUT as putGuestHouseStatus } from "@/app/api/local-tourism/bookings/[id]/status/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/server/db/client";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import type { BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-admin-bookings";

let admin: Record<string, string>;
let customer: Record<string, string>;
let adminId: string;

beforeAll(async () => {
  const signIn = async (email: string, password: string) => {
    const res = await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } });
    expect(res.status).toBe(200);
    return res.json as { token: string; user: { id: string } };
  };
  const a = await signIn("admin@example.com", "admin12345");
  const c = await signIn("customer@example.com", "customer12345");
  admin = { authorization: `Bearer ${a.token}` };
  customer = { authorization: `Bearer ${c.token}` };
  adminId = a.user.id;
});

let counter = 0;
const newRef = (prefix: "MV" | "GH") => `${prefix}-T${String(++counter).padStart(5, "0")}`;

/** A row's fields without its identity, key and timestamps, to create a copy from. */
function withoutKeys<
  T extends { id: string; reference: string; idempotencyKey: string | null; createdAt: Date; updatedAt: Date },
>(row: T) {
  const copy: Partial<T> = { ...row };
  for (const key of ["id", "reference", "idempotencyKey", "createdAt", "updatedAt"] as const) delete copy[key];
  // A clone is sold under its kind's default terms (no snapshot), like a booking made before they were stored.
  Object.assign(copy, {
    cancellationTerms: undefined,
    nightLines: undefined,
    taxLines: undefined,
    ratePlan: undefined,
  });
  // A clone holds no room (it was never booked through the inventory): confirming it takes one.
  Object.assign(copy, {
    inventoryKey: null,
    inventoryUnits: 0,
    inventoryHeld: false,
    inventoryHeldUntil: null,
    inventoryReleasedAt: null,
  });
  return copy as Omit<
    T,
    | "id"
    | "reference"
    | "idempotencyKey"
    | "createdAt"
    | "updatedAt"
    | "cancellationTerms"
    | "nightLines"
    | "taxLines"
    | "ratePlan"
  >;
}

/** A fresh hotel booking in the given statuses, cloned from a demo booking. */
async function hotelBooking(status: BookingStatus = "pending", paymentStatus: PaymentStatus = "pending") {
  const db = getDb();
  const rest = withoutKeys(await db.booking.findFirstOrThrow({ where: { reference: "MV-DEMQA2" } }));
  return db.booking.create({ data: { ...rest, reference: newRef("MV"), status, paymentStatus } });
}

async function guestHouseBooking(status: BookingStatus = "pending", paymentStatus: PaymentStatus = "pending") {
  const db = getDb();
  const rest = withoutKeys(await db.guestHouseBooking.findFirstOrThrow({ where: { reference: "GH-DEMQA2" } }));
  return db.guestHouseBooking.create({ data: { ...rest, reference: newRef("GH"), status, paymentStatus } });
}

const put = (id: string, body: unknown, headers = admin) =>
  call(putStatus, `/api/bookings/${id}/status`, { id }, { method: "PUT", body, headers });
const putGh = (id: string, body: unknown, headers = admin) =>
  call(putGuestHouseStatus, `/api/local-tourism/bookings/${id}/status`, { id }, { method: "PUT", body, headers });

describe("GET /api/bookings (admin)", () => {
  it("lists hotel and guest-house bookings together, newest first, with every field (the first 100 without limit)", async () => {
    const res = await call(listBookings, "/api/bookings", undefined, { headers: admin });
    expect(res.status).toBe(200);
    const list = res.json as { kind: string; createdAt: string; reference: string }[];
    const db = getDb();
    const total = (await db.booking.count()) + (await db.guestHouseBooking.count());
    expect(list).toHaveLength(Math.min(total, 100));
    expect(res.headers.get("x-total-count")).toBe(String(total));
    expect(new Set(list.map((b) => b.kind))).toEqual(new Set(["hotel", "guest_house"]));
    const stamps = list.map((b) => b.createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const hotel = list.find((b) => b.reference === "MV-DEMQB3");
    expect(hotel).toMatchObject({
      kind: "hotel",
      customerName: expect.any(String),
      customerEmail: expect.any(String),
      customerPhone: expect.any(String),
      hotelName: expect.any(String),
      propertyName: expect.any(String),
      checkIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      totalPrice: expect.any(Number),
      status: "confirmed",
      paymentStatus: "paid",
    });
    const gh = list.find((b) => b.reference === "GH-DEMQB3");
    expect(gh).toMatchObject({
      kind: "guest_house",
      tourismId: expect.any(Number),
      checkIn: expect.any(String),
      checkInDate: expect.any(String),
    });
  });

  it("filters by kind (hotel, guestHouse) and refuses an unknown kind", async () => {
    const hotels = await call(listBookings, "/api/bookings?kind=hotel", undefined, { headers: admin });
    expect(hotels.status).toBe(200);
    expect(hotels.json.length).toBe(Math.min(100, await getDb().booking.count()));
    expect(hotels.headers.get("x-total-count")).toBe(String(await getDb().booking.count()));
    expect(hotels.json.every((b: { kind: string }) => b.kind === "hotel")).toBe(true);
    const gh = await call(listBookings, "/api/bookings?kind=guestHouse", undefined, { headers: admin });
    expect(gh.json.length).toBe(Math.min(100, await getDb().guestHouseBooking.count()));
    expect(gh.json.every((b: { kind: string }) => b.kind === "guest_house")).toBe(true);
    const bad = await call(listBookings, "/api/bookings?kind=villa", undefined, { headers: admin });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      error: "kind must be hotel or guestHouse.",
      message: "kind must be hotel or guestHouse.",
    });
  });

  it("pages with limit and offset, the total in X-Total-Count, pages joining up to the whole list", async () => {
    const whole = (await call(listBookings, "/api/bookings", undefined, { headers: admin })).json as { id: string }[];
    const first = await call(listBookings, "/api/bookings?limit=3", undefined, { headers: admin });
    const second = await call(listBookings, "/api/bookings?limit=3&offset=3", undefined, { headers: admin });
    expect(first.headers.get("x-total-count")).toBe(
      String((await getDb().booking.count()) + (await getDb().guestHouseBooking.count())),
    );
    expect([...first.json, ...second.json].map((b: { id: string }) => b.id)).toEqual(
      whole.slice(0, 6).map((b) => b.id),
    );
    const hotelsPage = await call(listBookings, "/api/bookings?kind=hotel&limit=2&offset=1", undefined, {
      headers: admin,
    });
    const hotels = (await call(listBookings, "/api/bookings?kind=hotel", undefined, { headers: admin })).json as {
      id: string;
    }[];
    expect(hotelsPage.json.map((b: { id: string }) => b.id)).toEqual(hotels.slice(1, 3).map((b) => b.id));
    expect(hotelsPage.headers.get("x-total-count")).toBe(String(await getDb().booking.count()));
    for (const q of ["limit=0", "limit=abc", "offset=-1", "limit=501"]) {
      expect((await call(listBookings, `/api/bookings?${q}`, undefined, { headers: admin })).status, q).toBe(400);
    }
  });

  it("is for administrators only: 401 anonymous, 403 customer", async () => {
    expect((await call(listBookings, "/api/bookings")).status).toBe(401);
    expect((await call(listBookings, "/api/bookings", undefined, { headers: customer })).status).toBe(403);
    expect((await call(listGuestHouseBookings, "/api/local-tourism/bookings")).status).toBe(401);
    expect(
      (await call(listGuestHouseBookings, "/api/local-tourism/bookings", undefined, { headers: customer })).status,
    ).toBe(403);
  });
});

describe("GET /api/local-tourism/bookings (admin)", () => {
  it("lists guest-house bookings only, pageable", async () => {
    const res = await call(listGuestHouseBookings, "/api/local-tourism/bookings", undefined, { headers: admin });
    expect(res.status).toBe(200);
    const count = await getDb().guestHouseBooking.count();
    expect(res.json.length).toBe(Math.min(100, count));
    expect(res.json.every((b: { kind: string }) => b.kind === "guest_house")).toBe(true);
    const page = await call(listGuestHouseBookings, "/api/local-tourism/bookings?limit=2", undefined, {
      headers: admin,
    });
    expect(page.json).toHaveLength(2);
    expect(page.headers.get("x-total-count")).toBe(String(count));
    expect(page.headers.get("link")).toBe('</api/local-tourism/bookings?limit=2&offset=2>; rel="next"');
    expect(
      (await call(listGuestHouseBookings, "/api/local-tourism/bookings?kind=hotel", undefined, { headers: admin }))
        .status,
    ).toBe(400);
  });
});

describe("PUT /api/bookings/{id}/status", () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ["pending", "confirmed"],
    ["pending", "cancelled"],
    ["confirmed", "completed"],
    ["confirmed", "cancelled"],
  ];
  for (const [from, to] of allowed) {
    it(`moves ${from} → ${to}, replies {booking, bookings} and writes an audit row`, async () => {
      const row = await hotelBooking(from);
      const res = await put(row.id, { status: to });
      expect(res.status).toBe(200);
      expect(res.json.booking).toMatchObject({ id: row.id, kind: "hotel", status: to, paymentStatus: "pending" });
      expect(res.json.bookings.find((b: { id: string }) => b.id === row.id)).toMatchObject({ status: to });
      // The first page of the admin list (the newest 100), not the whole list.
      expect(res.json.bookings.length).toBe(
        Math.min(100, (await getDb().booking.count()) + (await getDb().guestHouseBooking.count())),
      );
      expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(to);
      const audit = await getDb().bookingStatusChange.findMany({ where: { bookingId: row.id } });
      expect(audit).toEqual([
        expect.objectContaining({
          bookingKind: "hotel",
          field: "status",
          fromValue: from,
          toValue: to,
          changedByUserId: adminId,
          source: "admin",
        }),
      ]);
      expect(audit[0]!.changedAt).toBeInstanceOf(Date);
    });
  }

  const statuses: BookingStatus[] = ["pending", "confirmed", "cancelled", "completed"];
  const refused = statuses.flatMap((from) =>
    statuses.filter((to) => !allowed.some(([f, t]) => f === from && t === to)).map((to) => [from, to] as const),
  );
  it(`refuses every other move with 409 and changes nothing (${refused.length} moves)`, async () => {
    for (const [from, to] of refused) {
      const row = await hotelBooking(from);
      const res = await put(row.id, { status: to });
      expect(res.status, `${from} → ${to}`).toBe(409);
      expect(res.json.error).toBe(res.json.message);
      expect(res.json.message).toMatch(from === to ? /already/ : /cannot/);
      expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(from);
      expect(await getDb().bookingStatusChange.count({ where: { bookingId: row.id } })).toBe(0);
    }
  });

  it("changes the payment status alone, or with the status, one audit row per field", async () => {
    const row = await hotelBooking("pending", "pending");
    const paid = await put(row.id, { paymentStatus: "paid" });
    expect(paid.status).toBe(200);
    expect(paid.json.booking).toMatchObject({ status: "pending", paymentStatus: "paid" });
    const both = await put(row.id, { status: "confirmed", paymentStatus: "refunded" });
    expect(both.json.booking).toMatchObject({ status: "confirmed", paymentStatus: "refunded" });
    const audit = await getDb().bookingStatusChange.findMany({
      where: { bookingId: row.id },
      orderBy: [{ changedAt: "asc" }, { field: "asc" }],
    });
    expect(audit.map((a) => `${a.field}:${a.fromValue}→${a.toValue}`).sort()).toEqual(
      ["paymentStatus:pending→paid", "paymentStatus:paid→refunded", "status:pending→confirmed"].sort(),
    );
    // The same payment status again changes nothing and writes nothing.
    const same = await put(row.id, { paymentStatus: "refunded" });
    expect(same.status).toBe(200);
    expect(await getDb().bookingStatusChange.count({ where: { bookingId: row.id } })).toBe(3);
  });

  it("a refused status move does not apply the payment status sent with it", async () => {
    const row = await hotelBooking("cancelled", "pending");
    const res = await put(row.id, { status: "confirmed", paymentStatus: "paid" });
    expect(res.status).toBe(409);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).paymentStatus).toBe("pending");
  });

  it("answers 400 for unknown values, an empty body, bad JSON or a malformed id", async () => {
    const row = await hotelBooking();
    for (const body of [{ status: "approved" }, { paymentStatus: "unpaid" }, {}, { status: 1 }, []]) {
      const res = await put(row.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const unknown = await put(row.id, { status: "approved" });
    expect(unknown.json.message).toBe("Status must be one of pending, confirmed, cancelled, completed.");
    const badJson = await call(
      putStatus,
      `/api/bookings/${row.id}/status`,
      { id: row.id },
      {
        method: "PUT",
        headers: { ...admin, "content-type": "application/json" },
      },
    );
    expect(badJson.status).toBe(400);
    expect((await put("not-a-uuid", { status: "confirmed" })).status).toBe(400);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
  });

  it("answers 404 for an unknown id", async () => {
    const res = await put("00000000-0000-4000-8000-000000000000", { status: "confirmed" });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Booking not found.");
  });

  it("is for administrators only: 401 anonymous, 403 customer, nothing changed", async () => {
    const row = await hotelBooking();
    expect((await put(row.id, { status: "confirmed" }, {})).status).toBe(401);
    expect((await put(row.id, { status: "confirmed" }, customer)).status).toBe(403);
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");
  });

  it("changes a guest-house booking too (the admin list holds both kinds)", async () => {
    const row = await guestHouseBooking("pending");
    const res = await put(row.id, { status: "confirmed" });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({ id: row.id, kind: "guest_house", status: "confirmed" });
    expect(await getDb().bookingStatusChange.findFirst({ where: { bookingId: row.id } })).toMatchObject({
      bookingKind: "guest_house",
    });
  });

  it("of two concurrent confirm / cancel of one pending booking (as the page sends them), exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const row = await hotelBooking("pending");
      const results = await Promise.all([
        put(row.id, { status: "confirmed", expectedStatus: "pending" }),
        put(row.id, { status: "cancelled", expectedStatus: "pending" }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200)!.json.booking.status;
      expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(winner);
      const audit = await getDb().bookingStatusChange.findMany({ where: { bookingId: row.id } });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ fromValue: "pending", toValue: winner });
    }
  });

  it("of two concurrent confirms, exactly one wins; the other hears it is already confirmed", async () => {
    const row = await hotelBooking("pending");
    const results = await Promise.all([put(row.id, { status: "confirmed" }), put(row.id, { status: "confirmed" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // Serialised (PGlite) the loser reads "confirmed"; interleaved (PostgreSQL) its conditional update finds no row.
    expect(results.find((r) => r.status === 409)!.json.message).toMatch(
      /^(The booking is already confirmed\.|The booking was changed by someone else)/,
    );
    expect(await getDb().bookingStatusChange.count({ where: { bookingId: row.id } })).toBe(1);
  });

  it("refuses a change whose expectedStatus is out of date (409, current status in the reply)", async () => {
    const row = await hotelBooking("confirmed");
    const res = await put(row.id, { status: "cancelled", expectedStatus: "pending" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ currentStatus: "confirmed" });
    expect((await getDb().booking.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("confirmed");
  });

  it("the domain function reports what the booking was before (for the e-mail hook)", async () => {
    const row = await hotelBooking("pending", "failed");
    const result = await changeBookingStatus({ id: row.id, status: "confirmed", changedByUserId: adminId });
    expect(result.previous).toEqual({ status: "pending", paymentStatus: "failed" });
    expect(result.booking).toMatchObject({ status: "confirmed", paymentStatus: "failed" });
    expect(result.changes).toEqual([{ field: "status", from: "pending", to: "confirmed" }]);
  });
});

describe("PUT /api/local-tourism/bookings/{id}/status", () => {
  it("moves a guest-house booking, replies {booking, bookings} with the guest-house list", async () => {
    const row = await guestHouseBooking("confirmed", "pending");
    const res = await putGh(row.id, { status: "completed", paymentStatus: "paid" });
    expect(res.status).toBe(200);
    expect(res.json.booking).toMatchObject({ id: row.id, status: "completed", paymentStatus: "paid" });
    expect(res.json.bookings.every((b: { kind: string }) => b.kind === "guest_house")).toBe(true);
    expect(await getDb().bookingStatusChange.count({ where: { bookingId: row.id } })).toBe(2);
  });

  it("refuses moves the rules forbid (409), unknown values (400), hotel or unknown ids (404), non-admins", async () => {
    const row = await guestHouseBooking("completed");
    expect((await putGh(row.id, { status: "pending" })).status).toBe(409);
    expect((await putGh(row.id, { status: "done" })).status).toBe(400);
    const hotel = await hotelBooking();
    expect((await putGh(hotel.id, { status: "confirmed" })).status).toBe(404);
    expect((await putGh(row.id, { status: "cancelled" }, {})).status).toBe(401);
    expect((await putGh(row.id, { status: "cancelled" }, customer)).status).toBe(403);
  });

  it("of two concurrent changes, exactly one wins", async () => {
    const row = await guestHouseBooking("pending");
    const results = await Promise.all([
      putGh(row.id, { status: "cancelled", expectedStatus: "pending" }),
      putGh(row.id, { status: "confirmed", expectedStatus: "pending" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().bookingStatusChange.count({ where: { bookingId: row.id } })).toBe(1);
  });
});

describe("bookingEmailActivity (the Booking Management page's e-mail figures)", () => {
  it("counts sent and failed e-mails per booking of both kinds, lists the 50 newest and each booking's history", async () => {
    const { bookingEmailActivity } = await import("@/lib/server/bookings/booking-email-activity");
    const db = getDb();
    const hotel = await hotelBooking();
    const gh = await guestHouseBooking();
    const base = Date.now();
    const at = (i: number) => new Date(base + i * 1000);
    await db.emailLog.createMany({
      data: [
        {
          toEmail: "a@example.com",
          subject: "Booking Confirmed - #1",
          templateType: "bookingConfirmed",
          status: "sent",
          bookingId: hotel.id,
          createdAt: at(1),
        },
        {
          toEmail: "a@example.com",
          subject: "Payment Required",
          templateType: "paymentRequest",
          status: "failed",
          errorMessage: "SMTP down",
          bookingId: hotel.id,
          createdAt: at(2),
        },
        {
          toEmail: "a@example.com",
          subject: "Payment Required",
          templateType: "paymentRequest",
          status: "sent",
          bookingId: hotel.id,
          createdAt: at(3),
        },
        {
          toEmail: "b@example.com",
          subject: "Booking Cancelled",
          templateType: "bookingCancelled",
          status: "sent",
          guestHouseBookingId: gh.id,
          createdAt: at(4),
        },
        {
          toEmail: "c@example.com",
          subject: "Welcome",
          templateType: "welcomeEmail",
          status: "pending",
          createdAt: at(5),
        },
        ...Array.from({ length: 55 }, (_, i) => ({
          toEmail: "d@example.com",
          subject: `Old ${i}`,
          status: "sent" as const,
          createdAt: new Date(base - 86_400_000 - i * 1000),
        })),
      ],
    });
    const other = await hotelBooking();
    await db.emailLog.create({
      data: {
        toEmail: "o@example.com",
        subject: "Other",
        status: "sent",
        bookingId: other.id,
        createdAt: new Date(base - 5000),
      },
    });
    const sentBefore = await db.emailLog.count({ where: { status: "sent" } });
    const activity = await bookingEmailActivity([
      { id: hotel.id, kind: "hotel" },
      { id: gh.id, kind: "guest_house" },
    ]);
    // Counts and history only for the bookings asked about (the page's); totals of every e-mail.
    expect(activity.counts[other.id]).toBeUndefined();
    expect(activity.history[other.id]).toBeUndefined();
    expect(activity.totals.sent).toBe(sentBefore);
    expect(activity.totals.failed).toBe(await db.emailLog.count({ where: { status: "failed" } }));
    expect(activity.counts[hotel.id]).toEqual({ sent: 2, failed: 1 });
    expect(activity.counts[gh.id]).toEqual({ sent: 1, failed: 0 });
    expect(activity.recent).toHaveLength(50);
    expect(activity.recent[0]).toMatchObject({ subject: "Welcome", status: "pending", bookingId: null });
    expect(activity.recent[1]).toMatchObject({ bookingId: gh.id, templateType: "bookingCancelled" });
    expect(activity.history[hotel.id]!.map((l) => l.status)).toEqual(["sent", "failed", "sent"]);
    expect(activity.history[hotel.id]![1]).toMatchObject({ errorMessage: "SMTP down" });
  });
});
