"use client";

import * as React from "react";
import { Loader2, Send, SendHorizontal } from "lucide-react";

import { api } from "@/lib/api/client";
import type { ApiErrorBody } from "@/lib/api/errors";
import { TEMPLATE_TYPES, TEMPLATES, type TemplateType } from "@/lib/email/templates";
import type { EmailTemplateView } from "@/lib/types/email-templates";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";
import { EmailPreferences } from "./email-preferences";
import { EmailTemplateEditor } from "./email-template-editor";
import { SmtpConfigForm, type SavedSmtp, type SmtpConfigView } from "./smtp-config-form";
import { TemplateCards, type TemplateSummaries } from "./template-cards";
import { TemplateViewDialog } from "./template-view-dialog";

/** What the page passes in: GET /api/email/config's reply, read on the server. */
export interface EmailSetupProps {
  configured: boolean;
  config: SmtpConfigView;
  /** Each card's subject in use and whether an administrator edited it. */
  templates: TemplateSummaries;
}

/** Admin spec §9: Test All pauses 1 s between sends. */
const TEST_ALL_PAUSE_MS = 1000;

/** A sender hint for authentication failures (admin spec §8): the reply's reason says the SMTP server refused the login. */
function withHint(error: ApiErrorBody, fallback = error.message): string {
  const message = error.message || fallback;
  return error.reason === "smtp_auth_failed"
    ? `${message} Authentication failed: real SMTP credentials are needed.`
    : message;
}

/** Settings → Email Setup (admin spec §2.2): SMTP form, test sends, the six template cards, preferences. */
export function EmailSetup({ configured, config, templates: initialTemplates }: EmailSetupProps) {
  const id = React.useId();
  const [saved, setSaved] = React.useState<SavedSmtp>({
    host: configured ? config.smtpHost : "",
    hasPassword: config.hasPassword,
    fromEmail: config.fromEmail,
  });
  const [testTo, setTestTo] = React.useState(config.fromEmail);
  const [busy, setBusy] = React.useState<string | null>(null);
  const [viewing, setViewing] = React.useState<EmailTemplateView | null>(null);
  const [editing, setEditing] = React.useState<EmailTemplateView | null>(null);
  const [templates, setTemplates] = React.useState(initialTemplates);
  const canSend = Boolean(saved.host) && busy === null;

  function configSaved(next: SavedSmtp) {
    setSaved(next);
    if (!testTo) setTestTo(next.fromEmail);
  }

  async function sendTest() {
    setBusy("test");
    const reply = await api("POST", "/api/email/test", { body: { email: testTo } });
    setBusy(null);
    if (reply.ok) toast.success("Test Email Sent", { description: `A test e-mail went to ${testTo}.` });
    else
      toast.error("Test Email Failed", {
        description: withHint(reply.error, "Failed to send test email. Please check your configuration."),
      });
  }

  async function sendTemplate(type: TemplateType): Promise<boolean> {
    const reply = await api("POST", `/api/email/test/${type}`, { body: { testEmail: testTo } });
    if (!reply.ok) toast.error("Template Email Failed", { description: withHint(reply.error) });
    return reply.ok;
  }

  async function testOne(type: TemplateType) {
    setBusy(type);
    const ok = await sendTemplate(type);
    setBusy(null);
    if (ok)
      toast.success("Template Email Sent", {
        description: `${TEMPLATES[type].name} went to ${testTo || saved.fromEmail}.`,
      });
  }

  async function testAll() {
    setBusy("all");
    let failed = 0;
    for (const [i, type] of TEMPLATE_TYPES.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, TEST_ALL_PAUSE_MS));
      if (!(await sendTemplate(type))) failed++;
    }
    setBusy(null);
    if (failed === 0)
      toast.success("All Template Emails Sent", {
        description: `${TEMPLATE_TYPES.length} of ${TEMPLATE_TYPES.length} test e-mails sent.`,
      });
    else
      toast.error("Template Emails Completed", {
        description: `${TEMPLATE_TYPES.length - failed} sent, ${failed} failed.`,
      });
  }

  /** GET the template (html and text) for the view or the editor. */
  async function load(type: TemplateType, open: (view: EmailTemplateView) => void) {
    setBusy(`view-${type}`);
    const reply = await api<EmailTemplateView>("GET", `/api/email/templates/${type}`);
    setBusy(null);
    if (reply.ok) open(reply.data);
    else toast.error("Failed to load template");
  }

  function templateSaved(view: EmailTemplateView) {
    setTemplates((all) => ({ ...all, [view.type]: { subject: view.subject, customized: view.customized } }));
  }

  return (
    <div className="grid gap-8">
      <SmtpConfigForm config={config} saved={saved} onSaved={configSaved} />

      <section aria-labelledby={`${id}-test`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
        <h2 id={`${id}-test`} className="text-lg font-semibold">
          Test Email
        </h2>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-testTo`}>Send test e-mails to</Label>
            <Input
              id={`${id}-testTo`}
              type="email"
              value={testTo}
              onChange={(e) => setTestTo(e.target.value)}
              placeholder={saved.fromEmail || "you@example.com"}
            />
          </div>
          <Button type="button" variant="outline" onClick={() => void sendTest()} disabled={!canSend || !testTo}>
            {busy === "test" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send Test
          </Button>
          <Button type="button" onClick={() => void testAll()} disabled={!canSend}>
            {busy === "all" ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <SendHorizontal aria-hidden="true" />
            )}
            {busy === "all" ? "Sending..." : "Test All Templates"}
          </Button>
        </div>
        {!saved.host ? (
          <p className="mt-2 text-sm text-muted-foreground">Save an SMTP host first to send tests.</p>
        ) : null}
      </section>

      <TemplateCards
        headingId={`${id}-templates`}
        templates={templates}
        busy={busy}
        canSend={canSend}
        onView={(type) => void load(type, setViewing)}
        onEdit={(type) => void load(type, setEditing)}
        onTest={(type) => void testOne(type)}
      />

      <EmailPreferences />

      <TemplateViewDialog template={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <EmailTemplateEditor
        template={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={templateSaved}
      />
    </div>
  );
}
