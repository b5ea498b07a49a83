import "server-only";

import type { ContactMessageData } from "@/lib/validation/contact";
import type { ContactSubject } from "../db/generated/client";
import { getDb, type Prisma } from "../db/client";

/** Stores a contact-form message (the subject's hyphens become the enum's underscores). */
export async function createContactMessage(
  input: ContactMessageData,
  db: Pick<Prisma.TransactionClient, "contactMessage"> = getDb(),
) {
  const row = await db.contactMessage.create({
    data: {
      name: input.name,
      email: input.email.trim().toLowerCase(),
      phone: input.phone ?? "",
      subject: input.subject.replace(/-/g, "_") as ContactSubject,
      message: input.message,
    },
  });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
