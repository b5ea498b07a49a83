import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { toErrorResponse } from "./respond";
import type { UserDTO } from "@/lib/types/auth";
import { requireAdmin, requireUser } from "../auth/current-user";

type Params = Record<string, string | string[]>;
export interface RouteContext<P extends Params = Params> {
  params: Promise<P>;
}

/**
 * Wraps a route handler: whatever it throws becomes the contract's JSON error, and a plain value
 * it returns becomes a JSON 200. Handlers stay short: parse, check the role, call the domain.
 */
export function route<P extends Params = Params>(
  handler: (request: NextRequest, context: { params: P }) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    try {
      const params = context?.params ? await context.params : ({} as P);
      const result = await handler(request, { params });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error);
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
  return route<P>(async (request, context) => {
    const user = role === "admin" ? await requireAdmin(request) : await requireUser(request);
    return handler(request, { ...context, user });
  });
}

/** A route only administrators may call. */
export function adminRoute<P extends Params = Params>(
  handler: (request: NextRequest, context: { params: P; user: UserDTO }) => Promise<unknown>,
) {
  return guardedRoute<P>("admin", handler);
}
