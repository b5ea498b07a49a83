/** The largest request body the server accepts, in bytes. */
export const MAX_REQUEST_BODY_BYTES: number;
/** What to do with a request from its headers: "refuse" (declared too large), "hold" (no declared length) or "pass". */
export function bodyPlan(headers: Record<string, string | string[] | undefined>, maxBytes: number): "refuse" | "hold" | "pass";
/** Installs the cap (idempotent, once per process); returns whether it is active. */
export function installBodyLimitHook(options?: { maxBytes?: number }): boolean;
