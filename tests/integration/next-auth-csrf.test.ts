import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";

process.env.NEXTAUTH_SECRET = "integration-test-csrf-secret";

type Handler = (request: NextRequest, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** A body that never ends, counting what was read of it. */
function endlessBody() {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x7b);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

function request(method: string, segments: string[], body?: BodyInit, type = "application/json") {
  const req = new NextRequest(new URL(`/api/auth/${segments.join("/")}`, "http://localhost:3000"), {
    method,
    headers: body === undefined ? {} : { "content-type": type },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  return { req, context: { params: Promise.resolve({ nextauth: segments }) } };
}

describe("/api/auth/csrf: GET only, no body ever read", () => {
  it("POST, PUT, PATCH and DELETE answer 405 JSON with Allow: GET, without reading an endless body", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const handler = (nextAuthRoute as unknown as Record<string, Handler>)[method]!;
      expect(handler, method).toBeTypeOf("function");
      const { stream, read } = endlessBody();
      const { req, context } = request(method, ["csrf"], stream);
      const started = Date.now();
      const res = await handler(req, context);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(await res.json()).toEqual({
        error: "/api/auth/csrf answers GET only.",
        message: "/api/auth/csrf answers GET only.",
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      // At most what the stream queues up front (its high-water mark), never the body.
      expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("a malformed JSON or form body is a 4xx, never a 500", async () => {
    for (const [body, type] of [
      ["{not json", "application/json"],
      ['{"csrfToken":', "application/json"],
      ["%E0%A4%A=&=", "application/x-www-form-urlencoded"],
    ] as const) {
      const { req, context } = request("POST", ["csrf"], body, type);
      const res = await nextAuthRoute.POST(req, context);
      expect(res.status).toBe(405);
    }
  });

  it("next-auth's other paths answer 404 JSON for every method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const handler = (nextAuthRoute as unknown as Record<string, Handler>)[method]!;
      const { req, context } = request(method, ["signin", "credentials"], method === "GET" ? undefined : "{oops");
      const res = await handler(req, context);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ message: "No API endpoint at /api/auth/signin/credentials." });
    }
  });
});
