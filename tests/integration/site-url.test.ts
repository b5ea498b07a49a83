/**
 * Issue 34: the links the site e-mails use its one address setting — SITE_URL, else NEXTAUTH_URL
 * (what the deploy docs name) — never http://localhost:3000 when only NEXTAUTH_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postNewsletter } from "@/app/api/newsletter/route";
import { getDb } from "@/lib/server/db/client";
import { pauseEmailOutbox } from "@/lib/server/email/background";
import { call } from "../support/http";
import { firstHotel, hotelBookingBody } from "../support/bookings";

process.env.NEXTAUTH_SECRET = "integration-test-site-url";
delete process.env.SITE_URL;
process.env.NEXTAUTH_URL = "https://stays.example.org";

let resume: () => void;
// The e-mails stay queued (their links readable in the outbox rows) while these tests look.
beforeAll(() => {
  resume = pauseEmailOutbox();
});
afterAll(() => resume());

async function queued(to: string, templateType: "passwordReset" | "bookingReceived" | "newsletterConfirmation") {
  const row = await getDb().emailLog.findFirstOrThrow({
    where: { toEmail: to, templateType },
    orderBy: { createdAt: "desc" },
  });
  return row.payload as { vars?: Record<string, string>; html?: string; text?: string };
}

describe("with only NEXTAUTH_URL set, e-mailed links point at it", () => {
  it("the password-reset link", async () => {
    const email = `site.url.${Date.now()}@example.com`;
    expect(
      (
        await call(register, "/api/auth/register", undefined, {
          method: "POST",
          body: { name: "Site Url", email, password: "first-pass1" },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(forgotPassword, "/api/auth/forgot-password", undefined, { method: "POST", body: { email } })).status,
    ).toBe(200);
    const { vars } = await queued(email, "passwordReset");
    expect(vars?.resetLink).toMatch(/^https:\/\/stays\.example\.org\/reset-password\?token=[\w-]{40,}$/);
    expect(vars?.websiteUrl).toBe("https://stays.example.org");
  });

  it("a booking's manage and confirmation links", async () => {
    const { hotel, roomType } = await firstHotel();
    const email = `site.url.guest.${Date.now()}@example.com`;
    const res = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: hotelBookingBody(hotel.id, roomType, { customerEmail: email }),
    });
    expect(res.status).toBe(201);
    const { vars } = await queued(email, "bookingReceived");
    expect(vars?.manageLink).toBe(`https://stays.example.org${res.json.booking.manageUrl}`);
    expect(vars?.confirmEmailLink).toMatch(/^https:\/\/stays\.example\.org\//);
  });

  it("the newsletter's confirmation link", async () => {
    const email = `site.url.reader.${Date.now()}@example.com`;
    expect((await call(postNewsletter, "/api/newsletter", undefined, { method: "POST", body: { email } })).status).toBe(
      200,
    );
    const mail = await queued(email, "newsletterConfirmation");
    expect(JSON.stringify(mail)).toMatch(/https:\/\/stays\.example\.org\/newsletter\/confirm\?token=/);
    expect(JSON.stringify(mail)).not.toContain("localhost");
  });
});
