// No imports: the contact form reads the address with it in the browser, without the schema.

/**
 * The subject to preselect from `/contact?subject=…` (e.g. "booking-assistance"), among `subjects`
 * (the form's list, passed in so the browser needs no schema). Unknown or repeated values
 * preselect nothing rather than guessing.
 */
export function subjectFromQuery<V extends string>(
  raw: string | string[] | null | undefined,
  subjects: readonly { value: V }[],
): V | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim().toLowerCase();
  return subjects.find((s) => s.value === value)?.value;
}
