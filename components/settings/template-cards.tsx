"use client";

import { Eye, Loader2, Pencil, Send } from "lucide-react";

import { TEMPLATE_TYPES, TEMPLATES, type TemplateType } from "@/lib/email/templates";
import type { EmailTemplateSummary } from "@/lib/types/email-templates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export type TemplateSummaries = Record<(typeof TEMPLATE_TYPES)[number], EmailTemplateSummary>;

/**
 * The six template cards (admin spec §2.2): name (marked when edited), description, the subject in
 * use, and View, Edit and Send Test. `busy`: the action running ("view-{type}", a type, "all"…).
 */
export function TemplateCards({
  headingId,
  templates,
  busy,
  canSend,
  onView,
  onEdit,
  onTest,
}: {
  headingId: string;
  templates: TemplateSummaries;
  busy: string | null;
  canSend: boolean;
  onView: (type: TemplateType) => void;
  onEdit: (type: TemplateType) => void;
  onTest: (type: TemplateType) => void;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        Email Templates
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="template-cards">
        {TEMPLATE_TYPES.map((type) => {
          const t = TEMPLATES[type];
          const summary = templates[type];
          return (
            <li
              key={type}
              className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
              data-testid={`template-${type}`}
            >
              <div>
                <h3 className="flex items-center gap-2 font-semibold">
                  {t.name}
                  {summary.customized ? <Badge variant="secondary">Edited</Badge> : null}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{t.description}</p>
              </div>
              <p className="text-sm">
                <span className="text-muted-foreground">Subject: </span>
                {summary.subject}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onView(type)}
                  disabled={busy !== null}
                  aria-label={`View ${t.name}`}
                >
                  <Eye aria-hidden="true" />
                  View
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(type)}
                  disabled={busy !== null}
                  aria-label={`Edit ${t.name}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onTest(type)}
                  disabled={!canSend}
                  aria-label={`Send test of ${t.name}`}
                >
                  {busy === type ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Send aria-hidden="true" />
                  )}
                  Send Test
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
