import { z } from "./zod";
import { stripFormatCharacters } from "./names";

/** The contact form's subjects (spec §9), as the form sends them. */
export const CONTACT_SUBJECTS = [
  { value: "general-inquiry", label: "General inquiry" },
  { value: "booking-assistance", label: "Booking assistance" },
  { value: "destination-advice", label: "Destination advice" },
  { value: "complaint", label: "Complaint" },
  { value: "feedback", label: "Feedback" },
  { value: "partnership", label: "Partnership" },
] as const;
export type ContactSubjectValue = (typeof CONTACT_SUBJECTS)[number]["value"];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubjectValue, ...ContactSubjectValue[]];

/** Shared by the contact form (zodResolver) and POST /api/contact: the spec's §5 messages. */
export const contactMessageSchema = z.object({
  // Like the booking names (./names.ts): no bidi overrides or invisible characters in what an admin reads.
  name: z
    .string()
    .overwrite(stripFormatCharacters)
    .trim()
    .min(2, "Please enter your name")
    .max(120, "Please shorten your name"),
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  phone: z.string().trim().max(40, "Please enter a valid phone number").optional().default(""),
  subject: z.enum(SUBJECT_VALUES, { error: "Please select a subject" }),
  message: z
    .string()
    .trim()
    .min(10, "Please enter a message (minimum 10 characters)")
    .max(5000, "Please keep your message under 5000 characters"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;
