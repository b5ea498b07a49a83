/** The largest request body the server accepts, in bytes. */
export const MAX_REQUEST_BODY_BYTES: number;
/** The cap of a picture upload's body (POST /api/admin/media). */
export const MAX_UPLOAD_BODY_BYTES: number;
/** The cap for one request: MAX_UPLOAD_BODY_BYTES for a picture upload, else `maxBytes`. */
export function bodyCapFor(method: string | undefined, url: string | undefined, maxBytes: number): number;
/** What to do with a request from its headers: "refuse" (declared too large), "hold" (no declared length) or "pass". */
export function bodyPlan(
  headers: Record<string, string | string[] | undefined>,
  maxBytes: number,
): "refuse" | "hold" | "pass";
/** Installs the cap (idempotent, once per process); returns whether it is active. */
export function installBodyLimitHook(options?: { maxBytes?: number }): boolean;
