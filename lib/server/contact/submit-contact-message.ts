import type { ContactMessageData } from "@/lib/validation/contact";
import { getDb } from "../db/client";
import { getMailTransport, logEmailAttempt, reasonOf, sendMail, type MailTransport } from "../email/transport";
import { logger } from "../logger";
import { createContactMessage } from "./create-contact-message";
import { composeContactEmail } from "./contact-email";

export interface SubmittedContactMessage {
  id: string;
  /** Whether the team was e-mailed (false while SMTP is not configured, or when sending failed). */
  emailed: boolean;
}

/** Where contact messages go: CONTACT_TO_EMAIL, else the configured sender address. */
export function contactTeamAddress(fromEmail: string, env: Record<string, string | undefined> = process.env): string {
  return env.CONTACT_TO_EMAIL?.trim() || fromEmail;
}

/**
 * Stores a contact message first, then, when SMTP is configured, e-mails it to the team and marks
 * it `emailedAt`. Only storing can fail the call: an e-mail problem is written to the e-mail log
 * and the server log, never lost or passed on to the visitor.
 */
export async function submitContactMessage(input: ContactMessageData): Promise<SubmittedContactMessage> {
  const stored = await createContactMessage(input);
  const mail = composeContactEmail({ ...input, ...stored });
  let emailed = false;
  try {
    let mailer: MailTransport | null;
    try {
      mailer = await getMailTransport();
    } catch (error) {
      logger.error("contact message not e-mailed: the SMTP configuration is unusable", { error, id: stored.id });
      await logEmailAttempt({ to: contactTeamAddress("") || "(team)", subject: mail.subject }, "failed", reasonOf(error));
      return { id: stored.id, emailed };
    }
    if (!mailer) return { id: stored.id, emailed };

    const result = await sendMail({ to: contactTeamAddress(mailer.fromEmail), ...mail, replyTo: input.email }, { mailer });
    mailer.transport.close();
    if (result.status === "sent") {
      emailed = true;
      await getDb().contactMessage.update({ where: { id: stored.id }, data: { emailedAt: new Date() } });
    }
  } catch (error) {
    logger.error("contact message stored, but e-mailing it failed", { error, id: stored.id });
  }
  return { id: stored.id, emailed };
}
