import { afterEach, describe, expect, it, vi } from "vitest";

import { api, apiOrThrow, ApiError, errorSentence, toErrorBody, UNREACHABLE } from "./client";

function reply(status: number, body: unknown, statusText = "") {
  return new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), {
    status,
    statusText,
    headers: { "content-type": "application/json", "x-total-count": "7" },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("api()", () => {
  it("sends JSON with the session cookie and reads the reply", async () => {
    const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async () =>
      reply(201, { booking: { id: 1 } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const r = await api<{ booking: { id: number } }>("POST", "/api/bookings", {
      body: { a: 1 },
      headers: { "idempotency-key": "k" },
    });
    expect(r).toMatchObject({ ok: true, status: 201, data: { booking: { id: 1 } } });
    expect(r.headers?.get("x-total-count")).toBe("7");
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/bookings");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
    expect(init.headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
      "idempotency-key": "k",
    });
  });

  it("sends no body and no content type on a GET", async () => {
    const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async () => reply(200, []));
    vi.stubGlobal("fetch", fetchMock);
    await api("GET", "/api/hotels");
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty("content-type");
  });

  it("gives an error reply as the contract's body, with its reason, details and extra fields", async () => {
    vi.stubGlobal("fetch", async () =>
      reply(409, {
        error: "Those dates are no longer available",
        message: "Those dates are no longer available",
        reason: "not_available",
        alternatives: null,
        details: { checkIn: ["x", 3] },
      }),
    );
    const r = await api("POST", "/api/bookings", { body: {} });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toBe(409);
    expect(r.error).toEqual({
      error: "Those dates are no longer available",
      message: "Those dates are no longer available",
      reason: "not_available",
      alternatives: null,
      details: { checkIn: ["x"] },
    });
  });

  it("drops a reason it does not know and makes a sentence for a body without one", async () => {
    vi.stubGlobal("fetch", async () => reply(502, "<html>bad gateway</html>", "Bad Gateway"));
    const r = await api("GET", "/api/x");
    expect(!r.ok && r.error).toEqual({ error: "HTTP 502: Bad Gateway", message: "HTTP 502: Bad Gateway" });
    expect(toErrorBody(400, "", { reason: "made_up", error: "No." })).toEqual({ error: "No.", message: "No." });
  });

  it("turns a network failure into status 0 with a sentence, never a throw", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const r = await api("GET", "/api/hotels");
    expect(r).toEqual({ ok: false, status: 0, error: { error: UNREACHABLE, message: UNREACHABLE }, headers: null });
  });

  it("uses the caller's fallback for an error reply without a sentence, never over the reply's own", async () => {
    vi.stubGlobal("fetch", async () => reply(502, "<html>bad gateway</html>", "Bad Gateway"));
    const r = await api("POST", "/api/auth/register", { body: {}, fallback: "Please try again." });
    expect(!r.ok && r.error).toEqual({ error: "Please try again.", message: "Please try again." });
    vi.stubGlobal("fetch", async () =>
      reply(409, { error: "That e-mail is taken.", message: "That e-mail is taken." }),
    );
    const taken = await api("POST", "/api/auth/register", { body: {}, fallback: "Please try again." });
    expect(!taken.ok && taken.error.message).toBe("That e-mail is taken.");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const offline = await api("POST", "/api/auth/register", { body: {}, fallback: "Please try again." });
    expect(offline).toMatchObject({ ok: false, status: 0, error: { message: UNREACHABLE } });
    expect(errorSentence(429, "Too Many Requests", null, "Too many attempts.")).toBe("Too many attempts.");
    expect(errorSentence(429, "Too Many Requests", null, "")).toBe("");
    expect(errorSentence(429, "Too Many Requests", { message: "Wait 5 minutes." }, "")).toBe("Wait 5 minutes.");
  });

  it("passes the cache mode on when asked, and leaves fetch's default otherwise", async () => {
    const fetchMock = vi.fn<(path: string, init?: RequestInit) => Promise<Response>>(async () => reply(200, {}));
    vi.stubGlobal("fetch", fetchMock);
    await api("GET", "/api/availability?x=1", { cache: "no-store" });
    await api("GET", "/api/hotels");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ cache: "no-store" });
    expect(fetchMock.mock.calls[1]![1]).not.toHaveProperty("cache");
  });

  it("rethrows when the caller aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("aborted", "AbortError");
    });
    await expect(api("GET", "/api/hotels", { signal: controller.signal })).rejects.toThrow("aborted");
  });
});

describe("apiOrThrow()", () => {
  it("returns the data, or throws an ApiError carrying the body and reason", async () => {
    vi.stubGlobal("fetch", async () => reply(200, { ok: 1 }));
    await expect(apiOrThrow("GET", "/api/a")).resolves.toEqual({ ok: 1 });
    vi.stubGlobal("fetch", async () =>
      reply(409, {
        error: "This offer is fully booked.",
        message: "This offer is fully booked.",
        reason: "offer_fully_booked",
      }),
    );
    const error = await apiOrThrow("POST", "/api/bookings").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("This offer is fully booked.");
    expect((error as ApiError).reason).toBe("offer_fully_booked");
    expect((error as ApiError).status).toBe(409);
  });
});

describe("errorSentence()", () => {
  it("prefers message, then error, then the status line, then a plain fallback (admin spec §7)", () => {
    expect(errorSentence(400, "Bad Request", { message: "m", error: "e" })).toBe("m");
    expect(errorSentence(400, "Bad Request", { error: "e" })).toBe("e");
    expect(errorSentence(404, "Not Found", null)).toBe("HTTP 404: Not Found");
    expect(errorSentence(500, "", null)).toBe("API request failed");
  });
});
