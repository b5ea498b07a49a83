"use client";

import * as React from "react";
import { useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, RotateCcw, Save } from "lucide-react";

import { emailTemplateSchema, TEMPLATE_LIMITS, type EmailTemplateInput } from "@/lib/validation/email";
import type { EmailTemplateView } from "@/lib/types/email-templates";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FieldRow } from "@/components/booking/wizard-shell";
import { toast } from "@/components/ui/sonner";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { HighlightedText, TemplatePreviewFrame, TemplateVariables } from "./template-preview";
import { useSubmitForm } from "@/components/hooks/use-submit-form";

type Field = keyof EmailTemplateInput;

/**
 * Edit one e-mail template (issue 21 item 14): subject, HTML and text with the template's
 * {{variables}}, checked by the same schema as PUT /api/email/templates/{type}; a live preview with
 * the placeholders highlighted (the HTML in a sandboxed frame); 'Reset to default' when edited.
 * `onSaved` gets the server's view after a save or a reset.
 */
export function EmailTemplateEditor({
  template,
  onOpenChange,
  onSaved,
}: {
  template: EmailTemplateView | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (view: EmailTemplateView) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-5xl">
        {template ? (
          <EditorForm
            key={`${template.type}:${template.updatedAt ?? "default"}`}
            template={template}
            onOpenChange={onOpenChange}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditorForm({
  template,
  onOpenChange,
  onSaved,
}: {
  template: EmailTemplateView;
  onOpenChange: (open: boolean) => void;
  onSaved: (view: EmailTemplateView) => void;
}) {
  const id = React.useId();
  const { ask, dialog } = useConfirm();
  const [resetting, setResetting] = React.useState(false);
  const schema = React.useMemo(() => emailTemplateSchema(template.type), [template.type]);
  const form = useSubmitForm<EmailTemplateInput>({
    resolver: zodResolver(schema),
    defaultValues: { subject: template.subject, html: template.html, text: template.text },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [subject, html, text] = useWatch({ control, name: ["subject", "html", "text"] });
  const previewHtml = React.useDeferredValue(html);
  const f = (name: string) => `${id}-${name}`;

  const onSave = handleSubmit(async (values) => {
    const reply = await api<EmailTemplateView>("PUT", `/api/email/templates/${template.type}`, { body: values });
    if (!reply.ok) {
      for (const [field, messages] of Object.entries(reply.error.details ?? {}))
        if (messages[0]) setError(field as Field, { message: messages[0] });
      toast.error("Failed to save template", { description: reply.error.message || "Failed to save template" });
      return;
    }
    onSaved(reply.data);
    toast.success("Template Saved", { description: `${template.name} is used for every e-mail from now on.` });
    onOpenChange(false);
  });

  async function resetToDefault() {
    const confirmed = await ask({
      title: "Reset to default?",
      description: `${template.name} goes back to the default template, and your version is deleted.`,
      confirmLabel: "Reset",
    });
    if (!confirmed) return;
    setResetting(true);
    const reply = await api<EmailTemplateView>("DELETE", `/api/email/templates/${template.type}`);
    setResetting(false);
    if (!reply.ok) {
      toast.error("Failed to reset template", { description: reply.error.message });
      return;
    }
    onSaved(reply.data);
    toast.success("Template Reset", { description: `${template.name} uses the default template again.` });
    onOpenChange(false);
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit {template.name}</DialogTitle>
        <DialogDescription>
          {template.customized
            ? `Your version is in use${template.updatedBy ? ` (saved by ${template.updatedBy})` : ""}. Every e-mail of this kind is sent with it.`
            : "The default template is in use. Saving makes your version the one every e-mail of this kind is sent with."}
        </DialogDescription>
      </DialogHeader>
      <div>
        <h3 className="text-sm font-semibold" id={f("variables")}>
          Variables
        </h3>
        <TemplateVariables variables={template.variables} aria-labelledby={f("variables")} />
        <p className="mt-2 text-xs text-muted-foreground">
          Write a variable as {"{{name}}"}. Values are filled in when each e-mail is sent (escaped in the HTML).
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          noValidate
          onSubmit={onSave}
          className="grid content-start gap-4"
          aria-label="Edit template"
          id={f("form")}
        >
          <FieldRow id={f("subject")} label="Subject" error={errors.subject?.message}>
            {(a) => <Input {...a} {...register("subject")} maxLength={TEMPLATE_LIMITS.subject} autoComplete="off" />}
          </FieldRow>
          <FieldRow id={f("html")} label="HTML body" error={errors.html?.message}>
            {(a) => (
              <Textarea
                {...a}
                {...register("html")}
                spellCheck={false}
                className="h-64 field-sizing-fixed font-mono text-xs md:text-xs"
              />
            )}
          </FieldRow>
          <FieldRow id={f("text")} label="Text version" error={errors.text?.message}>
            {(a) => (
              <Textarea {...a} {...register("text")} className="h-40 field-sizing-fixed font-mono text-xs md:text-xs" />
            )}
          </FieldRow>
        </form>
        <section aria-label="Preview" className="grid content-start gap-3">
          <h3 className="text-sm font-semibold">Preview</h3>
          <p className="text-sm" data-testid="edit-preview-subject">
            <span className="text-muted-foreground">Subject: </span>
            <HighlightedText text={subject ?? ""} />
          </p>
          <TemplatePreviewFrame
            html={previewHtml ?? ""}
            title={`${template.name} edited HTML preview`}
            className="h-80 w-full rounded-lg border border-border bg-white"
          />
          <pre
            className="max-h-48 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap"
            data-testid="edit-preview-text"
          >
            <HighlightedText text={text ?? ""} />
          </pre>
        </section>
      </div>
      <DialogFooter className="gap-2 sm:justify-between">
        {template.customized ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void resetToDefault()}
            disabled={resetting || isSubmitting}
          >
            {resetting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            Reset to default
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={f("form")} disabled={isSubmitting || resetting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save Template
          </Button>
        </div>
      </DialogFooter>
      {dialog}
    </>
  );
}
