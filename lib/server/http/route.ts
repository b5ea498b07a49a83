import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { toErrorResponse } from "./respond";

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
