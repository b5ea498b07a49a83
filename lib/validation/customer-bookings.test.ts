import { describe, expect, it } from "vitest";
import { customerBookingsQuery, decodeBookingCursor, encodeBookingCursor } from "./customer-bookings";

const ID = "0f9d4c1e-8a2b-4c3d-9e8f-112233445566";

describe("booking cursor", () => {
  it("round-trips a position and is opaque (base64url)", () => {
    const cursor = encodeBookingCursor({ createdAt: new Date("2030-05-06T07:08:09.123Z"), id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(ID);
    expect(decodeBookingCursor(cursor)).toEqual({ createdAt: new Date("2030-05-06T07:08:09.123Z"), id: ID });
  });

  it.each([
    "",
    "not a cursor",
    "A".repeat(81),
    Buffer.from(`1893456000000.${ID.toUpperCase()}`).toString("base64url"),
    Buffer.from(`1893456000000.${ID}x`).toString("base64url"),
    Buffer.from(`99999999999999.${ID}`).toString("base64url"),
    Buffer.from(`12.${ID}`).toString("base64url"),
    Buffer.from(`01893456000000.${ID}`).toString("base64url"),
    `${encodeBookingCursor({ createdAt: new Date("2030-01-01T00:00:00Z"), id: ID })}=`,
  ])("refuses %j", (text) => {
    expect(decodeBookingCursor(text)).toBeNull();
  });
});

describe("customerBookingsQuery", () => {
  it("accepts limit, offset or cursor, and decodes the cursor", () => {
    expect(customerBookingsQuery.parse({})).toEqual({});
    expect(customerBookingsQuery.parse({ limit: "20", offset: "40" })).toEqual({ limit: 20, offset: 40 });
    const cursor = encodeBookingCursor({ createdAt: new Date("2030-01-01T00:00:00Z"), id: ID });
    expect(customerBookingsQuery.parse({ limit: "20", cursor })).toEqual({
      limit: 20,
      cursor: { createdAt: new Date("2030-01-01T00:00:00Z"), id: ID },
    });
  });

  it.each([{ limit: "0" }, { limit: "501" }, { offset: "-1" }, { offset: "100001" }, { cursor: "zz!" }])(
    "refuses %j",
    (query) => {
      expect(customerBookingsQuery.safeParse(query).success).toBe(false);
    },
  );

  it("refuses a cursor with an offset", () => {
    const cursor = encodeBookingCursor({ createdAt: new Date("2030-01-01T00:00:00Z"), id: ID });
    const result = customerBookingsQuery.safeParse({ cursor, offset: "5" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Use either cursor or offset, not both.");
  });
});
