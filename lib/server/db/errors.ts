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
