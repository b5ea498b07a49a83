import { AppError } from "../errors/app-error";

type PrismaLike = { code?: string; cause?: { code?: string; originalCode?: string }; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } } | null;

/** Prisma's "record to update/delete not found". */
export function isRecordNotFound(error: unknown): boolean {
  return (error as PrismaLike)?.code === "P2025";
}

/** A unique constraint violation: P2002 from Prisma, 23505 from PostgreSQL through the driver adapter. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as PrismaLike;
  return (
    e?.code === "P2002" ||
    e?.code === "23505" ||
    e?.cause?.code === "23505" ||
    e?.cause?.originalCode === "23505" ||
    e?.meta?.driverAdapterError?.cause?.originalCode === "23505"
  );
}

/** Runs a write on one row: a missing row becomes the contract's 404 with `notFound`. */
export async function onRow<T>(notFound: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isRecordNotFound(error)) throw AppError.notFound(notFound);
    throw error;
  }
}

/** A USD amount as the 2-decimal text a Decimal column stores exactly. */
export function decimal(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
