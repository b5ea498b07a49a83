import { NextRequest } from "next/server";

type Handler<P> = (request: NextRequest, context: { params: Promise<P> }) => Response | Promise<Response>;

/** Calls a route handler the way Next does, and reads its JSON reply. */
export async function call<P extends Record<string, string | string[]> = Record<string, never>>(
  handler: Handler<P>,
  path: string,
  params?: P,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) {
  const request = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: init?.method ?? "GET",
    headers: { ...(init?.body !== undefined ? { "content-type": "application/json" } : {}), ...init?.headers },
    body: init?.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await handler(request, { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new Error(`Reply is not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
