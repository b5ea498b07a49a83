/**
 * A customer's booking lists at scale (issue 19): the e-mail look-up and the account's list are
 * one bounded page, newest first across both tables, keyset-paged without gaps or repeats (ties on
 * createdAt included), with the total from SQL — and served by the owner indexes.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { GET as lookup } from "@/app/api/bookings/email/[email]/route";
import { GET as userBookings } from "@/app/api/bookings/user/[userId]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/server/db/client";
import { MemoryRateLimitStore, setRateLimitStore } from "@/lib/server/rate-limit";
import { pageCustomerBookings, pageKeysSql } from "@/lib/server/bookings/customer/list-customer-bookings";
import { encodeBookingCursor } from "@/lib/validation/customer-bookings";
import { DEFAULT_PAGE_SIZE } from "@/lib/validation/common";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-customer-bookings";

const MANY = "many.bookings@example.com";
const TIES = "tied.bookings@example.com";
const MANY_HOTEL = 2_000;
const MANY_HOUSE = 1_000;
const OTHERS = 20_000;

let manyUserId: string;
let manyToken: string;
let otherToken: string;
let hotelId: number;
let houseId: number;

type Key = { id: string; createdAt: string };
/** Newest first, id breaking ties (lower-case UUID text sorts like PostgreSQL's uuid order). */
const newestFirst = (a: Key, b: Key) =>
  a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

async function tokenFor(email: string, password: string) {
  return (await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } })).json
    .token as string;
}

/** Bulk bookings in one statement each (set-based, like a grown database). */
async function insertBookings(opts: {
  count: number;
  email: string;
  userId?: string | null;
  stamp: string;
  prefix: string;
  table: "Booking" | "GuestHouseBooking";
}) {
  const db = getDb();
  const status = `(ARRAY['pending','confirmed','cancelled','completed'])[1 + g % 4]::"BookingStatus"`;
  if (opts.table === "Booking") {
    await db.$executeRawUnsafe(
      `INSERT INTO "Booking" ("id","reference","hotelId","hotelName","userId","customerName","customerEmail","customerPhone","roomType","checkIn","checkOut","adults","nightlyRate","totalPrice","status","paymentStatus","createdAt","updatedAt")
       SELECT gen_random_uuid(), $1 || lpad(g::text, 7, '0'), $2::int, 'Scale Hotel', $3::uuid, 'Scale Guest', ${opts.email}, '+960 700 0000', 'Deluxe Room',
              date '2031-01-01' + (g % 300), date '2031-01-01' + (g % 300) + 2, 2, 100, 200, ${status}, 'pending', ${opts.stamp}, now()
       FROM generate_series(1, $4::int) AS g`,
      opts.prefix,
      hotelId,
      opts.userId ?? null,
      opts.count,
    );
  } else {
    await db.$executeRawUnsafe(
      `INSERT INTO "GuestHouseBooking" ("id","reference","guestHouseId","guestHouseTitle","userId","customerName","customerEmail","customerPhone","checkInDate","checkOutDate","guests","roomType","mealPlan","nightlyRate","totalPrice","status","paymentStatus","createdAt","updatedAt")
       SELECT gen_random_uuid(), $1 || lpad(g::text, 7, '0'), $2::int, 'Scale House', $3::uuid, 'Scale Guest', ${opts.email}, '+960 700 0000',
              date '2031-01-01' + (g % 300), date '2031-01-01' + (g % 300) + 3, 2, 'Standard Room', 'Room Only', 50, 150, ${status}, 'pending', ${opts.stamp}, now()
       FROM generate_series(1, $4::int) AS g`,
      opts.prefix,
      houseId,
      opts.userId ?? null,
      opts.count,
    );
  }
}

beforeAll(async () => {
  const db = getDb();
  hotelId = (await db.hotel.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  houseId = (await db.guestHouse.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  await call(register, "/api/auth/register", undefined, {
    method: "POST",
    body: { name: "Many Bookings", email: MANY, password: "secret123" },
  });
  await call(register, "/api/auth/register", undefined, {
    method: "POST",
    body: { name: "Someone Else", email: "someone.else@example.com", password: "secret123" },
  });
  manyUserId = (await db.user.findUniqueOrThrow({ where: { email: MANY } })).id;
  manyToken = await tokenFor(MANY, "secret123");
  otherToken = await tokenFor("someone.else@example.com", "secret123");

  // A grown database in proportion (one customer of many, like 20 000 of 1.2 million bookings):
  // one customer with 3 000 bookings over three years, pairs sharing a createdAt within a table
  // and across both, among 160 000 bookings of 20 000 other customers over the same years.
  const pair = `timestamptz '2030-01-01T00:00:00Z' - (g / 2) * interval '17 hours' - interval '1 millisecond'`;
  await insertBookings({
    table: "Booking",
    count: MANY_HOTEL,
    email: `'${MANY}'`,
    userId: manyUserId,
    stamp: pair,
    prefix: "MV-S",
  });
  await insertBookings({
    table: "GuestHouseBooking",
    count: MANY_HOUSE,
    email: `'${MANY}'`,
    userId: manyUserId,
    stamp: pair,
    prefix: "GH-S",
  });
  const spread = `timestamptz '2030-01-01T00:00:00Z' - g * interval '10 minutes'`;
  await insertBookings({
    table: "Booking",
    count: 130_000,
    email: `'other' || (g % ${OTHERS}) || '@example.com'`,
    stamp: spread,
    prefix: "MV-O",
  });
  await insertBookings({
    table: "GuestHouseBooking",
    count: 30_000,
    email: `'other' || (g % ${OTHERS}) || '@example.com'`,
    stamp: spread,
    prefix: "GH-O",
  });
  // 25 bookings on only three distinct instants, both kinds: the cursor must page through ties.
  const three = `timestamptz '2029-05-01T10:00:00Z' + (g % 3) * interval '1 millisecond'`;
  await insertBookings({ table: "Booking", count: 13, email: `'${TIES}'`, stamp: three, prefix: "MV-T" });
  await insertBookings({ table: "GuestHouseBooking", count: 12, email: `'${TIES}'`, stamp: three, prefix: "GH-T" });
  await db.$executeRawUnsafe(`ANALYZE "Booking"`);
  await db.$executeRawUnsafe(`ANALYZE "GuestHouseBooking"`);
  // 160 000 rows through the stats triggers: ~100-190 s on the embedded database here, over 300 s
  // while a build and the e2e suite shared the machine's two cores.
}, 600_000);

beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

async function allKeys(where: { customerEmail: string } | { userId: string }): Promise<Key[]> {
  const db = getDb();
  const select = { id: true, createdAt: true } as const;
  const rows = [
    ...(await db.booking.findMany({ where, select })),
    ...(await db.guestHouseBooking.findMany({ where, select })),
  ];
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString() })).sort(newestFirst);
}

let lookups = 0;
const byEmail = (email: string, query = "") =>
  call(
    lookup,
    `/api/bookings/email/${encodeURIComponent(email)}${query}`,
    { email },
    { headers: { "x-forwarded-for": `198.51.100.${++lookups % 250}` } },
  );
const byUser = (userId: string, query = "", token = manyToken) =>
  call(
    userBookings,
    `/api/bookings/user/${userId}${query}`,
    { userId },
    { headers: { authorization: `Bearer ${token}` } },
  );

/** The path and query of a reply's Link rel="next", or null. */
function nextLink(headers: Headers): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(headers.get("link") ?? "");
  return match ? match[1]! : null;
}

describe("a customer with 3 000 bookings", () => {
  it("the e-mail look-up without limit answers the newest 100, both kinds merged, display fields only, with the total and the next page", async () => {
    const res = await byEmail(MANY.toUpperCase());
    expect(res.status).toBe(200);
    const list = res.json as (Key & { kind: string; manageUrl?: string })[];
    expect(list).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(res.headers.get("x-total-count")).toBe(String(MANY_HOTEL + MANY_HOUSE));
    const expected = (await allKeys({ customerEmail: MANY })).slice(0, DEFAULT_PAGE_SIZE);
    expect(list.map((b) => b.id)).toEqual(expected.map((k) => k.id));
    expect(new Set(list.map((b) => b.kind))).toEqual(new Set(["hotel", "guest_house"]));
    for (const b of list) {
      expect(b).not.toHaveProperty("manageUrl");
      expect(b).not.toHaveProperty("customerPhone");
    }
    const next = nextLink(res.headers);
    expect(next).toMatch(/^\/api\/bookings\/email\/MANY\.BOOKINGS%40EXAMPLE\.COM\?limit=100&cursor=[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(res.json).length).toBeLessThan(60_000);
  });

  it('pages through every booking by following Link rel="next": newest first, no repeats, no gaps', async () => {
    const expected = await allKeys({ customerEmail: MANY });
    expect(expected).toHaveLength(MANY_HOTEL + MANY_HOUSE);
    const seen: string[] = [];
    let path: string | null = `/api/bookings/email/${encodeURIComponent(MANY)}?limit=500`;
    let pages = 0;
    while (path) {
      const res = await call(
        lookup,
        path,
        { email: MANY },
        { headers: { "x-forwarded-for": `198.51.100.${++lookups % 250}` } },
      );
      expect(res.status).toBe(200);
      expect((res.json as unknown[]).length).toBeLessThanOrEqual(500);
      expect(res.headers.get("x-total-count")).toBe(String(expected.length));
      seen.push(...(res.json as Key[]).map((b) => b.id));
      path = nextLink(res.headers);
      pages++;
    }
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected.map((k) => k.id));
  });

  it("the account's list pages the same way, with the owner's manage links, and offset gives the same rows", async () => {
    const expected = await allKeys({ userId: manyUserId });
    const first = await byUser(manyUserId, "?limit=50");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe(String(MANY_HOTEL + MANY_HOUSE));
    expect((first.json as Key[]).map((b) => b.id)).toEqual(expected.slice(0, 50).map((k) => k.id));
    for (const b of first.json as { reference: string; manageUrl: string }[])
      expect(b.manageUrl).toMatch(new RegExp(`^/booking/${b.reference}\\?token=`));
    const next = nextLink(first.headers)!;
    expect(next).toMatch(/\?limit=50&cursor=/);
    const second = await call(
      userBookings,
      next,
      { userId: manyUserId },
      { headers: { authorization: `Bearer ${manyToken}` } },
    );
    expect((second.json as Key[]).map((b) => b.id)).toEqual(expected.slice(50, 100).map((k) => k.id));

    const byOffset = await byUser(manyUserId, "?limit=500&offset=1999");
    expect((byOffset.json as Key[]).map((b) => b.id)).toEqual(expected.slice(1999, 2499).map((k) => k.id));
    // Its next page continues by cursor from the last row shown.
    const after = await call(
      userBookings,
      nextLink(byOffset.headers)!,
      { userId: manyUserId },
      { headers: { authorization: `Bearer ${manyToken}` } },
    );
    expect((after.json as Key[]).map((b) => b.id)).toEqual(expected.slice(2499, 2999).map((k) => k.id));
  });

  it("the last page has no Link; an offset past the end answers an empty page with the total", async () => {
    const last = await byUser(manyUserId, `?limit=500&offset=${MANY_HOTEL + MANY_HOUSE - 10}`);
    expect(last.json).toHaveLength(10);
    expect(last.headers.get("link")).toBeNull();
    const beyond = await byUser(manyUserId, "?offset=100000");
    expect(beyond.status).toBe(200);
    expect(beyond.json).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe(String(MANY_HOTEL + MANY_HOUSE));
  });

  it("another customer may not read it (403 before the query is even read); signed out is 401", async () => {
    expect((await byUser(manyUserId, "", otherToken)).status).toBe(403);
    expect((await byUser(manyUserId, "?limit=99999", otherToken)).status).toBe(403);
    expect((await call(userBookings, `/api/bookings/user/${manyUserId}`, { userId: manyUserId })).status).toBe(401);
  });
});

describe("ties on createdAt", () => {
  it("a cursor pages through bookings sharing an instant, across both tables, exactly once each", async () => {
    const expected = await allKeys({ customerEmail: TIES });
    expect(expected).toHaveLength(25);
    expect(new Set(expected.map((k) => k.createdAt)).size).toBe(3);
    for (const limit of [1, 4, 7, 25, 26]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await pageCustomerBookings(
          { customerEmail: TIES },
          { limit, cursor: cursor ? decode(cursor) : undefined },
        );
        expect(page.total).toBe(25);
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((b) => b.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages, `limit ${limit}`).toBe(Math.max(1, Math.ceil(25 / limit)));
      expect(seen, `limit ${limit}`).toEqual(expected.map((k) => k.id));
    }
  });

  it("a cursor from the middle of a tie starts right after that booking", async () => {
    const expected = await allKeys({ customerEmail: TIES });
    const at = expected[11]!;
    const page = await pageCustomerBookings(
      { customerEmail: TIES },
      { limit: 5, cursor: { createdAt: new Date(at.createdAt), id: at.id } },
    );
    expect(page.items.map((b) => b.id)).toEqual(expected.slice(12, 17).map((k) => k.id));
    const res = await byEmail(
      TIES,
      `?limit=5&cursor=${encodeBookingCursor({ createdAt: new Date(at.createdAt), id: at.id })}`,
    );
    expect((res.json as Key[]).map((b) => b.id)).toEqual(expected.slice(12, 17).map((k) => k.id));
  });
});

function decode(cursor: string) {
  const plain = Buffer.from(cursor, "base64url").toString("utf8");
  const [ms, id] = plain.split(".");
  return { createdAt: new Date(Number(ms)), id: id! };
}

describe("bad paging input → the contract's 400, never a 500 or an unbounded read", () => {
  const bad = [
    "?limit=0",
    "?limit=501",
    "?limit=-5",
    "?limit=abc",
    "?limit=1.5",
    "?offset=-1",
    "?offset=100001",
    "?offset=x",
    "?cursor=",
    "?cursor=not-a-cursor",
    `?cursor=${"A".repeat(500)}`,
    `?cursor=${Buffer.from("123.abc").toString("base64url")}`,
    `?cursor=${Buffer.from("1893456000000.00000000-0000-0000-0000-00000000000g").toString("base64url")}`,
    `?cursor=${Buffer.from("99999999999999.11111111-1111-1111-1111-111111111111").toString("base64url")}`,
    `?cursor=${encodeBookingCursor({ createdAt: new Date("2030-01-01T00:00:00Z"), id: "11111111-1111-1111-1111-111111111111" })}&offset=5`,
  ];
  it.each(bad)("e-mail look-up %s", async (query) => {
    const res = await byEmail(MANY, query);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
  it.each(bad)("account list %s", async (query) => {
    const res = await byUser(manyUserId, query);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
  });
  it("a valid cursor past every booking answers an empty page", async () => {
    const res = await byEmail(
      MANY,
      `?cursor=${encodeBookingCursor({ createdAt: new Date("2001-01-01T00:00:00Z"), id: "00000000-0000-0000-0000-000000000000" })}`,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers.get("link")).toBeNull();
  });
});

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Plan Rows"?: number;
  Plans?: PlanNode[];
  parent?: string;
};
/** Every node of a plan, each with its parent's node type. */
function nodes(plan: PlanNode, parent?: string): PlanNode[] {
  return [{ ...plan, parent }, ...(plan.Plans ?? []).flatMap((child) => nodes(child, plan["Node Type"]))];
}

async function explain(sql: string, params: unknown[]): Promise<PlanNode> {
  const rows = await getDb().$queryRawUnsafe<{ "QUERY PLAN": unknown }[]>(`EXPLAIN (FORMAT JSON) ${sql}`, ...params);
  const raw = rows[0]!["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

describe("query plans at 163 000 bookings (no planner switches: the plain plan after ANALYZE)", () => {
  // In the middle of the big customer's bookings: thousands are older.
  const cursor = ["2029-01-01T00:00:00.000Z", "88888888-8888-4888-8888-888888888888"];
  const cases: [string, "customerEmail" | "userId", boolean, () => unknown][] = [
    ["e-mail, first page", "customerEmail", false, () => MANY],
    ["e-mail, after a cursor", "customerEmail", true, () => MANY],
    ["account, first page", "userId", false, () => manyUserId],
    ["account, after a cursor", "userId", true, () => manyUserId],
  ];
  it.each(cases)(
    "%s reads at most a page from each table, in order, from its (owner, createdAt, id) index",
    async (_name, column, afterCursor, owner) => {
      const params: unknown[] = [owner(), 101, 101, 0, ...(afterCursor ? cursor : [])];
      const plan = await explain(pageKeysSql(column, afterCursor), params);
      const all = nodes(plan);
      const text = JSON.stringify(plan);
      expect(
        all.filter((n) => n["Node Type"] === "Seq Scan"),
        text,
      ).toEqual([]);
      for (const table of ["Booking", "GuestHouseBooking"]) {
        const index = `${table}_${column}_createdAt_id_idx`;
        const scans = all.filter((n) => n["Relation Name"] === table || n["Index Name"] === index);
        const ordered = scans.filter((n) => /^Index (Only )?Scan$/.test(n["Node Type"]));
        if (ordered.length) {
          expect(ordered.length, text).toBe(1);
          expect(ordered[0]!["Index Name"], text).toBe(index);
          // Straight under a Limit: the ordered index range stops after a page (no sort of the owner's whole list).
          expect(ordered[0]!.parent, text).toBe("Limit");
        } else {
          // A table where the owner has fewer rows past the cursor than a page: the planner may read
          // them through the same index as a bitmap and sort them; it must expect no more than a page.
          const bitmap = scans.find((n) => n["Node Type"] === "Bitmap Index Scan");
          expect(bitmap?.["Index Name"], text).toBe(index);
          expect(bitmap!["Plan Rows"] ?? Infinity, text).toBeLessThanOrEqual(101);
        }
      }
    },
  );

  it.each([["customerEmail"], ["userId"]] as const)(
    "the total by %s counts through the owner index",
    async (column) => {
      const value = column === "userId" ? manyUserId : MANY;
      for (const table of ["Booking", "GuestHouseBooking"]) {
        const plan = await explain(
          `SELECT count(*) FROM "${table}" WHERE "${column}" = $1${column === "userId" ? "::uuid" : ""}`,
          [value],
        );
        const scans = nodes(plan).filter((n) => n["Relation Name"] === table);
        expect(
          scans.map((n) => n["Node Type"]),
          JSON.stringify(plan),
        ).toEqual([expect.stringMatching(/^(Index Only Scan|Index Scan|Bitmap Heap Scan)$/)]);
      }
    },
  );
});
