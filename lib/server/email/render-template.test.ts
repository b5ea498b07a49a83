import { render } from "@react-email/components";
import { createElement } from "react";
import { describe, expect, it } from "vitest";

import { EMAIL_COMPONENTS } from "@/emails";
import { placeholderVariables, sampleVariables, TEMPLATE_TYPES, TEMPLATES } from "@/lib/email/templates";
import { renderTemplate, templateSubject } from "./render-template";

describe("renderTemplate", () => {
  it("renders the password-reset e-mail with its link, its lifetime and no booking", async () => {
    const vars = {
      customerName: "Chris",
      customerEmail: "c@example.com",
      resetLink: "https://stays.example/reset-password?token=abc_DEF-123",
      resetExpiresIn: "1 hour",
      websiteUrl: "https://stays.example",
    };
    const email = await renderTemplate("passwordReset", vars);
    expect(email.subject).toBe("Reset your Lagoon Stays password");
    expect(email.html).toContain('href="https://stays.example/reset-password?token=abc_DEF-123"');
    expect(email.text).toContain("https://stays.example/reset-password?token=abc_DEF-123");
    expect(email.text).toContain("1 hour");
    expect(email.text).toContain("If you did not ask for this");
    // Not one of the admin's six booking templates (settings page, send-notification).
    expect(TEMPLATE_TYPES).not.toContain("passwordReset");
  });

  it("renders the e-mail-verification e-mail with its link and its lifetime", async () => {
    const vars = {
      customerName: "Chris",
      customerEmail: "c@example.com",
      verifyLink: "https://stays.example/verify-email?token=abc_DEF-123",
      verifyExpiresIn: "48 hours",
      websiteUrl: "https://stays.example",
    };
    const email = await renderTemplate("emailVerification", vars);
    expect(email.subject).toBe("Confirm the e-mail address of your Lagoon Stays account");
    expect(email.html).toContain('href="https://stays.example/verify-email?token=abc_DEF-123"');
    expect(email.text).toContain("https://stays.example/verify-email?token=abc_DEF-123");
    expect(email.text).toContain("c@example.com");
    expect(email.text).toContain("48 hours");
    expect(TEMPLATE_TYPES).not.toContain("emailVerification");
  });

  it("renders every template to HTML and text with its values and the spec's subject", async () => {
    const vars = sampleVariables("https://stays.example");
    const subjects: Record<string, string> = {};
    for (const type of TEMPLATE_TYPES) {
      const email = await renderTemplate(type, vars);
      subjects[type] = email.subject;
      expect(email.html).toMatch(/^<!DOCTYPE html/i);
      expect(email.html).toContain("Sample Guest");
      expect(email.text).toContain("Sample Guest");
      expect(email.text).not.toContain("<");
      if (type !== "welcomeEmail") {
        expect(email.html).toContain("$1,800");
        expect(email.text).toContain("MV-SAMPLE");
      }
    }
    expect(subjects).toEqual({
      bookingReceived: "Booking Request Received - #MV-SAMPLE",
      bookingConfirmed: "Booking Confirmed - #MV-SAMPLE",
      paymentRequest: "Payment Required - Booking #MV-SAMPLE",
      bookingCancelled: "Booking Cancelled - #MV-SAMPLE",
      welcomeEmail: "Welcome to Lagoon Stays, Sample Guest!",
      checkinReminder: "Check-in Reminder - Your Stay Tomorrow",
    });
  });

  it("links the booking's manage page; the payment request says how to pay and links no payment page (issue 35)", async () => {
    const vars = {
      ...sampleVariables("https://stays.example"),
      manageLink: "https://stays.example/booking/MV-SAMPLE?token=abc",
      paymentLink: "https://stays.example/pay/1",
      paymentInstructions: "Bank transfer to IBAN MV00 1234.",
    };
    expect((await renderTemplate("bookingReceived", vars)).html).toContain(
      'href="https://stays.example/booking/MV-SAMPLE?token=abc"',
    );
    const payment = await renderTemplate("paymentRequest", vars);
    expect(payment.html).toContain('href="https://stays.example/booking/MV-SAMPLE?token=abc"');
    expect(payment.html).not.toContain("/pay/1");
    expect(payment.text).toContain("Bank transfer to IBAN MV00 1234.");
    expect(payment.text).toContain("We take no payment online.");
  });

  it("with online payments, the payment request asks for the amount and links its payment page (issue 40)", async () => {
    const link = "https://stays.example/checkout?payment=p1&token=abc";
    const payment = await renderTemplate("paymentRequest", {
      ...sampleVariables("https://stays.example"),
      paymentLink: link,
      amountDue: "$106.89",
    });
    expect(payment.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(payment.text).toContain(
      "Please pay $106.89 for your stay at Azure Lagoon Resort (sample) (total $2,412.60).",
    );
    expect(payment.text).toContain("Pay $106.89");
    expect(payment.text).not.toContain("We take no payment online.");
  });

  it("escapes what a guest typed", async () => {
    const email = await renderTemplate("bookingReceived", {
      ...sampleVariables("https://x.example"),
      customerName: '<script>alert("x")</script>',
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
  });

  it("keeps placeholders visible for the template view", async () => {
    for (const type of TEMPLATE_TYPES) {
      const email = await renderTemplate(type, placeholderVariables(type));
      expect(email.html).toContain("{{customerName}}");
      expect(email.subject).toBe(TEMPLATES[type].subject);
    }
  });

  it("derives the text from its one HTML render exactly as react-email's own plain-text render does", async () => {
    for (const type of TEMPLATE_TYPES) {
      for (const vars of [sampleVariables("https://stays.example"), placeholderVariables(type)]) {
        const element = createElement(EMAIL_COMPONENTS[type], { v: vars });
        const email = await renderTemplate(type, vars);
        expect(email.text).toBe(await render(element, { plainText: true }));
        expect(email.html).toBe(await render(element));
      }
    }
  });

  it("fills the subject alone, without rendering, as the rendered e-mail has it", async () => {
    const vars = sampleVariables("https://stays.example");
    for (const type of TEMPLATE_TYPES)
      expect(templateSubject(type, vars)).toBe((await renderTemplate(type, vars)).subject);
    expect(templateSubject("welcomeEmail", { customerName: "A\r\nBcc: x@evil.example" })).toBe(
      "Welcome to Lagoon Stays, A Bcc: x@evil.example!",
    );
  });

  it("never lets a value break the subject onto a second header line", async () => {
    const email = await renderTemplate("bookingConfirmed", { bookingId: "MV-1\r\nBcc: x@evil.example" });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
