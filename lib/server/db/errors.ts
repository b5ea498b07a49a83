import "server-only";

/**
 * What kind of refusal a database error is. Prisma gives its own code (P2002, …); through the
 * driver adapters (pg, PGlite) the PostgreSQL SQLSTATE can come instead, on the error, on its
 * cause, or in the adapter's metadata — so each test looks in all of them.
 */
type DbErrorLike = {
  code?: unknown;
  cause?: { code?: unknown; originalCode?: unknown };
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
} | null;

function hasCode(error: unknown, prismaCode: string, sqlState: string): boolean {
  const e = error as DbErrorLike;
  return (
    e?.code === prismaCode ||
    e?.code === sqlState ||
    e?.cause?.code === sqlState ||
    e?.cause?.originalCode === sqlState ||
    e?.meta?.driverAdapterError?.cause?.originalCode === sqlState
  );
}

/** Prisma's "record to update/delete not found". */
export function isRecordNotFound(error: unknown): boolean {
  return (error as DbErrorLike)?.code === "P2025";
}

/** A unique constraint violation (P2002; SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, "P2002", "23505");
}

/** A foreign key violation: the row a write refers to is gone (P2003; SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, "P2003", "23503");
}

/**
 * SQLSTATEs of a connection the server ended or refused: 57P01 admin_shutdown (a restart, or
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (still starting up), and
 * class 08 (connection exception).
 */
const CONNECTION_LOST_STATES = /^(57P0[123]|08\d{3})$/;
/** Node socket errors of a connection that broke or could not be made. */
const CONNECTION_LOST_ERRNOS = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE"]);
/** Driver-adapter kinds for the same (@prisma/adapter-pg maps socket errors to these). */
const CONNECTION_LOST_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable"]);
/** What node-postgres and PostgreSQL say when a connection ends under a query (no code on some). */
const CONNECTION_LOST_MESSAGES = [
  /connection terminated/i,
  /terminating connection due to/i,
  /server closed the connection unexpectedly/i,
  /client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** The error, then what it wraps (cause, the driver adapter's error and its cause), a few levels deep. */
function* errorChain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 4 || error === null || typeof error !== "object") return;
  const e = error as Record<string, unknown>;
  yield e;
  yield* errorChain(e.cause, depth + 1);
  yield* errorChain((e.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError, depth + 1);
}

/**
 * The database connection was lost or refused (a PostgreSQL restart, a terminated backend, a
 * network break): nothing is wrong with the request, so the client may retry (503), and a read
 * outside a transaction can be retried at once on a fresh connection (lib/server/db/pg-pool.ts).
 */
export function isConnectionLost(error: unknown): boolean {
  for (const e of errorChain(error)) {
    for (const code of [e.code, e.originalCode]) {
      if (typeof code !== "string") continue;
      if (CONNECTION_LOST_STATES.test(code) || CONNECTION_LOST_ERRNOS.has(code)) return true;
    }
    if (typeof e.kind === "string" && CONNECTION_LOST_KINDS.has(e.kind)) return true;
    for (const message of [e.message, e.originalMessage]) {
      if (typeof message === "string" && CONNECTION_LOST_MESSAGES.some((m) => m.test(message))) return true;
    }
  }
  return false;
}

/**
 * PostgreSQL broke the transaction off to let another one through — a deadlock (40P01) or a
 * serialization failure (40001; Prisma's P2034) — and rolled it back whole: nothing is wrong with
 * the request, and running it again may well succeed.
 */
export function isTransactionConflict(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e.code === "P2034") return true;
    for (const code of [e.code, e.originalCode]) if (code === "40P01" || code === "40001") return true;
    if (
      typeof e.message === "string" &&
      /\b(40P01|40001)\b|deadlock detected|could not serialize access/.test(e.message)
    )
      return true;
  }
  return false;
}
