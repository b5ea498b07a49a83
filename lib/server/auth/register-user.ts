import type { UserDTO } from "@/lib/types/auth";
import { registerSchema, type RegisterInput } from "@/lib/validation/auth";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { parseOrThrow } from "../http/respond";
import { hashPassword } from "./password";
import { USER_SELECT, toUserDTO } from "./users";
import { kickEmailOutbox } from "../email/background";
import { queueWelcomeEmail } from "../email/booking-emails";
import { isUniqueViolation } from "../db/errors";

export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists.";

/**
 * Creates a customer account (self-registration never makes an admin, whatever `role` says).
 * The e-mail is stored lower-cased under a unique index, so two registrations of one address —
 * even at the same instant — create one account; the other gets 409.
 */
export async function registerUser(input: RegisterInput): Promise<UserDTO> {
  const data = parseOrThrow(registerSchema, input);
  const db = await getDb();
  const passwordHash = await hashPassword(data.password);
  try {
    // The account and its welcome e-mail (queued: outbox.ts) are one transaction.
    const user = await db.$transaction(async (tx) => {
      const row = await tx.user.create({
        data: { name: data.name, email: data.email, passwordHash, role: "customer" },
        select: USER_SELECT,
      });
      const created = toUserDTO(row);
      await queueWelcomeEmail(tx, created);
      return created;
    });
    kickEmailOutbox();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}
