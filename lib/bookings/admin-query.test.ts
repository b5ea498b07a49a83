import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_STATE,
  adminExportQuery,
  adminListHref,
  groupStatuses,
  maxPage,
  parseAdminListState,
} from "./admin-query";

describe("the admin bookings pages' address state", () => {
  it("round-trips through the address, defaults left out", () => {
    const state = parseAdminListState({
      q: " lister ",
      status: "pending",
      payment: "paid",
      kind: "hotel",
      sort: "oldest",
      size: "50",
      page: "3",
      showActive: "24",
    });
    expect(state).toEqual({
      q: "lister",
      status: "pending",
      payment: "paid",
      kind: "hotel",
      sort: "oldest",
      page: 3,
      size: 50,
      show: { pending: 12, active: 24, cancelled: 12 },
    });
    const href = adminListHref("/bookings-old", state, { tab: "bookings", property: undefined });
    expect(href).toBe(
      "/bookings-old?tab=bookings&q=lister&status=pending&payment=paid&kind=hotel&sort=oldest&size=50&page=3&showActive=24",
    );
    expect(parseAdminListState(Object.fromEntries(new URL(href, "http://x").searchParams))).toEqual(state);
    expect(adminListHref("/bookings", DEFAULT_LIST_STATE)).toBe("/bookings");
  });

  it("bounds every value: unknown → default, numbers clamped, search cut to 100 characters", () => {
    const s = parseAdminListState({
      q: "y".repeat(500),
      status: "approved",
      page: "-3",
      size: "7",
      showPending: "1000000000000",
      showCancelled: "13",
    });
    expect(s.q).toHaveLength(100);
    expect(s.status).toBe("all");
    expect(s.page).toBe(1);
    expect(s.size).toBe(25);
    expect(s.show).toEqual({ pending: 12, active: 12, cancelled: 24 });
    expect(parseAdminListState({ page: "999999" }).page).toBe(maxPage(25));
    expect((maxPage(25) - 1) * 25).toBeLessThanOrEqual(100_000);
  });

  it("the export query uses the API's names and no page", () => {
    expect(
      adminExportQuery(parseAdminListState({ q: "a&b", payment: "refunded", kind: "guestHouse", page: "4" })),
    ).toBe("q=a%26b&paymentStatus=refunded&kind=guest_house");
  });

  it("a /bookings group's statuses under a status filter", () => {
    expect(groupStatuses("active", "all")).toEqual(["confirmed", "completed"]);
    expect(groupStatuses("active", "completed")).toEqual(["completed"]);
    expect(groupStatuses("pending", "cancelled")).toEqual([]);
  });
});
