/**
 * People's names as typed (booking names, registration names): Unicode format characters
 * (\p{Cf}: bidi overrides and isolates such as U+202E, zero-width spaces and joiners, soft
 * hyphens, BOMs) are removed before anything else, so a name cannot reorder or hide what an
 * admin's list, an e-mail or a confirmation page shows next to it (display spoofing), nor pass
 * the length checks with invisible characters.
 */
export function stripFormatCharacters(value: string): string {
  return value.replace(/\p{Cf}/gu, "");
}
