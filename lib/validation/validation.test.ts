import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";
import { newsletterSchema } from "./newsletter";
import { bookingLookupEmailSchema } from "./bookings";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("contact message schema", () => {
  it("accepts a proper message and trims it", () => {
    const r = contactMessageSchema.parse({ name: " Ana ", email: " ana@example.com ", subject: "booking-assistance", message: "Do you have rooms in May?" });
    expect(r).toEqual({ name: "Ana", email: "ana@example.com", phone: "", subject: "booking-assistance", message: "Do you have rooms in May?" });
  });
  it("says the spec's messages", () => {
    const r = contactMessageSchema.safeParse({ name: "A", email: "nope", subject: "", message: "short" });
    expect(messages(r)).toEqual(["Please enter your name", "Please enter a valid email address", "Please select a subject", "Please enter a message (minimum 10 characters)"]);
  });
});

describe("newsletter schema", () => {
  it("needs a valid address", () => {
    expect(newsletterSchema.safeParse({ email: "x@y.io" }).success).toBe(true);
    expect(messages(newsletterSchema.safeParse({ email: "x@" }))).toEqual(["Please enter a valid email address"]);
  });
});

describe("booking look-up e-mail schema", () => {
  it("trims and lower-cases a valid address", () => {
    expect(bookingLookupEmailSchema.parse("  Sofia.Rossi@Example.COM ")).toBe("sofia.rossi@example.com");
    expect(bookingLookupEmailSchema.parse("a+tag@sub.example.org")).toBe("a+tag@sub.example.org");
  });
  it("says what is wrong: empty, malformed, too long, not a string", () => {
    expect(messages(bookingLookupEmailSchema.safeParse("   "))).toEqual(["Please enter your email address to track your bookings."]);
    for (const bad of ["nope", "x@", "@example.com", "a b@example.com", "a@b"]) {
      expect(messages(bookingLookupEmailSchema.safeParse(bad))).toEqual(["Please enter a valid email address"]);
    }
    expect(messages(bookingLookupEmailSchema.safeParse(`${"a".repeat(250)}@example.com`))).toEqual(["Please enter a valid email address"]);
    expect(messages(bookingLookupEmailSchema.safeParse(42))).toEqual(["Please enter a valid email address"]);
  });
});
