import "server-only";

import type { ContactMessageData } from "@/lib/validation/contact";
import { getDb } from "../db/client";
import { kickEmailOutbox } from "../email/background";
import { contactTeamAddress, enqueueMessage } from "../email/outbox";
import { createContactMessage } from "./create-contact-message";
import { composeContactEmail } from "./contact-email";

export interface SubmittedContactMessage {
  id: string;
}

/**
 * Stores a contact message and, in the same transaction, queues its e-mail to the team in the
 * outbox (lib/server/email/outbox.ts): the visitor's request never waits on an SMTP session. The
 * drainer sends it after the commit (to CONTACT_TO_EMAIL, else the configured sender), retries it
 * like any other, keeps it queued while SMTP is not set up, and marks the message `emailedAt`.
 */
export async function submitContactMessage(input: ContactMessageData): Promise<SubmittedContactMessage> {
  const stored = await getDb().$transaction(async (tx) => {
    const row = await createContactMessage(input, tx);
    const mail = composeContactEmail({ ...input, ...row });
    const config = await tx.emailConfig.findFirst({ orderBy: { id: "asc" }, select: { fromEmail: true } });
    await enqueueMessage(tx, {
      to: contactTeamAddress(config?.fromEmail.trim() ?? "") || "(team)",
      toTeam: true,
      templateType: "contactMessage",
      ...mail,
      replyTo: input.email,
      contactMessageId: row.id,
    });
    return row;
  });
  kickEmailOutbox();
  return { id: stored.id };
}
