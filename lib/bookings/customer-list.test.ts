import { describe, expect, it } from "vitest";
import type { BookingSummary } from "@/lib/types/bookings";
import {
  appendPage,
  guestView,
  lookupPagePath,
  newestFirst,
  nextPageHref,
  readBookingPage,
  showingText,
  totalFrom,
  userBookingsPath,
} from "./customer-list";

function booking(id: string, createdAt: string, extra: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id,
    reference: `MV-${id.slice(0, 6).toUpperCase()}`,
    kind: "hotel",
    propertyId: 1,
    propertyName: "Lagoon",
    location: null,
    checkIn: "2031-01-01",
    checkOut: "2031-01-03",
    nights: 2,
    guests: 2,
    adults: 2,
    children: 0,
    roomType: "Deluxe",
    totalPrice: 200,
    status: "pending",
    paymentStatus: "pending",
    createdAt,
    ...extra,
  } as BookingSummary;
}

const id = (n: number) => `${String(n).padStart(8, "0")}-0000-4000-8000-000000000000`;

describe("addresses", () => {
  it("asks the look-up and the account list for a page of 20", () => {
    expect(lookupPagePath(" a+b@example.com ")).toBe("/api/bookings/email/a%2Bb%40example.com?limit=20");
    expect(userBookingsPath("u-1")).toBe("/api/bookings/user/u-1?limit=20");
    expect(userBookingsPath("u-1", "abc_-")).toBe("/api/bookings/user/u-1?limit=20&cursor=abc_-");
  });

  it("follows only a same-site booking-list Link rel=next", () => {
    expect(nextPageHref('</api/bookings/email/a%40b.c?limit=20&cursor=xyz>; rel="next"')).toBe(
      "/api/bookings/email/a%40b.c?limit=20&cursor=xyz",
    );
    expect(
      nextPageHref(
        '</api/bookings/user/u1?limit=20&cursor=x>; rel="prev", </api/bookings/user/u1?limit=20&cursor=y>; rel="next"',
      ),
    ).toBe("/api/bookings/user/u1?limit=20&cursor=y");
    expect(nextPageHref(null)).toBeNull();
    expect(nextPageHref('</api/bookings/user/u1?limit=20>; rel="prev"')).toBeNull();
    expect(nextPageHref('<https://evil.example/api/bookings/user/u1?x=1>; rel="next"')).toBeNull();
    expect(nextPageHref('<//evil.example/api/bookings/user/u1?x=1>; rel="next"')).toBeNull();
    expect(nextPageHref('</api/admin/x?limit=1>; rel="next"')).toBeNull();
  });

  it("reads X-Total-Count", () => {
    expect(totalFrom("2140")).toBe(2140);
    expect(totalFrom(null)).toBeNull();
    expect(totalFrom("-1")).toBeNull();
    expect(totalFrom("lots")).toBeNull();
  });
});

describe("pages", () => {
  it("reads a reply as summaries, total and next", () => {
    const headers = new Headers({ "x-total-count": "3", link: '</api/bookings/user/u?limit=1&cursor=c>; rel="next"' });
    const page = readBookingPage([booking(id(1), "2030-01-01T00:00:00.000Z"), { nonsense: true }], headers);
    expect(page.items.map((b) => b.id)).toEqual([id(1)]);
    expect(page.total).toBe(3);
    expect(page.next).toBe("/api/bookings/user/u?limit=1&cursor=c");
  });

  it("appends a page, each booking once", () => {
    const a = booking(id(3), "2030-01-03T00:00:00.000Z");
    const b = booking(id(2), "2030-01-02T00:00:00.000Z");
    const c = booking(id(1), "2030-01-01T00:00:00.000Z");
    expect(appendPage([a, b], [b, c]).map((x) => x.id)).toEqual([id(3), id(2), id(1)]);
  });

  it("orders newest first, then by id descending, like the API", () => {
    const list = [
      booking(id(1), "2030-01-01T00:00:00.000Z"),
      booking(id(2), "2030-01-02T00:00:00.000Z"),
      booking(id(3), "2030-01-01T00:00:00.000Z"),
    ];
    expect([...list].sort(newestFirst).map((b) => b.id)).toEqual([id(2), id(3), id(1)]);
  });

  it("says how many of how many", () => {
    expect(showingText(20, 2140)).toBe("Showing 20 of 2,140 bookings");
    expect(showingText(1, 1)).toBe("Showing 1 of 1 booking");
  });
});

describe("guestView", () => {
  const loaded = [booking(id(9), "2030-01-09T00:00:00.000Z"), booking(id(8), "2030-01-08T00:00:00.000Z")];
  const madeHere = booking(id(50), "2030-01-08T12:00:00.000Z", { manageUrl: "/booking/MV-X?token=abcdefghijklmnop" });
  const olderKept = booking(id(2), "2030-01-02T00:00:00.000Z");

  it("shows kept bookings in order, but holds back those older than the last loaded while more pages remain", () => {
    expect(guestView(loaded, [madeHere, olderKept], false).map((b) => b.id)).toEqual([id(9), madeHere.id, id(8)]);
    expect(guestView(loaded, [madeHere, olderKept], true).map((b) => b.id)).toEqual([id(9), madeHere.id, id(8), id(2)]);
  });

  it("keeps a kept booking's manage link on its loaded twin, one entry per id", () => {
    const twin = { ...loaded[0]!, manageUrl: "/booking/MV-Y?token=abcdefghijklmnop" };
    const view = guestView(loaded, [twin], false);
    expect(view).toHaveLength(2);
    expect(view[0]!.manageUrl).toBe(twin.manageUrl);
  });

  it("shows every kept booking when nothing was loaded", () => {
    expect(guestView([], [olderKept, madeHere], false).map((b) => b.id)).toEqual([madeHere.id, id(2)]);
  });
});
