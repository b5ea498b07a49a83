import { z } from "./zod";

import { TEMPLATE_TYPES, TEMPLATES, templatePlaceholderProblems, type TemplateType } from "@/lib/email/templates";

const email = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));

/** Admin spec §5: the SMTP form, shared by the Email Setup form and POST /api/email/config. */
export const emailConfigSchema = z.object({
  smtpHost: z.string().trim().min(1, "SMTP host is required.").max(253, "SMTP host is too long."),
  smtpPort: z.coerce
    .number({ error: "Port must be a number greater than 0." })
    .int("Port must be a whole number.")
    .min(1, "Port must be a number greater than 0.")
    .max(65535, "Port must be 65535 or less."),
  smtpUser: z.string().trim().min(1, "SMTP username is required.").max(254, "SMTP username is too long."),
  /** Empty keeps the stored password ('leave blank to keep current'); required when none is stored. */
  smtpPassword: z.string().max(500, "SMTP password is too long.").optional().default(""),
  fromEmail: email("Please enter a valid from email address."),
  fromName: z.string().trim().min(1, "From name is required.").max(120, "From name is too long."),
  replyToEmail: z
    .string()
    .trim()
    .max(254, "Please enter a valid reply-to email address.")
    .optional()
    .default("")
    .pipe(z.union([z.literal(""), z.email("Please enter a valid reply-to email address.")])),
});
export type EmailConfigInput = z.input<typeof emailConfigSchema>;
export type EmailConfigData = z.output<typeof emailConfigSchema>;

export const PASSWORD_REQUIRED = "SMTP password is required.";
/** The stored password is kept only for the server it was entered for. */
export const PASSWORD_AGAIN = "Enter the SMTP password again: the host, port or username changed.";

/** POST /api/email/test */
export const testEmailSchema = z.object({ email: email("Please enter a valid email address.") });

/** POST /api/email/test/{templateType}: an optional recipient. */
export const templateTestSchema = z.object({
  testEmail: z
    .string()
    .trim()
    .max(254, "Please enter a valid email address.")
    .optional()
    .default("")
    .pipe(z.union([z.literal(""), z.email("Please enter a valid email address.")])),
});

/** POST /api/email/send-notification: a booking (id or reference) and a booking template. */
export const sendNotificationSchema = z.object({
  bookingId: z.string().trim().min(1, "Please choose a booking.").max(64, "Please choose a booking."),
  templateType: z.enum(
    TEMPLATE_TYPES.filter((t) => t !== "welcomeEmail") as [
      "bookingReceived",
      ...("bookingConfirmed" | "paymentRequest" | "bookingCancelled" | "checkinReminder")[],
    ],
    {
      error: "Please select a template.",
    },
  ),
});

/** Bounds of an edited template (the EmailTemplateOverride columns' sizes). */
export const TEMPLATE_LIMITS = { subject: 200, html: 50_000, text: 20_000 } as const;

const FIELD_NAMES = { subject: "Subject", html: "HTML body", text: "Text version" } as const;

/** One field of an edited template: required, bounded, and its placeholders those of the template. */
function templateField(field: keyof typeof TEMPLATE_LIMITS, variables: readonly string[]) {
  const name = FIELD_NAMES[field];
  return z
    .string({ error: `${name} is required.` })
    .refine((v) => v.trim().length > 0, { message: `${name} is required.`, abort: true })
    .refine(
      (v) => v.length <= TEMPLATE_LIMITS[field],
      `${name} must be at most ${TEMPLATE_LIMITS[field].toLocaleString("en-US")} characters.`,
    )
    .superRefine((value, ctx) => {
      const { unknown, unbalanced } = templatePlaceholderProblems(value, variables);
      if (unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: `${name}: unknown variable${unknown.length > 1 ? "s" : ""} ${unknown.map((v) => `{{${v}}}`).join(", ")}. Use only this template's variables.`,
        });
      }
      if (unbalanced)
        ctx.addIssue({
          code: "custom",
          message: `${name}: unbalanced braces. Write each variable as {{name}}, with two braces on each side.`,
        });
    });
}

/**
 * PUT /api/email/templates/{type} and the template edit form: the subject (one line), the HTML body
 * and the text version, each with {{variable}} placeholders of that template only.
 */
export function emailTemplateSchema(type: TemplateType) {
  const variables = TEMPLATES[type].variables;
  return z.object({
    subject: templateField("subject", variables).refine((v) => !/[\r\n]/.test(v), "Subject must be a single line."),
    html: templateField("html", variables),
    text: templateField("text", variables),
  });
}
export type EmailTemplateInput = z.input<ReturnType<typeof emailTemplateSchema>>;
