import { CONTACT_SUBJECTS, type ContactSubjectValue } from "@/lib/validation/contact";

const VALUES = new Set<string>(CONTACT_SUBJECTS.map((s) => s.value));

export function isContactSubject(value: unknown): value is ContactSubjectValue {
  return typeof value === "string" && VALUES.has(value);
}

/**
 * The subject to preselect from `/contact?subject=…` (e.g. "booking-assistance"). Unknown or
 * repeated values preselect nothing rather than guessing.
 */
export function subjectFromQuery(raw: string | string[] | undefined): ContactSubjectValue | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim().toLowerCase();
  return isContactSubject(value) ? value : undefined;
}

/** "booking-assistance" → "Booking assistance"; an unknown value is returned as written. */
export function subjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}
