import "server-only";

import { AppError } from "../errors/app-error";
import { isRecordNotFound } from "../db/errors";

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
