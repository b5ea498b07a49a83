import "server-only";

import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { atRequestTime } from "./request-time";
import { toErrorResponse } from "./respond";
import type { UserDTO } from "@/lib/types/auth";
import { requireAdmin, requireUser } from "../auth/current-user";

type Params = Record<string, string | string[]>;
export interface RouteContext<P extends Params = Params> {
  params: Promise<P>;
}

/**
 * `Cache-Control: no-store` on an API reply, so no browser or shared cache keeps personal data
 * (sign-ins, bookings, settings, admin lists) or an error. Left alone: a public reply of a
 * non-private route that chose its own caching (a Cache-Control or ETag of its own — the
 * catalogue lists' ETag, lib/server/http/etag.ts).
 */
export function noStore(response: Response, always = false): Response {
  const cachesItself = response.headers.has("cache-control") || response.headers.has("etag");
  if (always || !cachesItself) response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * Wraps a route handler: whatever it throws becomes the contract's JSON error, and a plain value
 * it returns becomes a JSON 200. Handlers stay short: parse, check the role, call the domain.
 * Every reply is `Cache-Control: no-store` unless a public one sets its own caching (`noStore`);
 * `personal: true` (signed-in and admin routes) makes it no-store whatever the handler set.
 */
export function route<P extends Params = Params>(
  handler: (request: NextRequest, context: { params: P }) => Promise<unknown>,
  { personal = false }: { personal?: boolean } = {},
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    // Answered per request; the catalogue data underneath comes from Next's cache ('use cache').
    // Outside the try: while prerendering, Next ends this with a rejection that must reach Next,
    // not become a 500.
    await atRequestTime();
    try {
      const params = context?.params ? await context.params : ({} as P);
      const result = await handler(request, { params });
      return noStore(result instanceof Response ? result : NextResponse.json(result), personal);
    } catch (error) {
      return noStore(toErrorResponse(error), true);
    }
  };
}

/**
 * A route that needs a signed-in user ("user") or an administrator ("admin"): anonymous → 401,
 * a customer on an admin route → 403, before the handler runs. Handlers never check roles by hand.
 */
export function guardedRoute<P extends Params = Params>(
  role: "user" | "admin",
  handler: (request: NextRequest, context: { params: P; user: UserDTO }) => Promise<unknown>,
) {
  return route<P>(
    async (request, context) => {
      const user = role === "admin" ? await requireAdmin(request) : await requireUser(request);
      return handler(request, { ...context, user });
    },
    { personal: true },
  );
}

/** A route only administrators may call. */
export function adminRoute<P extends Params = Params>(
  handler: (request: NextRequest, context: { params: P; user: UserDTO }) => Promise<unknown>,
) {
  return guardedRoute<P>("admin", handler);
}
