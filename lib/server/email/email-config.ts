import "server-only";

import { SITE_NAME } from "@/lib/site";
import { PASSWORD_AGAIN, PASSWORD_REQUIRED, type EmailConfigData } from "@/lib/validation/email";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { encryptSecret } from "../crypto/secret-box";

/** The SMTP settings as the admin sees them: the password never leaves the server. */
export interface EmailConfigView {
  configured: boolean;
  config: {
    smtpHost: string;
    smtpPort: number;
    smtpUser: string;
    /** Always "": the stored password is never sent back. */
    smtpPassword: "";
    /** Whether a password is stored ('leave blank to keep current'). */
    hasPassword: boolean;
    fromEmail: string;
    fromName: string;
    replyToEmail: string;
    updatedAt: string | null;
  };
}

/** GET /api/email/config: the stored settings, or the defaults (port 587, the product's name). */
export async function getEmailConfig(): Promise<EmailConfigView> {
  const row = await getDb().emailConfig.findFirst({ orderBy: { id: "asc" } });
  if (!row) {
    return {
      configured: false,
      config: {
        smtpHost: "",
        smtpPort: 587,
        smtpUser: "",
        smtpPassword: "",
        hasPassword: false,
        fromEmail: "",
        fromName: SITE_NAME,
        replyToEmail: "",
        updatedAt: null,
      },
    };
  }
  return {
    configured: Boolean(row.smtpHost.trim() && row.fromEmail.trim()),
    config: {
      smtpHost: row.smtpHost,
      smtpPort: row.smtpPort,
      smtpUser: row.smtpUser,
      smtpPassword: "",
      hasPassword: Boolean(row.smtpPasswordEncrypted),
      fromEmail: row.fromEmail,
      fromName: row.fromName,
      replyToEmail: row.replyToEmail ?? "",
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** Whether the server the stored password goes to changes: another host, port or username. */
function serverChanged(
  existing: { smtpHost: string; smtpPort: number; smtpUser: string },
  data: { smtpHost: string; smtpPort: number; smtpUser: string },
): boolean {
  return (
    existing.smtpHost.trim().toLowerCase() !== data.smtpHost.trim().toLowerCase() ||
    existing.smtpPort !== data.smtpPort ||
    existing.smtpUser.trim() !== data.smtpUser.trim()
  );
}

/**
 * Saves the SMTP settings (POST /api/email/config). The password is encrypted at rest; an empty
 * one keeps the stored password — only for the same host, port and username: when any of them
 * changes the password must be entered again (400), so the stored one can never be sent to a
 * server of someone's choosing (issue 18). Refused too (400) when none is stored yet.
 */
export async function saveEmailConfig(data: EmailConfigData): Promise<EmailConfigView> {
  const db = getDb();
  const existing = await db.emailConfig.findFirst({ orderBy: { id: "asc" } });
  const password = data.smtpPassword;
  if (!password && !existing?.smtpPasswordEncrypted)
    throw AppError.badRequest(PASSWORD_REQUIRED, { smtpPassword: [PASSWORD_REQUIRED] });
  if (!password && existing && serverChanged(existing, data))
    throw AppError.badRequest(PASSWORD_AGAIN, { smtpPassword: [PASSWORD_AGAIN] });
  const fields = {
    smtpHost: data.smtpHost,
    smtpPort: data.smtpPort,
    smtpUser: data.smtpUser,
    fromEmail: data.fromEmail.toLowerCase(),
    fromName: data.fromName,
    replyToEmail: data.replyToEmail || null,
    ...(password ? { smtpPasswordEncrypted: encryptSecret(password) } : {}),
  };
  const id = existing?.id ?? 1;
  await db.emailConfig.upsert({
    where: { id },
    update: fields,
    create: { id, ...fields, smtpPasswordEncrypted: fields.smtpPasswordEncrypted ?? "" },
  });
  return getEmailConfig();
}
