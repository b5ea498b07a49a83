import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";
import { newsletterSchema } from "./newsletter";
import { bookingLookupEmailSchema } from "./bookings";
import { availabilityQuerySchema } from "./availability";
import { addDays, todayYmd } from "@/lib/pricing/dates";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("contact message schema", () => {
  it("accepts a proper message and trims it", () => {
    const r = contactMessageSchema.parse({
      name: " Ana ",
      email: " ana@example.com ",
      subject: "booking-assistance",
      message: "Do you have rooms in May?",
    });
    expect(r).toEqual({
      name: "Ana",
      email: "ana@example.com",
      phone: "",
      subject: "booking-assistance",
      message: "Do you have rooms in May?",
    });
  });
  it("says the spec's messages", () => {
    const r = contactMessageSchema.safeParse({ name: "A", email: "nope", subject: "", message: "short" });
    expect(messages(r)).toEqual([
      "Please enter your name",
      "Please enter a valid email address",
      "Please select a subject",
      "Please enter a message (minimum 10 characters)",
    ]);
  });
});

describe("contact message schema, names", () => {
  it("strips Unicode format characters from the name as the booking names do (issue 34)", () => {
    const r = contactMessageSchema.parse({
      name: "\u202eAna\u200b \u2066Lee\u2069\ufeff",
      email: "ana@example.com",
      subject: "feedback",
      message: "Lovely stay, thank you!",
    });
    expect(r.name).toBe("Ana Lee");
    expect(
      messages(
        contactMessageSchema.safeParse({
          name: "A\u200b\u200b\u200b",
          email: "ana@example.com",
          subject: "feedback",
          message: "Lovely stay, thank you!",
        }),
      ),
    ).toEqual(["Please enter your name"]);
  });
});

describe("availability query dates", () => {
  it.each(["2026-13-01", "2026-00-10", "2026-01-32", "2026-01-00", "x"])(
    "refuses from=%s with the field's message (issue 34)",
    (day) => {
      const r = availabilityQuerySchema.safeParse({
        kind: "hotel",
        propertyId: "1",
        from: day,
        to: addDays(todayYmd(), 2),
      });
      expect(r.success).toBe(false);
      expect(r.error?.issues.find((i) => i.path[0] === "from")?.message).toBe(
        "from must be a real date as yyyy-MM-dd.",
      );
    },
  );
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
    expect(messages(bookingLookupEmailSchema.safeParse("   "))).toEqual([
      "Please enter your email address to track your bookings.",
    ]);
    for (const bad of ["nope", "x@", "@example.com", "a b@example.com", "a@b"]) {
      expect(messages(bookingLookupEmailSchema.safeParse(bad))).toEqual(["Please enter a valid email address"]);
    }
    expect(messages(bookingLookupEmailSchema.safeParse(`${"a".repeat(250)}@example.com`))).toEqual([
      "Please enter a valid email address",
    ]);
    expect(messages(bookingLookupEmailSchema.safeParse(42))).toEqual(["Please enter a valid email address"]);
  });
});
