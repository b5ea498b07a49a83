import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";
import { newsletterSchema } from "./newsletter";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("contact message schema", () => {
  it("accepts a proper message and trims it", () => {
    const r = contactMessageSchema.parse({ name: " Ana ", email: " ana@example.com ", subject: "booking-assistance", message: "Do you have rooms in May?" });
    expect(r).toEqual({ name: "Ana", email: "ana@example.com", phone: "", subject: "booking-assistance", message: "Do you have rooms in May?" });
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

describe("newsletter schema", () => {
  it("needs a valid address", () => {
    expect(newsletterSchema.safeParse({ email: "x@y.io" }).success).toBe(true);
    expect(messages(newsletterSchema.safeParse({ email: "x@" }))).toEqual(["Please enter a valid email address"]);
  });
});
