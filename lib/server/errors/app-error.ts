import "server-only";

import type { ApiErrorReason } from "@/lib/api/errors";

/**
 * The one error the domain layer throws. Route handlers, server actions and pages catch it;
 * `toErrorResponse` (lib/server/http) maps `code` to the contract's status and JSON shape.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "UPSTREAM"
  | "UNAVAILABLE"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "INTERNAL";

export interface AppErrorOptions {
  /** What went wrong, for machines (the reply's `reason`): callers decide by it, never by the message. */
  reason?: ApiErrorReason;
  /** Field → messages, for validation errors. */
  details?: Record<string, string[]>;
  /** Extra JSON fields merged into the reply (e.g. relatedRecords, canForceDelete). */
  extra?: Record<string, unknown>;
  /** Seconds, for RATE_LIMITED and UNAVAILABLE (the reply's Retry-After). */
  retryAfter?: number;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason?: ApiErrorReason;
  readonly details?: Record<string, string[]>;
  readonly extra?: Record<string, unknown>;
  readonly retryAfter?: number;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.reason = options.reason;
    this.details = options.details;
    this.extra = options.extra;
    this.retryAfter = options.retryAfter;
  }

  static badRequest(message: string, details?: Record<string, string[]>) {
    return new AppError(details ? "VALIDATION" : "BAD_REQUEST", message, { details });
  }
  static notFound(message: string) {
    return new AppError("NOT_FOUND", message);
  }
  static conflict(message: string, options: { reason?: ApiErrorReason; extra?: Record<string, unknown> } = {}) {
    return new AppError("CONFLICT", message, options);
  }
  static unauthorized(message = "Please sign in to continue.") {
    return new AppError("UNAUTHORIZED", message);
  }
  static forbidden(message = "You do not have permission to do that.") {
    return new AppError("FORBIDDEN", message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 400,
  UNSUPPORTED_MEDIA_TYPE: 400,
  RATE_LIMITED: 429,
  /** A service we depend on failed (the SMTP server refused a test e-mail): a real fault, not the client's. */
  UPSTREAM: 502,
  /** This instance cannot take the request now (too busy): try again after `Retry-After`. */
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
