import { describe, expect, it } from "vitest";
import { z } from "zod";

import { emailConfigSchema, sendNotificationSchema, templateTestSchema, testEmailSchema } from "./email";

const valid = {
  smtpHost: "smtp.example.com",
  smtpPort: 587,
  smtpUser: "user",
  smtpPassword: "pw",
  fromEmail: "a@example.com",
  fromName: "Lagoon Stays",
  replyToEmail: "",
};
const errors = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : z.flattenError(r.error).fieldErrors;
};

describe("email validation", () => {
  it("accepts SMTP settings with a numeric-text port and no reply-to", () => {
    expect(emailConfigSchema.parse({ ...valid, smtpPort: "2525", replyToEmail: undefined })).toMatchObject({
      smtpPort: 2525,
      replyToEmail: "",
    });
    expect(emailConfigSchema.parse({ ...valid, smtpPassword: undefined }).smtpPassword).toBe("");
  });

  it("says what is wrong with each SMTP field", () => {
    expect(errors(emailConfigSchema, { ...valid, smtpHost: "" })).toEqual({ smtpHost: ["SMTP host is required."] });
    expect(errors(emailConfigSchema, { ...valid, smtpPort: -1 })).toEqual({
      smtpPort: ["Port must be a number greater than 0."],
    });
    expect(errors(emailConfigSchema, { ...valid, smtpPort: 2.5 })).toEqual({
      smtpPort: ["Port must be a whole number."],
    });
    expect(errors(emailConfigSchema, { ...valid, smtpPort: 70000 })).toEqual({
      smtpPort: ["Port must be 65535 or less."],
    });
    expect(errors(emailConfigSchema, { ...valid, smtpUser: " " })).toEqual({
      smtpUser: ["SMTP username is required."],
    });
    expect(errors(emailConfigSchema, { ...valid, fromEmail: "x" })).toEqual({
      fromEmail: ["Please enter a valid from email address."],
    });
    expect(errors(emailConfigSchema, { ...valid, fromName: "" })).toEqual({ fromName: ["From name is required."] });
    expect(errors(emailConfigSchema, { ...valid, replyToEmail: "x" })).toEqual({
      replyToEmail: ["Please enter a valid reply-to email address."],
    });
  });

  it("checks test recipients and notifications", () => {
    expect(errors(testEmailSchema, { email: "nope" })).toEqual({ email: ["Please enter a valid email address."] });
    expect(templateTestSchema.parse({})).toEqual({ testEmail: "" });
    expect(errors(templateTestSchema, { testEmail: "x@" })).toEqual({
      testEmail: ["Please enter a valid email address."],
    });
    expect(errors(sendNotificationSchema, { bookingId: "MV-1" })).toEqual({
      templateType: ["Please select a template."],
    });
    expect(errors(sendNotificationSchema, { bookingId: "MV-1", templateType: "welcomeEmail" })).toEqual({
      templateType: ["Please select a template."],
    });
    expect(errors(sendNotificationSchema, { bookingId: "", templateType: "paymentRequest" })).toEqual({
      bookingId: ["Please choose a booking."],
    });
  });
});
