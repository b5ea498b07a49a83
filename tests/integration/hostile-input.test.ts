/// <reference types="vite/client" />
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import { signInTokens } from "../support/content";

// Bad input gets a clear error and never a 500 (the developers' guide; the API contract's error
// shape). Every route handler under app/api — found by glob, so a new route is covered the day it
// is added — is called with malformed ids, broken or wrongly typed JSON bodies, the wrong content
// type, an oversized body and nonsense query strings, signed out and as an admin. Each answer must
// be below 500 and, when it is an error, the contract's JSON `{error, message}`.

process.env.NEXTAUTH_SECRET = "integration-test-hostile-input";
process.env.RATE_LIMIT_DISABLED = "1";

type Handler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Response | Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

const modules = import.meta.glob<RouteModule>("/app/api/**/route.ts");

const IDS = ["abc", "-1", "999999", "1.5", "9".repeat(30), " "];
const QUERIES = [
  "",
  "?limit=abc&offset=-1",
  "?limit=99999999999999999999&offset=1e400",
  "?checkIn=2026-02-30&checkOut=x&adults=abc&children=-3&guests=1e400",
  "?kind=nope&propertyId=abc&month=2026-99&from=2020-01-01&to=1999-01-01",
  "?all=true&status=weird&page=-5&sort=%00&q=%25",
  "?kind=hotel&propertyId=1&from=2026-13-01&to=2026-00-32&q=a%00b",
];
const HOSTILE = JSON.stringify({
  email: 5,
  password: [],
  name: {},
  status: 7,
  hotelId: "x",
  tourismId: -1,
  checkIn: 1,
  checkOut: null,
  adults: "many",
  guests: 1e308,
  price: "NaN",
  images: "x",
  amenities: 3,
  roomTypes: 5,
  units: -5,
  smtpPort: "port",
  templateType: { $ne: 1 },
});
// Impossible calendar dates and lone UTF-16 surrogates in every date and text field (issue 34: 500s).
const IMPOSSIBLE = JSON.stringify({
  checkIn: "2026-13-01",
  checkOut: "2026-00-10",
  checkInDate: "2026-01-32",
  checkOutDate: "2026-01-00",
  validFrom: "2026-13-01",
  validUntil: "2026-01-32",
  // A contact message valid but for its lone surrogates (it reached the database: a 500).
  name: "Ana \ud800",
  email: "ana@example.com",
  subject: "feedback",
  message: "a message \udfff with a lone surrogate",
  amenities: ["\ud83d"],
});
const BODIES: { body: string | undefined; type?: string }[] = [
  ...[undefined, "", "{", "null", "[]", '"text"', "123", '{"a":1}', HOSTILE, IMPOSSIBLE].map((body) => ({
    body,
    type: "application/json",
  })),
  { body: '{"email":"a@b.co"}', type: "text/plain" },
  { body: "x".repeat(300_000), type: "application/json" },
];

/** The dynamic segments of a route file's path: `[id]` → id, `[...path]` → path (a catch-all). */
function segments(file: string): { name: string; catchAll: boolean }[] {
  return [...file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2]!, catchAll: Boolean(m[1]) }));
}

function urlPath(file: string, value: string): string {
  return file
    .replace(/^\/app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[(\.\.\.)?[^\]]+\]/g, encodeURIComponent(value));
}

let auth: Record<string, Record<string, string>>;
beforeAll(async () => {
  const tokens = await signInTokens();
  auth = { "signed out": {}, admin: tokens.admin };
});

describe("every API route answers hostile input with a 4xx and the contract's error body", () => {
  for (const file of Object.keys(modules).sort()) {
    // next-auth's own endpoints (sign-in pages, CSRF) are not part of the contract.
    if (file.includes("[...nextauth]")) continue;
    it(file.replace(/^\/app/, ""), async () => {
      const mod = await modules[file]!();
      const dynamic = segments(file);
      const ids = dynamic.length ? IDS : [""];
      const failures: string[] = [];
      let calls = 0;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
        const handler = mod[method];
        if (!handler) continue;
        for (const id of ids) {
          const params = Object.fromEntries(dynamic.map((s) => [s.name, s.catchAll ? [id] : id]));
          const path = urlPath(file, id);
          const requests =
            method === "GET"
              ? QUERIES.map((q) => ({
                  q,
                  body: undefined as string | undefined,
                  type: undefined as string | undefined,
                }))
              : BODIES.map((b) => ({ q: "", ...b }));
          for (const [who, headers] of Object.entries(auth)) {
            for (const { q, body, type } of requests) {
              const request = new NextRequest(new URL(path + q, "http://localhost:3000"), {
                method,
                headers: { ...headers, ...(type && body !== undefined ? { "content-type": type } : {}) },
                body,
              });
              calls++;
              const label = `${method} ${path}${q} (${who}, ${type ?? "no body"}: ${String(body).slice(0, 30)})`;
              let response: Response;
              try {
                response = await handler(request, { params: Promise.resolve(params) });
              } catch (error) {
                failures.push(`${label} threw ${(error as Error).message}`);
                continue;
              }
              const text = await response.text();
              if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 120)}`);
              else if (response.status >= 400) {
                let json: { error?: unknown; message?: unknown } | undefined;
                try {
                  json = JSON.parse(text);
                } catch {
                  json = undefined;
                }
                if (typeof json?.error !== "string" || json.error !== json.message)
                  failures.push(`${label} → ${response.status} without the error body: ${text.slice(0, 120)}`);
              }
            }
          }
        }
      }
      expect(calls).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
