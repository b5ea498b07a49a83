import { z } from "./zod";

import { TEMPLATE_TYPES } from "@/lib/email/templates";

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
  templateType: z.enum(TEMPLATE_TYPES.filter((t) => t !== "welcomeEmail") as ["bookingReceived", ...("bookingConfirmed" | "paymentRequest" | "bookingCancelled" | "checkinReminder")[]], {
    error: "Please select a template.",
  }),
});
