import type { TemplateType } from "@/lib/email/templates";

/** GET/PUT/DELETE /api/email/templates/{type}: the template in use, with {{placeholders}} in place. */
export interface EmailTemplateView {
  type: TemplateType;
  name: string;
  description: string;
  subject: string;
  variables: readonly string[];
  html: string;
  text: string;
  /** True when an administrator's version is in use (else the react-email default). */
  customized: boolean;
  updatedAt: string | null;
  /** The name of the administrator who saved it. */
  updatedBy: string | null;
}

/** What a template card on Settings › Email shows. */
export interface EmailTemplateSummary {
  subject: string;
  customized: boolean;
}
