import { CONTACT_SUBJECTS, type ContactSubjectValue } from "@/lib/validation/contact";

const VALUES = new Set<string>(CONTACT_SUBJECTS.map((s) => s.value));

export function isContactSubject(value: unknown): value is ContactSubjectValue {
  return typeof value === "string" && VALUES.has(value);
}

/** "booking-assistance" → "Booking assistance"; an unknown value is returned as written. */
export function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}
