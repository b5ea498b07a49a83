import "server-only";

import type { LoginData } from "@/lib/validation/auth";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { hashPassword, verifyPassword } from "./password";
import { toAccount, type Account } from "./users";

/** One message for a wrong e-mail and a wrong password: no account enumeration. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

// A hash to verify against when the e-mail is unknown, so both failures take about as long.
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  return dummyHash;
}

/** The account for an e-mail and password (as loginSchema gives them), or 401 with the same message whatever was wrong. */
export async function authenticate({ email, password }: LoginData): Promise<Account> {
  const db = await getDb();
  const row = await db.user.findUnique({ where: { email } });
  if (!row) {
    await verifyPassword(await timingDummy(), password);
    throw AppError.unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw AppError.unauthorized(INVALID_CREDENTIALS_MESSAGE);
  return toAccount(row);
}
