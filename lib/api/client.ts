/**
 * The browser's one way to call the site's own `/api/*` (same origin; the session cookie signs
 * the call). It never throws: every outcome — a reply, an error reply, no reply at all — is an
 * `ApiResult`, and an error is always the contract's body with a sentence fit to show.
 *
 *   const r = await api<{ booking: HotelBookingDTO }>("POST", "/api/bookings", { body });
 *   if (!r.ok) return toast.error(r.error.message);      // r.error.reason, r.error.details
 *   r.data.booking
 *
 * `apiOrThrow` is the same call for code that prefers an exception (`ApiError`).
 */
import { isApiErrorReason, type ApiErrorBody } from "./errors";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiOptions {
  /** Sent as JSON (`undefined`: no body). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call (fetch's `cache`), e.g. "no-store" for live figures. */
  cache?: RequestCache;
  /**
   * The sentence of an error reply that carries none (a proxy's HTML page, an empty body), in place
   * of 'HTTP {status}: {statusText}': the caller's own words, e.g. the spec's 'Please try again.',
   * or "" when the caller then shows nothing of the reply's.
   */
  fallback?: string;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ApiErrorBody; headers: Headers | null };

/** What an unreachable server (or a network that dropped the call) reads as. */
export const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/**
 * The sentence an error reply carries (admin spec §7): its `message`, else its `error`, else the
 * caller's `fallback`, else 'HTTP {status}: {statusText}', else 'API request failed'.
 */
export function errorSentence(status: number, statusText: string, json: unknown, fallback?: string): string {
  const b = json && typeof json === "object" ? (json as Record<string, unknown>) : null;
  if (typeof b?.message === "string" && b.message) return b.message;
  if (typeof b?.error === "string" && b.error) return b.error;
  if (fallback !== undefined) return fallback;
  return statusText ? `HTTP ${status}: ${statusText}` : "API request failed";
}

/** Any reply body, made the contract's error body (fields checked, unknown reasons dropped). */
export function toErrorBody(status: number, statusText: string, json: unknown, fallback?: string): ApiErrorBody {
  const b = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const message = errorSentence(status, statusText, json, fallback);
  const details = readDetails(b.details);
  const { reason, details: _details, error: _error, message: _message, ...rest } = b;
  void [_details, _error, _message];
  return {
    ...rest,
    error: message,
    message,
    ...(details ? { details } : {}),
    ...(isApiErrorReason(reason) ? { reason } : {}),
  };
}

function readDetails(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === "string" && m.length > 0)
      : [];
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : undefined;
}

export async function api<T = unknown>(
  method: ApiMethod,
  path: string,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not an outcome to show
    return { ok: false, status: 0, error: { error: UNREACHABLE, message: UNREACHABLE }, headers: null };
  }
  const text = await response.text().catch(() => "");
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      error: toErrorBody(response.status, response.statusText, json, options.fallback),
      headers: response.headers,
    };
  return { ok: true, status: response.status, data: json as T, headers: response.headers };
}

/** An error reply (or no reply), thrown by `apiOrThrow`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = "ApiError";
  }
  get reason() {
    return this.body.reason;
  }
}

export async function apiOrThrow<T = unknown>(method: ApiMethod, path: string, options: ApiOptions = {}): Promise<T> {
  const result = await api<T>(method, path, options);
  if (!result.ok) throw new ApiError(result.status, result.error);
  return result.data;
}
