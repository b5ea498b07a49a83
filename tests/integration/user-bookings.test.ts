import { describe, expect, it } from "vitest";

import { GET as userBookings } from "@/app/api/bookings/user/[userId]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { getDb } from "@/lib/server/db/client";
import { getManagedBooking } from "@/lib/server/bookings/manage-booking";
import { call } from "../support/http";

process.env.NEXTAUTH_SECRET = "integration-test-user-bookings";

async function tokenFor(email: string, password: string) {
  return (await call(login, "/api/auth/login", undefined, { method: "POST", body: { email, password } })).json
    .token as string;
}

describe("GET /api/bookings/user/{userId}", () => {
  it("the account itself sees its hotel and guest-house bookings, newest first, display fields only", async () => {
    const customer = await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
    const token = await tokenFor("customer@example.com", "customer12345");
    const res = await call(
      userBookings,
      `/api/bookings/user/${customer.id}`,
      { userId: customer.id },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const refs = (res.json as { reference: string }[]).map((b) => b.reference).sort();
    expect(refs).toEqual(["GH-DEMQA2", "GH-DEMQC4", "MV-DEMQA2", "MV-DEMQB3", "MV-DEMQD5"]);
    const created = (res.json as { createdAt: string }[]).map((b) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const booking of res.json as Record<string, unknown>[]) {
      expect(booking).not.toHaveProperty("customerPhone");
      expect(booking).not.toHaveProperty("specialRequests");
      expect(booking).not.toHaveProperty("userId");
      // The owner's own list carries each booking's signed manage link, and it opens that booking.
      const reference = booking.reference as string;
      expect(booking.manageUrl).toMatch(new RegExp(`^/booking/${reference}\\?token=[A-Za-z0-9_-]{32}$`));
      const token = new URL(booking.manageUrl as string, "http://x").searchParams.get("token");
      expect((await getManagedBooking(reference, token))?.booking.id).toBe(booking.id);
    }
  });

  it("an administrator may look; another customer gets 403; signed out gets 401", async () => {
    const customer = await getDb().user.findUniqueOrThrow({ where: { email: "customer@example.com" } });
    const path = `/api/bookings/user/${customer.id}`;
    const admin = await tokenFor("admin@example.com", "admin12345");
    const asAdmin = await call(
      userBookings,
      path,
      { userId: customer.id },
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json).toHaveLength(5);

    await call(register, "/api/auth/register", undefined, {
      method: "POST",
      body: { name: "Other One", email: "other@example.com", password: "secret123" },
    });
    const other = await tokenFor("other@example.com", "secret123");
    expect(
      (await call(userBookings, path, { userId: customer.id }, { headers: { authorization: `Bearer ${other}` } }))
        .status,
    ).toBe(403);
    expect((await call(userBookings, path, { userId: customer.id })).status).toBe(401);

    const malformed = await call(
      userBookings,
      "/api/bookings/user/nope",
      { userId: "nope" },
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(malformed.status).toBe(400);
  });
});
