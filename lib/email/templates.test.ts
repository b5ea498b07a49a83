import { describe, expect, it } from "vitest";

import {
  escapeHtml,
  fillPlaceholders,
  fillTemplateText,
  isTemplateType,
  placeholderVariables,
  splitPlaceholders,
  templatePlaceholderProblems,
  TEMPLATE_TYPES,
  TEMPLATES,
} from "./templates";

describe("e-mail templates as data", () => {
  it("has the six types with the spec's subjects and variables", () => {
    expect(TEMPLATE_TYPES).toEqual([
      "bookingReceived",
      "bookingConfirmed",
      "paymentRequest",
      "bookingCancelled",
      "welcomeEmail",
      "checkinReminder",
    ]);
    expect(TEMPLATES.bookingReceived.subject).toBe("Booking Request Received - #{{bookingId}}");
    expect(TEMPLATES.paymentRequest.subject).toBe("Payment Required - Booking #{{bookingId}}");
    expect(TEMPLATES.checkinReminder.subject).toBe("Check-in Reminder - Your Stay Tomorrow");
    for (const type of [
      "bookingReceived",
      "bookingConfirmed",
      "paymentRequest",
      "bookingCancelled",
      "checkinReminder",
    ] as const) {
      expect(TEMPLATES[type].variables).toEqual(
        expect.arrayContaining([
          "bookingId",
          "customerName",
          "hotelName",
          "roomType",
          "checkInDate",
          "checkOutDate",
          "adults",
          "children",
          "totalPrice",
          "paymentLink",
        ]),
      );
    }
    expect(TEMPLATES.welcomeEmail.variables).toEqual(
      expect.arrayContaining(["customerEmail", "createdDate", "websiteUrl"]),
    );
    expect(TEMPLATES.checkinReminder.variables).toEqual(
      expect.arrayContaining(["hotelAddress", "hotelPhone", "hotelEmail"]),
    );
    expect(isTemplateType("welcomeEmail")).toBe(true);
    expect(isTemplateType("toString")).toBe(false);
  });

  it("fills placeholders, leaving unknown ones as written", () => {
    expect(fillPlaceholders("Booking Confirmed - #{{bookingId}} {{nope}}", { bookingId: "MV-1" })).toBe(
      "Booking Confirmed - #MV-1 {{nope}}",
    );
    expect(placeholderVariables("welcomeEmail")).toEqual({
      customerName: "{{customerName}}",
      customerEmail: "{{customerEmail}}",
      createdDate: "{{createdDate}}",
      websiteUrl: "{{websiteUrl}}",
    });
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

  it("fills an administrator's template: the template's variables only, escaped where asked, empty when this e-mail has none", () => {
    const allowed = ["customerName", "manageLink", "confirmEmailLink"];
    const vars = { customerName: `A <b>"B"</b> & 'C'`, manageLink: "https://x.example/b?t=1&u=2" };
    expect(
      fillTemplateText(
        '<a href="{{manageLink}}">{{customerName}}</a>{{confirmEmailLink}}{{bookingId}}',
        vars,
        allowed,
        escapeHtml,
      ),
    ).toBe(
      '<a href="https://x.example/b?t=1&amp;u=2">A &lt;b&gt;&quot;B&quot;&lt;/b&gt; &amp; &#39;C&#39;</a>{{bookingId}}',
    );
    expect(fillTemplateText("Hi {{customerName}}", vars, allowed)).toBe(`Hi A <b>"B"</b> & 'C'`);
  });

  it("finds unknown variables and unpaired braces", () => {
    const allowed = ["bookingId"];
    expect(templatePlaceholderProblems("#{{bookingId}} {a} {{{bookingId}}}", allowed)).toEqual({
      unknown: [],
      unbalanced: false,
    });
    expect(templatePlaceholderProblems("{{nope}} {{nope}} {{other}}", allowed)).toEqual({
      unknown: ["nope", "other"],
      unbalanced: false,
    });
    for (const text of ["{{bookingId}", "{{ bookingId }}", "bookingId}}", "{{}}", "{{book-ing}}"])
      expect(templatePlaceholderProblems(text, allowed).unbalanced, text).toBe(true);
  });
});
