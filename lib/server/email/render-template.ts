import { render } from "@react-email/components";
import { createElement } from "react";

import { EMAIL_COMPONENTS } from "@/emails";
import { fillPlaceholders, TEMPLATES, type TemplateType, type TemplateVariables } from "@/lib/email/templates";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** One template with these values: its subject, HTML and plain-text version (react-email). */
export async function renderTemplate(type: TemplateType, vars: TemplateVariables): Promise<RenderedEmail> {
  const element = createElement(EMAIL_COMPONENTS[type], { v: vars });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: fillPlaceholders(TEMPLATES[type].subject, vars).replace(/[\r\n]+/g, " "), html, text };
}
