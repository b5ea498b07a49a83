import "server-only";

import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, STATUS_BY_CODE, isAppError } from "../errors/app-error";
import { logger } from "../logger";
import { textProblem } from "./text";
import { isConnectionLost, isForeignKeyViolation, isTransactionConflict } from "../db/errors";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET } from "@/lib/validation/common";

/** The contract's error body: `error` and `message` carry the same sentence. */
export function errorBody(
  message: string,
  details?: Record<string, string[]>,
  extra?: Record<string, unknown>,
  reason?: string,
) {
  return { error: message, message, ...(details ? { details } : {}), ...(reason ? { reason } : {}), ...extra };
}

const GENERIC_FAILURE = "Something went wrong on our side. Please try again.";
const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";
const CONCURRENT_CHANGE = "Another change to the same records was made at the same moment. Please try again.";
/** A write named a row that was deleted meanwhile (e.g. an offer removed while a guest booked it). */
export const GONE_MEANWHILE =
  "Something this request refers to no longer exists. Please reload the page and try again.";

/** Prisma error codes that are the database's fault (unreachable, timed out), not the client's. */
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/** Maps anything thrown to the contract's JSON error reply. The one place statuses are decided. */
export function toErrorResponse(error: unknown): NextResponse {
  if (isAppError(error)) {
    const headers = error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined;
    return NextResponse.json(errorBody(error.message, error.details, error.extra, error.reason), {
      status: STATUS_BY_CODE[error.code],
      headers,
    });
  }
  if (error instanceof z.ZodError) {
    const { fieldErrors, formErrors } = z.flattenError(error);
    const details: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(fieldErrors as Record<string, string[] | undefined>)) {
      if (messages?.length) details[field] = messages;
    }
    const first = formErrors[0] ?? Object.values(details)[0]?.[0] ?? "The request is not valid.";
    return NextResponse.json(errorBody(first, Object.keys(details).length ? details : undefined), { status: 400 });
  }
  if (isForeignKeyViolation(error)) {
    logger.warn("write refused: a referenced row is gone", { error });
    return NextResponse.json(errorBody(GONE_MEANWHILE), { status: 409 });
  }
  const code = (error as { code?: unknown } | null)?.code;
  if ((typeof code === "string" && UNAVAILABLE_CODES.has(code)) || isConnectionLost(error)) {
    logger.error("database unavailable", { code, error });
    return NextResponse.json(errorBody(UNAVAILABLE), { status: 503, headers: { "Retry-After": "5" } });
  }
  if (isTransactionConflict(error)) {
    // A deadlock or serialization failure rolled the whole transaction back: the client may retry.
    logger.warn("transaction broken off by a concurrent one (deadlock or serialization failure)", { error });
    return NextResponse.json(errorBody(CONCURRENT_CHANGE), { status: 503, headers: { "Retry-After": "1" } });
  }
  logger.error("unhandled error in route handler", { error });
  return NextResponse.json(errorBody(GENERIC_FAILURE), { status: 500 });
}

/** Parses with a zod schema, throwing the contract's 400 (first message + per-field details). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw result.error;
}

/** The query string's parameters; a NUL character in one (`%00`) is a 400 before any schema or query sees it. */
export function searchParamsObject(request: Request): Record<string, string> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  const problem = textProblem(params, "The address's query string");
  if (problem) throw AppError.badRequest(problem);
  return params;
}

/** The page a list call asked for, with the contract's default size when it gave no `limit`. */
export function resolvePage(page: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: page.limit ?? DEFAULT_PAGE_SIZE, offset: page.offset ?? 0 };
}

/**
 * A bounded list reply's headers (the API contract, "Lists"): its total in `X-Total-Count`, and,
 * when more follow, the next page's address in `Link: <…>; rel="next"` (the request's own address
 * with `limit` and `offset` set, every filter kept).
 */
export function pagedListHeaders(
  request: Request,
  total: number,
  page: { limit: number; offset: number },
): Record<string, string> {
  const headers: Record<string, string> = { "X-Total-Count": String(total) };
  const nextOffset = page.offset + page.limit;
  if (nextOffset < total && nextOffset <= MAX_OFFSET) {
    const next = new URL(request.url);
    next.searchParams.set("limit", String(page.limit));
    next.searchParams.set("offset", String(nextOffset));
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}

/** A bounded list reply: the JSON array of one page, with `pagedListHeaders`. */
export function pagedListResponse<T>(
  request: Request,
  items: T[],
  total: number,
  page: { limit: number; offset: number },
): NextResponse {
  return NextResponse.json(items, { headers: pagedListHeaders(request, total, page) });
}

/** 201 Created with the new record as JSON. */
export function createdResponse(body: unknown): NextResponse {
  return NextResponse.json(body, { status: 201 });
}
