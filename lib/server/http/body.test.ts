import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJsonBody } from "./body";
import { toErrorResponse } from "./respond";

const schema = z.object({ email: z.email("Please enter a valid email address") });
const req = (body: string | undefined, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const res = toErrorResponse(error);
    return { status: res.status, body: await res.json() };
  }
  throw new Error("expected a failure");
}

describe("readJsonBody", () => {
  it("parses and validates a JSON body", async () => {
    expect(await readJsonBody(req('{"email":"a@b.co"}'), schema)).toEqual({ email: "a@b.co" });
    expect(
      await readJsonBody(req('{"email":"a@b.co"}', { "content-type": "application/json; charset=utf-8" }), schema),
    ).toEqual({ email: "a@b.co" });
  });

  it.each([
    [
      "a wrong content type",
      req('{"email":"a@b.co"}', { "content-type": "text/plain" }),
      "Send the request body as JSON (Content-Type: application/json).",
    ],
    ["malformed JSON", req('{"email":'), "The request body is not valid JSON."],
    ["an empty body", req(""), "The request body is empty: send a JSON object."],
    ["a failing field", req('{"email":"nope"}'), "Please enter a valid email address"],
    [
      "a NUL character",
      req('{"email":"a@b.co","list":["x\\u0000"]}'),
      "The request body contains a NUL character, which text fields cannot hold.",
    ],
    [
      "a lone surrogate in a field (issue 34)",
      req('{"email":"a@b.co","name":"x\\ud800"}'),
      "The request body contains a lone UTF-16 surrogate (an unpaired \\ud800–\\udfff), which is not text.",
    ],
    [
      "a lone low surrogate in a list",
      req('{"email":"a@b.co","list":["ok","\\udc00y"]}'),
      "The request body contains a lone UTF-16 surrogate (an unpaired \\ud800–\\udfff), which is not text.",
    ],
    [
      "a lone surrogate in a key",
      req('{"email":"a@b.co","\\ud83d":1}'),
      "The request body contains a lone UTF-16 surrogate (an unpaired \\ud800–\\udfff), which is not text.",
    ],
    [
      "nesting deeper than 20 levels",
      req(`{"email":"a@b.co","x":${"[".repeat(25)}${"]".repeat(25)}}`),
      "The request body is nested too deeply (at most 20 levels).",
    ],
  ])("answers 400 for %s", async (_what, request, message) => {
    const { status, body } = await failure(readJsonBody(request, schema));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(body.message).toBe(message);
  });

  it("keeps proper surrogate pairs (emoji) and format characters in text", async () => {
    const wide = z.object({ email: z.string(), name: z.string() });
    expect(await readJsonBody(req('{"email":"a@b.co","name":"Ana \\ud83c\\udf34 \\u200d"}'), wide)).toEqual({
      email: "a@b.co",
      name: "Ana 🌴 \u200d",
    });
  });

  it("answers 400 for a body over the limit, declared or not", async () => {
    const big = JSON.stringify({ email: "a@b.co", pad: "x".repeat(2000) });
    expect((await failure(readJsonBody(req(big), schema, { maxBytes: 1000 }))).status).toBe(400);
    const undeclared = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(big));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const { body } = await failure(readJsonBody(undeclared, schema, { maxBytes: 1000 }));
    expect(body.error).toBe("The request body is too large (at most 1000 bytes).");
  });
});
