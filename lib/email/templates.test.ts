import { describe, expect, it } from "vitest";

import { fillPlaceholders, isTemplateType, placeholderVariables, splitPlaceholders, TEMPLATE_TYPES, TEMPLATES } from "./templates";

describe("e-mail templates as data", () => {
  it("has the six types with the spec's subjects and variables", () => {
    expect(TEMPLATE_TYPES).toEqual(["bookingReceived", "bookingConfirmed", "paymentRequest", "bookingCancelled", "welcomeEmail", "checkinReminder"]);
    expect(TEMPLATES.bookingReceived.subject).toBe("Booking Request Received - #{{bookingId}}");
    expect(TEMPLATES.paymentRequest.subject).toBe("Payment Required - Booking #{{bookingId}}");
    expect(TEMPLATES.checkinReminder.subject).toBe("Check-in Reminder - Your Stay Tomorrow");
    for (const type of ["bookingReceived", "bookingConfirmed", "paymentRequest", "bookingCancelled", "checkinReminder"] as const) {
      expect(TEMPLATES[type].variables).toEqual(expect.arrayContaining(["bookingId", "customerName", "hotelName", "roomType", "checkInDate", "checkOutDate", "adults", "children", "totalPrice", "paymentLink"]));
    }
    expect(TEMPLATES.welcomeEmail.variables).toEqual(expect.arrayContaining(["customerEmail", "createdDate", "websiteUrl"]));
    expect(TEMPLATES.checkinReminder.variables).toEqual(expect.arrayContaining(["hotelAddress", "hotelPhone", "hotelEmail"]));
    expect(isTemplateType("welcomeEmail")).toBe(true);
    expect(isTemplateType("toString")).toBe(false);
  });

  it("fills placeholders, leaving unknown ones as written", () => {
    expect(fillPlaceholders("Booking Confirmed - #{{bookingId}} {{nope}}", { bookingId: "MV-1" })).toBe("Booking Confirmed - #MV-1 {{nope}}");
    expect(placeholderVariables("welcomeEmail")).toEqual({ customerName: "{{customerName}}", customerEmail: "{{customerEmail}}", createdDate: "{{createdDate}}", websiteUrl: "{{websiteUrl}}" });
  });

  it("splits text around placeholders for highlighting", () => {
    expect(splitPlaceholders("Dear {{customerName}}, see {{paymentLink}}.")).toEqual([
      { text: "Dear ", placeholder: false },
      { text: "{{customerName}}", placeholder: true },
      { text: ", see ", placeholder: false },
      { text: "{{paymentLink}}", placeholder: true },
      { text: ".", placeholder: false },
    ]);
    expect(splitPlaceholders("plain")).toEqual([{ text: "plain", placeholder: false }]);
  });
});
