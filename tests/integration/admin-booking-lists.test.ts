import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";

import { GET as listBookings } from "@/app/api/bookings/route";
import { GET as listGuestHouseBookings } from "@/app/api/local-tourism/bookings/route";
import { GET as exportBookings } from "@/app/api/bookings/export/route";
import { GET as listEmailLogs } from "@/app/api/email/logs/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/server/db/client";
import { searchAdminBookings, countSearchMatches } from "@/lib/server/bookings/admin/search-admin-bookings";
import {
  adminBookingStats,
  bookingStatsMatrix,
  cellsMatching,
  countOf,
} from "@/lib/server/bookings/admin/booking-stats";
import { exportAdminBookingBatches } from "@/lib/server/bookings/admin/export-bookings";
import { loadBookingManagement, loadBookingsManagement } from "@/lib/server/bookings/admin/admin-pages";
import { DEFAULT_LIST_STATE, parseAdminListState } from "@/lib/bookings/admin-query";
import type { AdminBooking, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-admin-booking-lists";

let admin: Record<string, string>;
let customer: Record<string, string>;

const STATUSES: BookingStatus[] = ["pending", "confirmed", "cancelled", "completed"];
const PAYMENTS: PaymentStatus[] = ["pending", "paid", "failed", "refunded"];
/** The test's bookings: 30 hotel and 20 guest-house ones, all named "Zephyrine …", newest of all, interleaved in time. */
const HOTELS = 30;
const HOUSES = 20;
const base = Date.now() + 86_400_000;

interface Made {
  id: string;
  kind: "hotel" | "guest_house";
  reference: string;
  createdAt: Date;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  totalPrice: number;
}
const made: Made[] = [];

function withoutKeys<T extends Record<string, unknown>>(row: T) {
  const copy: Record<string, unknown> = { ...row };
  for (const key of ["id", "reference", "idempotencyKey", "createdAt", "updatedAt", "inventoryKey"]) delete copy[key];
  return { ...copy, inventoryUnits: 0, inventoryHeld: false, inventoryHeldUntil: null, inventoryReleasedAt: null };
}

beforeAll(async () => {
  const signIn = async (email: string, password: string) => {
    const res = await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } });
    expect(res.status).toBe(200);
    return `Bearer ${(res.json as { token: string }).token}`;
  };
  admin = { authorization: await signIn("admin@example.com", "admin12345") };
  customer = { authorization: await signIn("customer@example.com", "customer12345") };

  const db = getDb();
  const hotelRow = withoutKeys(await db.booking.findFirstOrThrow({ where: { reference: "MV-DEMQA2" } })) as Parameters<
    typeof db.booking.create
  >[0]["data"];
  const houseRow = withoutKeys(
    await db.guestHouseBooking.findFirstOrThrow({ where: { reference: "GH-DEMQA2" } }),
  ) as Parameters<typeof db.guestHouseBooking.create>[0]["data"];
  for (let i = 0; i < HOTELS + HOUSES; i++) {
    // Hotels at even seconds, guest houses at odd ones until those run out: the merge interleaves them.
    const n = made.length;
    const hotel = n >= HOUSES * 2 || n % 2 === 0;
    const status = STATUSES[n % 4]!;
    const paymentStatus = PAYMENTS[(n >> 2) % 4]!;
    const createdAt = new Date(base + n * 1000);
    const totalPrice = 100 + n;
    const name = n === 7 ? 'Zephyrine, "Quoted"\nNewline' : n === 8 ? "=Zephyrine+formula" : `Zephyrine Guest ${n}`;
    const number = String(n).padStart(4, "0");
    const fields = {
      customerName: name,
      customerEmail: `zl${n}@lists.example`,
      status,
      paymentStatus,
      createdAt,
      totalPrice,
      nightlyRate: totalPrice,
    };
    if (hotel) {
      const row = await db.booking.create({ data: { ...hotelRow, reference: `MV-ZL${number}`, ...fields } });
      made.push({ id: row.id, kind: "hotel", reference: row.reference, createdAt, status, paymentStatus, totalPrice });
    } else {
      const row = await db.guestHouseBooking.create({ data: { ...houseRow, reference: `GH-ZL${number}`, ...fields } });
      made.push({
        id: row.id,
        kind: "guest_house",
        reference: row.reference,
        createdAt,
        status,
        paymentStatus,
        totalPrice,
      });
    }
  }
  // Two more with LIKE's special characters in the name.
  await db.booking.create({
    data: {
      ...hotelRow,
      reference: "MV-ZLPCT1",
      customerName: "Percent 100%_off",
      customerEmail: "pct@lists.example",
      createdAt: new Date(base - 5000),
    },
  });
  await db.booking.create({
    data: {
      ...hotelRow,
      reference: "MV-ZLPCT2",
      customerName: "Percent 100 xoff",
      customerEmail: "pct2@lists.example",
      createdAt: new Date(base - 6000),
    },
  });
});

/** The test's bookings in the list's order (newest first, ties by id). */
const newestFirst = (list: Made[]) =>
  [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
const refs = (list: { reference: string }[]) => list.map((b) => b.reference);

describe("searchAdminBookings: search, filters, sort and pages in SQL over both kinds", () => {
  it("merges hotel and guest-house bookings newest first; pages join up exactly, whatever the page size", async () => {
    const expected = refs(newestFirst(made));
    for (const limit of [1, 7, 50]) {
      const seen: string[] = [];
      for (let offset = 0; offset < made.length; offset += limit) {
        const page = await searchAdminBookings({ q: "zephyrine", limit, offset });
        expect(page.total).toBe(made.length);
        expect(page.capped).toBe(false);
        seen.push(...refs(page.items));
      }
      expect(seen).toEqual(expected);
    }
    const first = await searchAdminBookings({ q: "zephyrine", limit: 10, offset: 12 });
    expect(new Set(first.items.map((b) => b.kind))).toEqual(new Set(["hotel", "guest_house"]));
  });

  it("sort=oldest reverses the order", async () => {
    const page = await searchAdminBookings({ q: "zephyrine", sort: "oldest", limit: 50 });
    expect(refs(page.items)).toEqual(refs(newestFirst(made)).reverse());
  });

  it("searches reference, name, e-mail and property name, case-insensitively, as substrings", async () => {
    const one = made[13]!;
    expect(refs((await searchAdminBookings({ q: one.reference.toLowerCase(), limit: 10 })).items)).toEqual([
      one.reference,
    ]);
    expect(refs((await searchAdminBookings({ q: "ZL13@LISTS", limit: 10 })).items)).toEqual([one.reference]);
    expect((await searchAdminBookings({ q: "ZEPHYRINE GUEST 4", limit: 50 })).total).toBe(
      made.filter((_, n) => n !== 7 && n !== 8 && String(n).startsWith("4")).length,
    );
    const hotelName = (await getDb().booking.findFirstOrThrow({ where: { reference: "MV-DEMQA2" } })).hotelName;
    const byProperty = await searchAdminBookings({
      q: hotelName.slice(1, -1).toUpperCase(),
      kind: "hotel",
      limit: 500,
    });
    expect(byProperty.total).toBe(
      await getDb().booking.count({ where: { hotelName: { contains: hotelName.slice(1, -1), mode: "insensitive" } } }),
    );
    expect(
      byProperty.items.every(
        (b) =>
          b.propertyName === hotelName || b.propertyName.toLowerCase().includes(hotelName.slice(1, -1).toLowerCase()),
      ),
    ).toBe(true);
  });

  it("treats %, _ and \\ in the search text as themselves", async () => {
    expect(refs((await searchAdminBookings({ q: "100%_off", limit: 10 })).items)).toEqual(["MV-ZLPCT1"]);
    expect(refs((await searchAdminBookings({ q: "100%", limit: 10 })).items)).toEqual(["MV-ZLPCT1"]);
    expect((await searchAdminBookings({ q: "100_", limit: 10 })).items).toHaveLength(0);
    expect((await searchAdminBookings({ q: "%", limit: 10 })).items.map((b) => b.reference)).toEqual(["MV-ZLPCT1"]);
    expect((await searchAdminBookings({ q: "\\", limit: 10 })).items).toHaveLength(0);
  });

  it("filters by status (one or several), payment status and kind; totals count every match", async () => {
    for (const status of STATUSES) {
      for (const paymentStatus of [undefined, ...PAYMENTS]) {
        for (const kind of [undefined, "hotel", "guest_house"] as const) {
          const want = newestFirst(
            made.filter(
              (m) =>
                m.status === status &&
                (!paymentStatus || m.paymentStatus === paymentStatus) &&
                (!kind || m.kind === kind),
            ),
          );
          const page = await searchAdminBookings({ q: "zephyrine", status, paymentStatus, kind, limit: 50 });
          expect(refs(page.items), `${status}/${paymentStatus}/${kind}`).toEqual(refs(want));
          expect(page.total).toBe(want.length);
        }
      }
    }
    const active = await searchAdminBookings({ q: "zephyrine", status: ["confirmed", "completed"], limit: 50 });
    expect(refs(active.items)).toEqual(
      refs(newestFirst(made.filter((m) => m.status === "confirmed" || m.status === "completed"))),
    );
    expect((await searchAdminBookings({ status: [], limit: 5 })).items).toEqual([]);
  });

  it("totals without search come from the aggregates and equal the database's counts", async () => {
    const db = getDb();
    const cells = await bookingStatsMatrix();
    expect(countOf(cells)).toBe((await db.booking.count()) + (await db.guestHouseBooking.count()));
    for (const status of STATUSES) {
      const page = await searchAdminBookings({ status, limit: 3 });
      expect(page.total).toBe(
        (await db.booking.count({ where: { status } })) + (await db.guestHouseBooking.count({ where: { status } })),
      );
      expect(countOf(cellsMatching(cells, { status, kind: "hotel", paymentStatus: "paid" }))).toBe(
        await db.booking.count({ where: { status, paymentStatus: "paid" } }),
      );
    }
    expect((await countSearchMatches({ q: "zephyrine" })).total).toBe(made.length);
  });
});

describe("the stat cards", () => {
  it("count every booking by status; revenue sums confirmed and completed, exactly", async () => {
    const db = getDb();
    const stats = await adminBookingStats();
    const all = [
      ...(await db.booking.findMany({ select: { status: true, totalPrice: true } })),
      ...(await db.guestHouseBooking.findMany({ select: { status: true, totalPrice: true } })),
    ];
    expect(stats.total).toBe(all.length);
    for (const s of STATUSES) expect(stats[s]).toBe(all.filter((b) => b.status === s).length);
    const cents = all
      .filter((b) => b.status === "confirmed" || b.status === "completed")
      .reduce((n, b) => n + Math.round(Number(b.totalPrice) * 100), 0);
    expect(stats.revenue).toBe(cents / 100);
  });
});

describe("the pages' data", () => {
  it("/bookings: per group the newest of the group, as many as the address asks, with the group's total", async () => {
    const state = parseAdminListState({ q: "zephyrine", showActive: "24" });
    const data = await loadBookingsManagement(state);
    const group = (statuses: BookingStatus[]) => newestFirst(made.filter((m) => statuses.includes(m.status)));
    expect(refs(data.groups.pending!.items)).toEqual(refs(group(["pending"]).slice(0, 12)));
    expect(data.groups.pending!.total).toBe(group(["pending"]).length);
    expect(refs(data.groups.active!.items)).toEqual(refs(group(["confirmed", "completed"]).slice(0, 24)));
    expect(refs(data.groups.cancelled!.items)).toEqual(refs(group(["cancelled"]).slice(0, 12)));
    const onlyCancelled = await loadBookingsManagement(parseAdminListState({ status: "cancelled" }));
    expect(onlyCancelled.groups.pending).toBeNull();
    expect(onlyCancelled.groups.active).toBeNull();
    expect(onlyCancelled.groups.cancelled!.items.every((b) => b.status === "cancelled")).toBe(true);
  });

  it("/bookings-old: one page of the table, the 5 newest, and e-mail counts only for the page", async () => {
    const data = await loadBookingManagement(parseAdminListState({ q: "zephyrine", page: "2", size: "25" }));
    expect(refs(data.page.items)).toEqual(refs(newestFirst(made).slice(25, 50)));
    expect(data.page.total).toBe(made.length);
    expect(data.recent).toHaveLength(5);
    expect(refs(data.recent)).toEqual(refs(newestFirst(made).slice(0, 5)));
    expect(data.emails.recent.length).toBeLessThanOrEqual(50);
  });

  it("the address state is bounded: bad or huge values fall back or are clamped", () => {
    const s = parseAdminListState({
      q: "x".repeat(10_000),
      status: "nope",
      payment: ["paid", "failed"],
      kind: "guestHouse",
      sort: "price",
      page: "99999999",
      size: "1000",
      showPending: "-5",
      showActive: "100000",
    });
    expect(s.q).toHaveLength(100);
    expect(s).toMatchObject({
      status: "all",
      payment: "paid",
      kind: "guest_house",
      sort: "newest",
      size: 25,
      page: 4001,
    });
    expect(s.show).toEqual({ pending: 12, active: 120, cancelled: 12 });
    expect(parseAdminListState({})).toEqual(DEFAULT_LIST_STATE);
  });
});

describe("GET /api/bookings and /api/local-tourism/bookings: bounded, filtered, paged", () => {
  const get = (query: string, headers = admin) => call(listBookings, `/api/bookings${query}`, undefined, { headers });

  it("applies q, status, paymentStatus, kind and sort; X-Total-Count and a Link to the next page that keeps the filters", async () => {
    const res = await get("?q=Zephyrine&limit=10");
    expect(res.status).toBe(200);
    expect(refs(res.json)).toEqual(refs(newestFirst(made).slice(0, 10)));
    expect(res.headers.get("x-total-count")).toBe(String(made.length));
    expect(res.headers.get("link")).toBe('</api/bookings?q=Zephyrine&limit=10&offset=10>; rel="next"');
    const last = await get("?q=Zephyrine&limit=10&offset=40");
    expect(last.headers.get("link")).toBeNull();

    const filtered = await get("?q=zephyrine&status=confirmed&paymentStatus=paid&kind=guestHouse&sort=oldest");
    const want = [
      ...newestFirst(
        made.filter((m) => m.status === "confirmed" && m.paymentStatus === "paid" && m.kind === "guest_house"),
      ),
    ].reverse();
    expect(refs(filtered.json)).toEqual(refs(want));
    expect(filtered.headers.get("x-total-count")).toBe(String(want.length));
    expect((await get("?status=all&paymentStatus=all&kind=all")).status).toBe(200);

    const gh = await call(listGuestHouseBookings, "/api/local-tourism/bookings?q=zephyrine&status=pending", undefined, {
      headers: admin,
    });
    expect(refs(gh.json)).toEqual(
      refs(newestFirst(made.filter((m) => m.kind === "guest_house" && m.status === "pending"))),
    );
  });

  it("answers 400 with the contract's message for bad values, never a 500", async () => {
    const cases: [string, string][] = [
      [`?q=${"x".repeat(10_000)}`, "q must be at most 100 characters."],
      [`?q=${"x".repeat(101)}`, "q must be at most 100 characters."],
      ["?status=approved", "status must be one of pending, confirmed, cancelled, completed."],
      ["?paymentStatus=unpaid", "paymentStatus must be one of pending, paid, failed, refunded."],
      ["?kind=villa", "kind must be hotel or guestHouse."],
      ["?sort=price", "sort must be one of newest, oldest."],
      ["?limit=-1", "limit must be at least 1."],
      ["?limit=100000", "limit must be at most 500."],
      ["?offset=abc", "offset must be a number."],
      ["?offset=100001", "offset must be at most 100000."],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.json.message, query).toBe(message);
    }
    // A search of spaces only is no search.
    expect((await get("?q=%20%20&limit=1")).headers.get("x-total-count")).toBe(
      String(countOf(await bookingStatsMatrix())),
    );
  });

  it("is for administrators only", async () => {
    expect((await get("", {})).status).toBe(401);
    expect((await get("", customer)).status).toBe(403);
    expect((await call(exportBookings, "/api/bookings/export", undefined, { headers: customer })).status).toBe(403);
  });
});

async function exportCsv(query: string) {
  const request = new NextRequest(new URL(`/api/bookings/export${query}`, "http://localhost:3000"), { headers: admin });
  const response = await exportBookings(request, { params: Promise.resolve({}) });
  return { response, text: await response.text() };
}

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("CSV export", () => {
  it("streams every matching booking once, in the list's order, as a download; cells escaped and formula-safe", async () => {
    const { response, text } = await exportCsv("?q=zephyrine");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(text);
    expect(rows[0]!.slice(0, 5)).toEqual(["Reference", "Type", "Property", "Guest", "Email"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(refs(newestFirst(made)));
    const quoted = rows.find((r) => r[0] === made[7]!.reference)!;
    expect(quoted[3]).toBe('Zephyrine, "Quoted"\nNewline');
    const formula = rows.find((r) => r[0] === made[8]!.reference)!;
    expect(formula[3]).toBe("'=Zephyrine+formula");
    expect(text).toContain(`"Zephyrine, ""Quoted""\nNewline"`);

    const filtered = parseCsv((await exportCsv("?q=zephyrine&status=cancelled&kind=hotel&sort=oldest")).text);
    expect(filtered.slice(1).map((r) => r[0])).toEqual(
      refs(newestFirst(made.filter((m) => m.status === "cancelled" && m.kind === "hotel"))).reverse(),
    );
    const status = filtered[0]!.indexOf("Status");
    expect(filtered.slice(1).every((r) => r[status] === "cancelled" && r[1] === "Hotel")).toBe(true);
    expect((await exportCsv("?status=nope")).response.status).toBe(400);
  });

  it("reads in keyset batches of at most the batch size that join up to the whole list", async () => {
    for (const batchSize of [1, 7, 49, 50, 51]) {
      const batches: AdminBooking[][] = [];
      for await (const batch of exportAdminBookingBatches({ q: "zephyrine", batchSize })) batches.push(batch);
      expect(batches.every((b) => b.length <= batchSize && b.length > 0)).toBe(true);
      expect(batches).toHaveLength(Math.ceil(made.length / batchSize));
      expect(refs(batches.flat())).toEqual(refs(newestFirst(made)));
    }
  });
});

describe("GET /api/email/logs: bounded, newest first, filtered by status", () => {
  it("pages with X-Total-Count and Link; status filter; 400 for bad values", async () => {
    const db = getDb();
    const at = Date.now() + 2 * 86_400_000;
    await db.emailLog.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        toEmail: `log${i}@lists.example`,
        subject: `Log ${i}`,
        status: i % 3 === 0 ? ("failed" as const) : ("sent" as const),
        createdAt: new Date(at + i * 1000),
      })),
    });
    const res = await call(listEmailLogs, "/api/email/logs?limit=5", undefined, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.json.map((l: { subject: string }) => l.subject)).toEqual([
      "Log 11",
      "Log 10",
      "Log 9",
      "Log 8",
      "Log 7",
    ]);
    expect(res.headers.get("x-total-count")).toBe(String(await db.emailLog.count()));
    expect(res.headers.get("link")).toBe('</api/email/logs?limit=5&offset=5>; rel="next"');
    const failed = await call(listEmailLogs, "/api/email/logs?status=failed&limit=3", undefined, { headers: admin });
    expect(failed.json.map((l: { subject: string }) => l.subject)).toEqual(["Log 9", "Log 6", "Log 3"]);
    expect(failed.headers.get("x-total-count")).toBe(String(await db.emailLog.count({ where: { status: "failed" } })));
    const all = await call(listEmailLogs, "/api/email/logs", undefined, { headers: admin });
    expect(all.json.length).toBe(Math.min(100, await db.emailLog.count()));
    for (const q of ["status=bounced", "limit=0", "limit=501", "offset=-1"]) {
      expect((await call(listEmailLogs, `/api/email/logs?${q}`, undefined, { headers: admin })).status, q).toBe(400);
    }
  });
});
