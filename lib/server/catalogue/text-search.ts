import "server-only";

/**
 * Case-insensitive substring search in SQL: Prisma's `contains` with `mode: "insensitive"`
 * compiles to `ILIKE '%…%'`, which the trigram indexes (pg_trgm, GIN) serve on both engines. Prisma
 * passes the text into the LIKE pattern as it is, so `%`, `_` and `\` would act as wildcards and
 * escapes: they are escaped here (backslash is PostgreSQL's default LIKE escape).
 */

/** The text with LIKE's special characters escaped, to match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A Prisma string filter matching `text` anywhere, ignoring case. */
export function containsText(text: string): { contains: string; mode: "insensitive" } {
  return { contains: escapeLike(text), mode: "insensitive" };
}
