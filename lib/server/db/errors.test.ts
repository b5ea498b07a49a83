import { describe, expect, it } from "vitest";
import { isConnectionLost, isTransactionConflict } from "./errors";
import { isReadStatement } from "./pg-pool";

/** A socket error as Node raises it. */
function socketError(code: string) {
  return Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: "read" });
}

describe("isConnectionLost", () => {
  it.each([
    [
      "Prisma's error for a backend terminated under a query (pg_terminate_backend, a restart)",
      Object.assign(
        new Error("Raw query failed. Code: `57P01`. Message: `terminating connection due to administrator command`"),
        {
          code: "P2010",
          meta: {
            driverAdapterError: Object.assign(new Error("DriverAdapterError"), {
              name: "DriverAdapterError",
              cause: {
                originalCode: "57P01",
                originalMessage: "terminating connection due to administrator command",
                kind: "postgres",
                code: "57P01",
                severity: "FATAL",
              },
            }),
          },
        },
      ),
    ],
    [
      "node-postgres's own 57P01",
      Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
        severity: "FATAL",
      }),
    ],
    ["57P02 crash shutdown", { code: "57P02" }],
    ["57P03 the server is still starting", { cause: { originalCode: "57P03" } }],
    ["a connection exception (class 08)", { code: "08006" }],
    [
      "node-postgres's message when the socket closes under a query (no code)",
      new Error("Connection terminated unexpectedly"),
    ],
    [
      "the same, wrapped by Prisma",
      Object.assign(new Error("Invalid `prisma.hotel.findMany()` invocation: Connection terminated unexpectedly"), {
        clientVersion: "7",
      }),
    ],
    ["a pooled client already broken", new Error("Client has encountered a connection error and is not queryable")],
    ["ECONNRESET", socketError("ECONNRESET")],
    ["ECONNREFUSED (the server is down)", socketError("ECONNREFUSED")],
    ["the adapter's ConnectionClosed", { meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } }],
  ])("recognises %s", (_label, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("Unique constraint failed"), { code: "P2002" })],
    ["a foreign key violation", { cause: { code: "23503" } }],
    [
      "a statement timeout (57014: the connection is fine)",
      { code: "57014", message: "canceling statement due to statement timeout" },
    ],
    ["a serialization failure", { code: "40001" }],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["nothing", null],
    ["a string", "Connection terminated unexpectedly"],
  ])("does not take %s for one", (_label, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });

  it("stops on a cause that refers to itself", () => {
    const error: Record<string, unknown> = { message: "loop" };
    error.cause = error;
    expect(isConnectionLost(error)).toBe(false);
  });
});

describe("isTransactionConflict", () => {
  it.each([
    [
      "Prisma's raw-query error for a deadlock",
      Object.assign(new Error("Raw query failed. Code: `40P01`. Message: `deadlock detected`"), { code: "P2010" }),
    ],
    ["the adapter's deadlock", { meta: { driverAdapterError: { cause: { originalCode: "40P01" } } } }],
    ["a serialization failure", { cause: { code: "40001" } }],
    ["Prisma's write conflict", { code: "P2034" }],
  ])("recognises %s", (_label, error) => expect(isTransactionConflict(error)).toBe(true));

  it.each([
    ["a unique violation", { code: "P2002" }],
    ["a lost connection", { code: "57P01" }],
    ["a bug", new TypeError("x")],
  ])("does not take %s for one", (_label, error) => expect(isTransactionConflict(error)).toBe(false));
});

describe("isReadStatement (which statements a lost connection may retry)", () => {
  it.each([
    'SELECT "public"."Hotel"."id" FROM "public"."Hotel" WHERE 1=1',
    '  select count(*) FROM "Booking"',
    "-- Prisma\n/* a comment */ SELECT 1",
  ])("a read: %s", (sql) => expect(isReadStatement(sql)).toBe(true));

  it.each([
    'INSERT INTO "public"."NewsletterSubscriber" ("email") VALUES ($1) ON CONFLICT DO NOTHING',
    'UPDATE "EmailLog" SET "claimedUntil" = $1',
    'DELETE FROM "Session"',
    'WITH released AS (UPDATE "Booking" SET "inventoryHeld" = false RETURNING 1) SELECT count(*) FROM released',
    "BEGIN",
    "selected", // not the keyword
  ])("not a read: %s", (sql) => expect(isReadStatement(sql)).toBe(false));
});
