import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { logger } from "../logger";
import { GONE_MEANWHILE, pagedListResponse, resolvePage, searchParamsObject, toErrorResponse } from "./respond";
import { route } from "./route";
import { NextRequest } from "next/server";

async function read(res: Response) {
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe("toErrorResponse", () => {
  it.each([
    [AppError.badRequest("Bad."), 400],
    [AppError.unauthorized(), 401],
    [AppError.forbidden(), 403],
    [AppError.notFound("Hotel not found."), 404],
    [AppError.conflict("Taken."), 409],
    [new AppError("RATE_LIMITED", "Slow down.", { retryAfter: 30 }), 429],
  ])("maps %s to %i with error and message", async (error, status) => {
    const { status: s, body } = await read(toErrorResponse(error));
    expect(s).toBe(status);
    expect(body.error).toBe(error.message);
    expect(body.message).toBe(error.message);
  });

  it("answers a deadlock or serialization failure with 503 and Retry-After, never 500 (issue 34)", async () => {
    for (const error of [
      Object.assign(new Error("Raw query failed. Code: `40P01`. Message: `deadlock detected`"), { code: "P2010" }),
      { code: "P2034" },
    ]) {
      const reply = await read(toErrorResponse(error));
      expect(reply.status).toBe(503);
      expect(reply.headers.get("retry-after")).toBe("1");
      expect(reply.body.error).toBe(
        "Another change to the same records was made at the same moment. Please try again.",
      );
    }
  });

  it("adds Retry-After for rate limits and extra fields for conflicts", async () => {
    expect(
      (await read(toErrorResponse(new AppError("RATE_LIMITED", "x", { retryAfter: 30 })))).headers.get("retry-after"),
    ).toBe("30");
    const conflict = await read(
      toErrorResponse(
        AppError.conflict("In use.", { extra: { canForceDelete: true, relatedRecords: { bookingsCount: 2 } } }),
      ),
    );
    expect(conflict.body).toEqual({
      error: "In use.",
      message: "In use.",
      canForceDelete: true,
      relatedRecords: { bookingsCount: 2 },
    });
  });

  it("carries a conflict's machine-readable reason beside its sentence", async () => {
    const full = await read(
      toErrorResponse(AppError.conflict("This offer is fully booked.", { reason: "offer_fully_booked" })),
    );
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      error: "This offer is fully booked.",
      message: "This offer is fully booked.",
      reason: "offer_fully_booked",
    });
  });

  it("turns a zod error into 400 with the first message and per-field details", async () => {
    const schema = z.object({
      name: z.string().min(2, "Name must be at least 2 characters"),
      age: z.number({ error: "Age is required" }),
    });
    const error = schema.safeParse({ name: "a" }).error!;
    const { status, body } = await read(toErrorResponse(error));
    expect(status).toBe(400);
    expect(body.error).toBe("Name must be at least 2 characters");
    expect(body.details).toEqual({ name: ["Name must be at least 2 characters"], age: ["Age is required"] });
  });

  it("answers 503 when the database is unreachable, 500 otherwise, never leaking internals", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const down = await read(
      toErrorResponse(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "P1001" })),
    );
    expect(down.status).toBe(503);
    expect(down.body.error).not.toMatch(/ECONNREFUSED/);
    const bug = await read(toErrorResponse(new TypeError("cannot read properties of undefined (secret internals)")));
    expect(bug.status).toBe(500);
    expect(bug.body).toEqual({
      error: "Something went wrong on our side. Please try again.",
      message: "Something went wrong on our side. Please try again.",
    });
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it.each([
    [
      "a backend terminated under the query (57P01, a PostgreSQL restart)",
      { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "57P01" } } } },
    ],
    ["node-postgres's dead socket", { message: "Connection terminated unexpectedly" }],
    ["a reset connection", { code: "ECONNRESET", syscall: "read" }],
  ])(
    "answers 503 with Retry-After and the contract's body when the connection was lost (%s)",
    async (_label, shape) => {
      const log = vi.spyOn(logger, "error").mockImplementation(() => {});
      const { status, body, headers } = await read(toErrorResponse(Object.assign(new Error("db"), shape)));
      expect(status).toBe(503);
      expect(headers.get("retry-after")).toBe("5");
      expect(body).toEqual({
        error: "The service is temporarily unavailable. Please try again in a moment.",
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });
      log.mockRestore();
    },
  );

  it.each([
    ["Prisma's P2003", { code: "P2003" }],
    ["SQLSTATE 23503 on the error", { code: "23503" }],
    ["SQLSTATE 23503 on its cause", { cause: { code: "23503" } }],
    ["SQLSTATE 23503 from the driver adapter", { meta: { driverAdapterError: { cause: { originalCode: "23503" } } } }],
  ])("answers 409 when a write names a row deleted meanwhile (%s), without internals", async (_label, shape) => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const { status, body } = await read(
      toErrorResponse(Object.assign(new Error("Foreign key constraint violated: Booking_promotionId_fkey"), shape)),
    );
    expect(status).toBe(409);
    expect(body).toEqual({ error: GONE_MEANWHILE, message: GONE_MEANWHILE });
    warn.mockRestore();
  });
});

describe("route()", () => {
  it("serialises a returned value and maps a thrown AppError", async () => {
    const ok = route(async () => ({ hello: "world" }));
    const fail = route<{ id: string }>(async (_req, { params }) => {
      throw AppError.notFound(`Nothing at ${params.id}.`);
    });
    const req = new NextRequest("http://localhost/api/x");
    expect(await read(await ok(req, { params: Promise.resolve({}) }))).toMatchObject({
      status: 200,
      body: { hello: "world" },
    });
    expect(await read(await fail(req, { params: Promise.resolve({ id: "7" }) }))).toMatchObject({
      status: 404,
      body: { error: "Nothing at 7." },
    });
  });
});

describe("pagedListResponse", () => {
  it("gives the total and, while more follow, the next page's address with every filter kept", async () => {
    const req = new Request("http://x.test/api/hotels?q=reef&sort=price-asc");
    const first = pagedListResponse(req, [1, 2], 5, resolvePage({ limit: 2 }));
    expect(first.headers.get("x-total-count")).toBe("5");
    expect(first.headers.get("link")).toBe('</api/hotels?q=reef&sort=price-asc&limit=2&offset=2>; rel="next"');
    expect(await first.json()).toEqual([1, 2]);
    const last = pagedListResponse(req, [5], 5, { limit: 2, offset: 4 });
    expect(last.headers.get("link")).toBeNull();
  });

  it("defaults to the contract's page size when no limit is given", () => {
    expect(resolvePage({})).toEqual({ limit: 100, offset: 0 });
    expect(resolvePage({ offset: 200 })).toEqual({ limit: 100, offset: 200 });
  });
});

describe("searchParamsObject", () => {
  it("reads the query string, and refuses a NUL character in it with a 400 (issue 34)", () => {
    expect(searchParamsObject(new Request("http://localhost/api/x?q=reef&limit=2"))).toEqual({ q: "reef", limit: "2" });
    let thrown: unknown;
    try {
      searchParamsObject(new Request("http://localhost/api/x?q=a%00b"));
    } catch (error) {
      thrown = error;
    }
    expect(toErrorResponse(thrown).status).toBe(400);
    expect((thrown as Error).message).toBe(
      "The address's query string contains a NUL character, which text fields cannot hold.",
    );
  });
});
