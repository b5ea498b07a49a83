import { describe, expect, it } from "vitest";
import { adminBookingListQuery, emailLogListQuery } from "./admin-bookings";

describe("adminBookingListQuery", () => {
  it("reads the filters and the page", () => {
    expect(
      adminBookingListQuery.parse({
        q: "  Reef ",
        status: "pending",
        paymentStatus: "paid",
        kind: "guestHouse",
        sort: "oldest",
        limit: "10",
        offset: "20",
      }),
    ).toEqual({
      q: "Reef",
      status: "pending",
      paymentStatus: "paid",
      kind: "guest_house",
      sort: "oldest",
      limit: 10,
      offset: 20,
    });
    expect(adminBookingListQuery.parse({ q: "   ", status: "all", paymentStatus: "all", kind: "all" })).toEqual({
      q: undefined,
      status: undefined,
      paymentStatus: undefined,
      kind: undefined,
    });
  });

  it("refuses bad values with the contract's messages", () => {
    const message = (input: Record<string, string>) => adminBookingListQuery.safeParse(input).error?.issues[0]?.message;
    expect(message({ q: "q".repeat(101) })).toBe("q must be at most 100 characters.");
    expect(message({ q: "q".repeat(10_000) })).toBe("q must be at most 100 characters.");
    expect(message({ status: "approved" })).toBe("status must be one of pending, confirmed, cancelled, completed.");
    expect(message({ kind: "villa" })).toBe("kind must be hotel or guestHouse.");
    expect(message({ sort: "price" })).toBe("sort must be one of newest, oldest.");
    expect(message({ limit: "501" })).toBe("limit must be at most 500.");
    expect(emailLogListQuery.safeParse({ status: "bounced" }).error?.issues[0]?.message).toBe(
      "status must be one of sent, failed, pending, test.",
    );
  });
});
