"use client";

import { TEMPLATES } from "@/lib/email/templates";
import type { EmailTemplateView } from "@/lib/types/email-templates";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { HighlightedText, TemplatePreviewFrame, TemplateVariables } from "./template-preview";

/** A template's view (admin spec §2.2): subject, variables, the HTML preview and the text version, placeholders highlighted. */
export function TemplateViewDialog({
  template,
  onOpenChange,
}: {
  template: EmailTemplateView | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        {template ? (
          <>
            <DialogHeader>
              <DialogTitle>{TEMPLATES[template.type].name}</DialogTitle>
              <DialogDescription>
                Subject: <HighlightedText text={template.subject} />
                {template.customized ? " (edited)" : null}
              </DialogDescription>
            </DialogHeader>
            <div>
              <h3 className="text-sm font-semibold">Variables</h3>
              <TemplateVariables variables={template.variables} aria-label="Template variables" />
            </div>
            <div>
              <h3 className="text-sm font-semibold">HTML preview</h3>
              <TemplatePreviewFrame
                html={template.html}
                title={`${TEMPLATES[template.type].name} HTML preview`}
                className="mt-2 h-96 w-full rounded-lg border border-border bg-white"
              />
            </div>
            <div>
              <h3 className="text-sm font-semibold">Text version</h3>
              <pre
                className="mt-2 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap"
                data-testid="template-text"
              >
                <HighlightedText text={template.text} />
              </pre>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
