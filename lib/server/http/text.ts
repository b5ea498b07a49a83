import "server-only";

/** Deepest nesting a request's JSON may have (the forms' bodies are 3 levels deep at most). */
const MAX_JSON_DEPTH = 20;

/** U+0000, or a UTF-16 surrogate without its pair (with the `u` flag a proper pair is one code point). */
const NUL = /\u0000/;
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What makes a value from a client unfit to be stored as text, in one walk over strings, keys and
 * nesting — or null when nothing does. PostgreSQL text cannot hold U+0000, and a lone surrogate
 * (`"\ud800"`, valid JSON) is no character at all: both are refused with a 400 up front, never
 * met as a database error (a 500). Bodies nested deeper than MAX_JSON_DEPTH are refused too.
 */
export function textProblem(value: unknown, what: string, depth = 0): string | null {
  if (typeof value === "string") {
    if (NUL.test(value)) return `${what} contains a NUL character, which text fields cannot hold.`;
    if (LONE_SURROGATE.test(value))
      return `${what} contains a lone UTF-16 surrogate (an unpaired \\ud800–\\udfff), which is not text.`;
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return `${what} is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key, what, depth + 1) ?? textProblem(item, what, depth + 1);
    if (problem) return problem;
  }
  return null;
}
