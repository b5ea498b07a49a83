/**
 * The six e-mail templates as data (admin spec §4, §9; contract "E-mail"): their types, subjects,
 * variables and sample values. Pure, so the settings page, the renderer and the tests share it.
 * The message bodies are the react-email components in `emails/`.
 */
import { DEFAULT_PAYMENT_INSTRUCTIONS } from "@/lib/payment-instructions";
import { SITE_NAME } from "@/lib/site";

export const TEMPLATE_TYPES = [
  "bookingReceived",
  "bookingConfirmed",
  "paymentRequest",
  "bookingCancelled",
  "welcomeEmail",
  "checkinReminder",
] as const;

/**
 * Account e-mails, beside the spec's six: sent by the site itself, never chosen by an admin for a
 * booking (so not in TEMPLATE_TYPES, which the settings page and the booking notification list).
 */
export const ACCOUNT_TEMPLATE_TYPES = ["passwordReset", "emailVerification"] as const;

export type TemplateType = (typeof TEMPLATE_TYPES)[number] | (typeof ACCOUNT_TEMPLATE_TYPES)[number];

export const ALL_TEMPLATE_TYPES: readonly TemplateType[] = [...TEMPLATE_TYPES, ...ACCOUNT_TEMPLATE_TYPES];

export function isTemplateType(value: unknown): value is TemplateType {
  return typeof value === "string" && (ALL_TEMPLATE_TYPES as readonly string[]).includes(value);
}

/** The spec's booking variables, shared by every booking template. */
const BOOKING_VARIABLES = [
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
] as const;

/**
 * Ours, beside the spec's: the stay in words, the nights, the rate plan it is sold under, the room rate and each destination tax and
 * charge the total is made of (docs/pricing.md), the booking's signed manage link, an
 * unconfirmed request's e-mail link and hold deadline, the booking's own cancellation terms (the
 * sentences of lib/policies/cancellation.ts) and, once cancelled, the fee recorded.
 */
const BOOKING_EXTRAS = [
  "guests",
  "nights",
  "ratePlan",
  "roomPrice",
  "taxesAndCharges",
  "manageLink",
  "confirmEmailLink",
  "holdUntil",
  "cancellationTerms",
  "cancellationFee",
] as const;

export type TemplateVariable =
  | (typeof BOOKING_VARIABLES)[number]
  | (typeof BOOKING_EXTRAS)[number]
  | "customerEmail"
  | "createdDate"
  | "websiteUrl"
  | "hotelAddress"
  | "hotelPhone"
  | "hotelEmail"
  | "checkInTime"
  | "resetLink"
  | "resetExpiresIn"
  /** How to pay (Settings › General): the site takes no online payment. */
  | "paymentInstructions"
  /** With online payments: the amount a payment link asks for (its paymentLink opens the provider's page). */
  | "amountDue"
  | "verifyLink"
  | "verifyExpiresIn";

export type TemplateVariables = Partial<Record<TemplateVariable, string>>;

export interface TemplateInfo {
  type: TemplateType;
  /** The card's title on the settings page. */
  name: string;
  description: string;
  /** Subject with {{variable}} placeholders. */
  subject: string;
  variables: readonly TemplateVariable[];
}

const bookingVars = [...BOOKING_VARIABLES, ...BOOKING_EXTRAS];

export const TEMPLATES: Record<TemplateType, TemplateInfo> = {
  bookingReceived: {
    type: "bookingReceived",
    name: "Booking Received",
    description: "Sent when a guest sends a booking request.",
    subject: "Booking Request Received - #{{bookingId}}",
    variables: bookingVars,
  },
  bookingConfirmed: {
    type: "bookingConfirmed",
    name: "Booking Confirmed",
    description: "Sent when an administrator confirms a booking.",
    subject: "Booking Confirmed - #{{bookingId}}",
    variables: bookingVars,
  },
  paymentRequest: {
    type: "paymentRequest",
    name: "Payment Request",
    description:
      "Sent to a booking awaiting payment: with online payments, a link to pay the amount asked; without, how to pay (Settings › General) and its manage link.",
    subject: "Payment Required - Booking #{{bookingId}}",
    variables: [...bookingVars, "paymentInstructions", "amountDue"],
  },
  bookingCancelled: {
    type: "bookingCancelled",
    name: "Booking Cancelled",
    description: "Sent when a booking is cancelled.",
    subject: "Booking Cancelled - #{{bookingId}}",
    variables: bookingVars,
  },
  welcomeEmail: {
    type: "welcomeEmail",
    name: "Welcome Email",
    description: "Sent when a customer creates an account.",
    subject: `Welcome to ${SITE_NAME}, {{customerName}}!`,
    variables: ["customerName", "customerEmail", "createdDate", "websiteUrl"],
  },
  checkinReminder: {
    type: "checkinReminder",
    name: "Check-in Reminder",
    description: "Sent 24 hours before check-in.",
    subject: "Check-in Reminder - Your Stay Tomorrow",
    variables: [...bookingVars, "checkInTime", "hotelAddress", "hotelPhone", "hotelEmail"],
  },
  passwordReset: {
    type: "passwordReset",
    name: "Password Reset",
    description: "Sent when someone asks to reset the password of an account.",
    subject: `Reset your ${SITE_NAME} password`,
    variables: ["customerName", "customerEmail", "resetLink", "resetExpiresIn", "websiteUrl"],
  },
  emailVerification: {
    type: "emailVerification",
    name: "Verify E-mail Address",
    description:
      "Sent when an account is created, and when its owner asks again, with the link that verifies its e-mail address.",
    subject: `Confirm the e-mail address of your ${SITE_NAME} account`,
    variables: ["customerName", "customerEmail", "verifyLink", "verifyExpiresIn", "websiteUrl"],
  },
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Replaces {{name}} with its value; an unknown name stays as written. Values are plain text. */
export function fillPlaceholders(text: string, vars: TemplateVariables): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars[name as TemplateVariable] ?? whole);
}

/** What an HTML e-mail body may carry of a value: the five characters that mean something in HTML, escaped. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * Fills an administrator's template text (lib/server/email/template-overrides.ts): every
 * {{variable}} of the template is replaced by its value, escaped with `escape` (HTML bodies), or by
 * nothing when this e-mail has no value for it (a confirmed booking's confirmEmailLink). Only
 * `allowed` names are filled; saving refuses any other (templatePlaceholderProblems).
 */
export function fillTemplateText(
  text: string,
  vars: TemplateVariables,
  allowed: readonly string[],
  escape: (value: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    allowed.includes(name) ? escape(vars[name as TemplateVariable] ?? "") : whole,
  );
}

/**
 * What is wrong with the placeholders of an administrator's template text: the names that are not
 * variables of the template, and whether a `{{` or `}}` is left without its pair once every
 * well-formed {{name}} is taken out. Empty when it is fine.
 */
export function templatePlaceholderProblems(
  text: string,
  allowed: readonly string[],
): { unknown: string[]; unbalanced: boolean } {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!allowed.includes(match[1]!)) unknown.add(match[1]!);
  const rest = text.replace(PLACEHOLDER, "");
  return { unknown: [...unknown], unbalanced: rest.includes("{{") || rest.includes("}}") };
}

/** Every variable of a template as its own placeholder ("{{customerName}}"): the template view's preview. */
export function placeholderVariables(type: TemplateType): TemplateVariables {
  return Object.fromEntries(TEMPLATES[type].variables.map((v) => [v, `{{${v}}}`]));
}

/** Splits text into plain and {{placeholder}} parts, for highlighting in a preview. */
export function splitPlaceholders(text: string): { text: string; placeholder: boolean }[] {
  const parts: { text: string; placeholder: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return parts;
}

/** Values for a test send: a plausible booking, clearly marked as a sample. */
export function sampleVariables(websiteUrl: string): TemplateVariables {
  return {
    bookingId: "MV-SAMPLE",
    customerName: "Sample Guest",
    customerEmail: "guest@example.com",
    hotelName: "Azure Lagoon Resort (sample)",
    roomType: "Ocean Villa",
    checkInDate: "Tue, 1 Dec 2026",
    checkOutDate: "Sat, 5 Dec 2026",
    checkInTime: "3:00 PM",
    adults: "2",
    children: "0",
    guests: "2 adults",
    nights: "4 nights",
    ratePlan: "Flexible · Room only",
    roomPrice: "$1,800.00",
    taxesAndCharges:
      "Service charge (10% of $1,800.00) $180.00 · T-GST (17% of $1,980.00) $336.60 · Green Tax ($12.00 × 2 guests × 4 nights) $96.00",
    totalPrice: "$2,412.60",
    paymentLink: `${websiteUrl}/track-bookings`,
    manageLink: `${websiteUrl}/track-bookings`,
    confirmEmailLink: `${websiteUrl}/track-bookings`,
    holdUntil: "Sun, 22 Nov 2026, 15:00 UTC",
    cancellationTerms:
      "Free cancellation until Nov 24, 2026, 3:00 PM (Maldives time). After that, the first night ($450.00) is charged.",
    cancellationFee: "$0.00",
    createdDate: "Sun, 22 Nov 2026",
    websiteUrl,
    hotelAddress: "North Malé Atoll, Maldives",
    hotelPhone: "+960 330 4400",
    hotelEmail: "bookings@lagoonstays.example",
    resetLink: `${websiteUrl}/reset-password?token=sample`,
    resetExpiresIn: "1 hour",
    paymentInstructions: DEFAULT_PAYMENT_INSTRUCTIONS,
    verifyLink: `${websiteUrl}/verify-email?token=sample`,
    verifyExpiresIn: "48 hours",
  };
}
