import { describe, expect, it } from "vitest";

import { getDb } from "@/lib/server/db/client";
import { GONE_MEANWHILE, toErrorResponse } from "@/lib/server/http/respond";
import { isForeignKeyViolation } from "@/lib/server/db/errors";

// What the database itself refuses reaches the client as the contract's error, never a 500: a
// write that names a row deleted a moment before (a promotion or hotel removed between a booking's
// read and its insert) fails the foreign key, and that is a 409 like any other conflict.

async function caught(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
}

describe("database refusals", () => {
  it("a booking naming a promotion that no longer exists: foreign key → 409, nothing written", async () => {
    const db = getDb();
    const before = await db.booking.count();
    const error = await caught(() =>
      db.booking.create({
        data: {
          reference: "LS-FKTEST",
          hotelName: "Gone Hotel",
          promotionId: 987_654,
          customerName: "Race Guest",
          customerEmail: "race@example.com",
          customerPhone: "+960 777 0000",
          roomType: "Deluxe Room",
          checkIn: new Date("2027-01-10T00:00:00Z"),
          checkOut: new Date("2027-01-12T00:00:00Z"),
          adults: 2,
          children: 0,
          nightlyRate: "100.00",
          totalPrice: "200.00",
        },
      }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    const res = toErrorResponse(error);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error).toBe(body.message);
    expect(body.error).toBe(GONE_MEANWHILE);
    expect(await db.booking.count()).toBe(before);
  });

  it("other errors are not taken for one", () => {
    expect(isForeignKeyViolation(new Error("boom"))).toBe(false);
    expect(isForeignKeyViolation({ code: "P2002" })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});
