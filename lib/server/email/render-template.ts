import "server-only";

import { render, toPlainText } from "@react-email/components";
import { createElement } from "react";

import { EMAIL_COMPONENTS } from "@/emails";
import { fillPlaceholders, TEMPLATES, type TemplateType, type TemplateVariables } from "@/lib/email/templates";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A template's subject with these values, on one line (no header injection through a value). */
export function templateSubject(type: TemplateType, vars: TemplateVariables): string {
  return fillPlaceholders(TEMPLATES[type].subject, vars).replace(/[\r\n]+/g, " ");
}

/**
 * One template with these values: its subject, HTML and plain-text version. The React tree is
 * rendered once (react-email); the text is derived from that HTML with react-email's own
 * converter — exactly what `render(…, { plainText: true })` would give, without a second render.
 */
export async function renderTemplate(type: TemplateType, vars: TemplateVariables): Promise<RenderedEmail> {
  const html = await render(createElement(EMAIL_COMPONENTS[type], { v: vars }));
  return { subject: templateSubject(type, vars), html, text: toPlainText(html) };
}
