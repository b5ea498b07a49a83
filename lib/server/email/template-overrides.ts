import "server-only";

/**
 * Editable e-mail templates (issue 21 item 14): an administrator's subject, HTML and text for one of
 * the six booking templates, stored in EmailTemplateOverride and used by every send instead of the
 * react-email default (emails/) until it is reset. Placeholders are the template view's
 * {{variable}}; values are HTML-escaped in the HTML body and kept on one line in the subject.
 *
 * The admin's HTML goes into e-mails only: the site never renders it into its own pages (the edit
 * dialog previews it in a sandboxed frame, components/settings/email-template-editor.tsx).
 * Reads are not cached: one primary-key lookup per rendered e-mail, off the request's path.
 */
import {
  escapeHtml,
  fillTemplateText,
  isTemplateType,
  placeholderVariables,
  TEMPLATE_TYPES,
  TEMPLATES,
  type TemplateType,
  type TemplateVariables,
} from "@/lib/email/templates";
import type { EmailTemplateSummary, EmailTemplateView } from "@/lib/types/email-templates";
import type { z } from "@/lib/validation/zod";
import type { emailTemplateSchema } from "@/lib/validation/email";
import { AppError } from "../errors/app-error";
import { getDb } from "../db/client";
import { renderTemplate, type RenderedEmail } from "./render-template";

/** The six templates an administrator may edit (the account e-mails are not). */
export type EditableTemplateType = (typeof TEMPLATE_TYPES)[number];

export function isEditableTemplateType(value: unknown): value is EditableTemplateType {
  return typeof value === "string" && (TEMPLATE_TYPES as readonly string[]).includes(value);
}

interface StoredOverride {
  subject: string;
  html: string;
  text: string;
  updatedAt: Date;
  updatedBy: { name: string } | null;
}

async function readOverride(type: TemplateType): Promise<StoredOverride | null> {
  if (!isEditableTemplateType(type)) return null;
  return getDb().emailTemplateOverride.findUnique({
    where: { type },
    select: { subject: true, html: true, text: true, updatedAt: true, updatedBy: { select: { name: true } } },
  });
}

/** A subject never carries a line break (no header injection through a value). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/** An override filled with one e-mail's values: variables HTML-escaped in the HTML, raw in the text. */
export function fillOverride(
  type: TemplateType,
  override: Pick<StoredOverride, "subject" | "html" | "text">,
  vars: TemplateVariables,
): RenderedEmail {
  const allowed = TEMPLATES[type].variables;
  return {
    subject: oneLine(fillTemplateText(override.subject, vars, allowed)).trim(),
    html: fillTemplateText(override.html, vars, allowed, escapeHtml),
    text: fillTemplateText(override.text, vars, allowed),
  };
}

/**
 * The e-mail every send path uses: the administrator's version of the template when one is saved,
 * else the react-email default (render-template.ts).
 */
export async function renderEmail(type: TemplateType, vars: TemplateVariables): Promise<RenderedEmail> {
  const override = await readOverride(type);
  return override ? fillOverride(type, override, vars) : renderTemplate(type, vars);
}

export type TemplateView = EmailTemplateView;

/** The six cards of Settings › Email: each template's subject in use and whether it is edited (one read). */
export async function templateSummaries(): Promise<Record<EditableTemplateType, EmailTemplateSummary>> {
  const rows = await getDb().emailTemplateOverride.findMany({ select: { type: true, subject: true } });
  const edited = new Map(rows.map((r) => [r.type, r.subject]));
  return Object.fromEntries(
    TEMPLATE_TYPES.map((type) => [
      type,
      { subject: edited.get(type) ?? TEMPLATES[type].subject, customized: edited.has(type) },
    ]),
  ) as Record<EditableTemplateType, EmailTemplateSummary>;
}

/** The template a path names (GET /api/email/templates/{type}, POST /api/email/test/{type}), or 404. */
export function knownTemplateType(type: string): TemplateType {
  if (!isTemplateType(type)) throw AppError.notFound(`Unknown email template: ${type}`);
  return type;
}

/** GET /api/email/templates/{type}: the template in use, with {{placeholders}} in place, and whether it is the default. */
export async function getTemplateView(type: TemplateType): Promise<TemplateView> {
  const info = TEMPLATES[type];
  const base = { type, name: info.name, description: info.description, variables: info.variables };
  const override = await readOverride(type);
  if (override) {
    return {
      ...base,
      subject: override.subject,
      html: override.html,
      text: override.text,
      customized: true,
      updatedAt: override.updatedAt.toISOString(),
      updatedBy: override.updatedBy?.name ?? null,
    };
  }
  const email = await renderTemplate(type, placeholderVariables(type));
  return {
    ...base,
    subject: info.subject,
    html: email.html,
    text: email.text,
    customized: false,
    updatedAt: null,
    updatedBy: null,
  };
}

/** The editable template a path names, or 404. */
export function editableTemplateType(type: string): EditableTemplateType {
  if (!isEditableTemplateType(type)) throw AppError.notFound(`Unknown email template: ${type}`);
  return type;
}

/** PUT /api/email/templates/{type}: saves the administrator's version (validated by emailTemplateSchema). */
export async function saveTemplateOverride(
  type: EditableTemplateType,
  input: z.output<ReturnType<typeof emailTemplateSchema>>,
  userId: string,
): Promise<TemplateView> {
  const data = { subject: input.subject.trim(), html: input.html, text: input.text, updatedById: userId };
  await getDb().emailTemplateOverride.upsert({ where: { type }, create: { type, ...data }, update: data });
  return getTemplateView(type);
}

/** DELETE /api/email/templates/{type} ('Reset to default'): the default is used again. Idempotent. */
export async function resetTemplateOverride(type: EditableTemplateType): Promise<TemplateView> {
  await getDb().emailTemplateOverride.deleteMany({ where: { type } });
  return getTemplateView(type);
}
