import "server-only";

import type { UserDTO } from "@/lib/types/auth";
import { registerSchema, type RegisterData } from "@/lib/validation/auth";
import { getDb, type Prisma } from "../db/client";
import { AppError } from "../errors/app-error";
import { hashPassword } from "./password";
import { ACCOUNT_SELECT, toAccount, type Account } from "./users";
import { kickEmailOutbox } from "../email/background";
import { queueWelcomeEmail } from "../email/booking-emails";
import { queueEmailVerification } from "./verify-email";

export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists.";

/** A customer account to create: the e-mail trimmed and lower-cased, the password hashed already (hashPassword, ~100 ms: never inside a transaction). */
export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
}

/**
 * Creates a customer account in the caller's transaction, with its welcome e-mail and the link that
 * verifies its address (verify-email.ts) queued in the same transaction (outbox.ts): they exist
 * exactly when the caller commits — a booking that makes
 * an account and is then refused leaves neither. Null when the e-mail has an account already
 * (nothing written). One conditional INSERT on the e-mail's unique index (ON CONFLICT DO NOTHING):
 * a concurrent registration of the same address waits for the other and then finds it taken, and
 * never breaks the caller's transaction off with a unique violation.
 */
export async function createAccountInTransaction(
  tx: Pick<Prisma.TransactionClient, "user" | "emailLog">,
  account: NewAccount,
): Promise<Account | null> {
  const [row] = await tx.user.createManyAndReturn({
    data: [{ name: account.name, email: account.email, passwordHash: account.passwordHash, role: "customer" }],
    skipDuplicates: true,
    select: ACCOUNT_SELECT,
  });
  if (!row) return null;
  const created = toAccount(row);
  await queueWelcomeEmail(tx, created.user);
  await queueEmailVerification(tx, created.user);
  return created;
}

/**
 * Why a name cannot name an account (the register form's rule), or null: a booking that asks for
 * an account is refused up front rather than making the account under a name sign-up would refuse.
 */
export function accountNameProblem(name: string): string | null {
  const result = registerSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? "Please enter your name.");
}

/**
 * Creates a customer account (self-registration never makes an admin, whatever `role` says).
 * The e-mail is stored lower-cased under a unique index, so two registrations of one address —
 * even at the same instant — create one account; the other gets 409.
 */
export async function registerUser(data: RegisterData): Promise<UserDTO> {
  const passwordHash = await hashPassword(data.password);
  const account = await getDb().$transaction((tx) =>
    createAccountInTransaction(tx, { name: data.name, email: data.email, passwordHash }),
  );
  if (!account) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE);
  kickEmailOutbox();
  return account.user;
}
