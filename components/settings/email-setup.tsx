"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, Loader2, Mail, Pencil, Save, Send, SendHorizontal } from "lucide-react";

import { TEMPLATE_TYPES, TEMPLATES, type TemplateType } from "@/lib/email/templates";
import type { EmailTemplateSummary, EmailTemplateView } from "@/lib/types/email-templates";
import { emailConfigSchema, PASSWORD_AGAIN, PASSWORD_REQUIRED, type EmailConfigData, type EmailConfigInput } from "@/lib/validation/email";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldRow } from "@/components/booking/wizard-shell";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/sonner";
import { EmailTemplateEditor } from "./email-template-editor";
import { HighlightedText, TemplatePreviewFrame } from "./template-preview";
import { sendJson } from "./send-json";

/** What the page passes in: GET /api/email/config's reply, read on the server. */
export interface EmailSetupProps {
  configured: boolean;
  config: {
    smtpHost: string;
    smtpPort: number;
    smtpUser: string;
    hasPassword: boolean;
    fromEmail: string;
    fromName: string;
    replyToEmail: string;
  };
  /** Each card's subject in use and whether an administrator edited it. */
  templates: Record<(typeof TEMPLATE_TYPES)[number], EmailTemplateSummary>;
}

/** Admin spec §9: Test All pauses 1 s between sends. */
const TEST_ALL_PAUSE_MS = 1000;

const postJson = (path: string, body?: unknown) => sendJson("POST", path, body);

/** A sender hint for authentication failures (admin spec §8). */
function withHint(message: string): string {
  return /auth/i.test(message) ? `${message} Authentication failed: real SMTP credentials are needed.` : message;
}

/** Settings → Email Setup (admin spec §2.2): SMTP form, test sends, the six template cards, preferences. */
export function EmailSetup({ configured, config, templates: initialTemplates }: EmailSetupProps) {
  const id = React.useId();
  const [saved, setSaved] = React.useState({ host: configured ? config.smtpHost : "", hasPassword: config.hasPassword, fromEmail: config.fromEmail });
  // The server the stored password belongs to: changing any of these needs the password again.
  const [server, setServer] = React.useState({ host: config.smtpHost, port: Number(config.smtpPort), user: config.smtpUser });
  const [testTo, setTestTo] = React.useState(config.fromEmail);
  const [busy, setBusy] = React.useState<string | null>(null);
  const [viewing, setViewing] = React.useState<EmailTemplateView | null>(null);
  const [editing, setEditing] = React.useState<EmailTemplateView | null>(null);
  const [templates, setTemplates] = React.useState(initialTemplates);
  const [retries, setRetries] = React.useState("3");
  const [dailyLimit, setDailyLimit] = React.useState("100");

  const form = useForm<EmailConfigInput, unknown, EmailConfigData>({
    resolver: zodResolver(emailConfigSchema),
    defaultValues: {
      smtpHost: config.smtpHost,
      smtpPort: config.smtpPort,
      smtpUser: config.smtpUser,
      smtpPassword: "",
      fromEmail: config.fromEmail,
      fromName: config.fromName,
      replyToEmail: config.replyToEmail,
    },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const canSend = Boolean(saved.host) && busy === null;
  const f = (name: string) => `${id}-${name}`;

  const onSave = handleSubmit(async (values) => {
    if (!values.smtpPassword && !saved.hasPassword) {
      setError("smtpPassword", { message: PASSWORD_REQUIRED }, { shouldFocus: true });
      return;
    }
    const serverChanged =
      values.smtpHost.trim().toLowerCase() !== server.host.trim().toLowerCase() || values.smtpPort !== server.port || values.smtpUser.trim() !== server.user.trim();
    if (!values.smtpPassword && serverChanged) {
      setError("smtpPassword", { message: PASSWORD_AGAIN }, { shouldFocus: true });
      return;
    }
    const res = await postJson("/api/email/config", values);
    if (!res.ok) {
      const details = (res.json?.details ?? {}) as Record<string, string[]>;
      for (const [field, messages] of Object.entries(details)) if (messages[0]) setError(field as keyof EmailConfigInput, { message: messages[0] });
      toast.error("Failed to save configuration", { description: res.message || "Failed to save configuration" });
      return;
    }
    const view = res.json?.config as EmailSetupProps["config"] | undefined;
    setSaved({ host: view?.smtpHost ?? values.smtpHost, hasPassword: view?.hasPassword ?? true, fromEmail: view?.fromEmail ?? values.fromEmail });
    setServer({ host: view?.smtpHost ?? values.smtpHost, port: Number(view?.smtpPort ?? values.smtpPort), user: view?.smtpUser ?? values.smtpUser });
    setValue("smtpPassword", "");
    if (!testTo) setTestTo(view?.fromEmail ?? values.fromEmail);
    toast.success("Email Settings Saved", { description: "Your email configuration has been saved successfully." });
  });

  async function sendTest() {
    setBusy("test");
    const res = await postJson("/api/email/test", { email: testTo });
    setBusy(null);
    if (res.ok) toast.success("Test Email Sent", { description: `A test e-mail went to ${testTo}.` });
    else toast.error("Test Email Failed", { description: withHint(res.message || "Failed to send test email. Please check your configuration.") });
  }

  async function sendTemplate(type: TemplateType): Promise<boolean> {
    const res = await postJson(`/api/email/test/${type}`, { testEmail: testTo });
    if (!res.ok) toast.error("Template Email Failed", { description: withHint(res.message) });
    return res.ok;
  }

  async function testOne(type: TemplateType) {
    setBusy(type);
    const ok = await sendTemplate(type);
    setBusy(null);
    if (ok) toast.success("Template Email Sent", { description: `${TEMPLATES[type].name} went to ${testTo || saved.fromEmail}.` });
  }

  async function testAll() {
    setBusy("all");
    let failed = 0;
    for (const [i, type] of TEMPLATE_TYPES.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, TEST_ALL_PAUSE_MS));
      if (!(await sendTemplate(type))) failed++;
    }
    setBusy(null);
    if (failed === 0) toast.success("All Template Emails Sent", { description: `${TEMPLATE_TYPES.length} of ${TEMPLATE_TYPES.length} test e-mails sent.` });
    else toast.error("Template Emails Completed", { description: `${TEMPLATE_TYPES.length - failed} sent, ${failed} failed.` });
  }

  async function load(type: TemplateType, open: (view: EmailTemplateView) => void) {
    setBusy(`view-${type}`);
    try {
      const res = await fetch(`/api/email/templates/${type}`, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      open((await res.json()) as EmailTemplateView);
    } catch {
      toast.error("Failed to load template");
    } finally {
      setBusy(null);
    }
  }

  function templateSaved(view: EmailTemplateView) {
    setTemplates((all) => ({ ...all, [view.type]: { subject: view.subject, customized: view.customized } }));
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-smtp`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
        <h2 id={`${id}-smtp`} className="flex items-center gap-2 text-lg font-semibold">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          SMTP Configuration
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {saved.host ? `Sending through ${saved.host}.` : "Not configured yet: booking e-mails are logged as not sent until you save these settings."}
        </p>
        <form noValidate onSubmit={onSave} className="mt-5 grid gap-4 sm:grid-cols-2" aria-label="SMTP configuration">
          <FieldRow id={f("smtpHost")} label="SMTP Host" error={errors.smtpHost?.message}>
            {(a) => <Input {...a} {...register("smtpHost")} placeholder="smtp.example.com" autoComplete="off" />}
          </FieldRow>
          <FieldRow id={f("smtpPort")} label="SMTP Port" error={errors.smtpPort?.message}>
            {(a) => <Input {...a} type="number" inputMode="numeric" min={1} {...register("smtpPort")} />}
          </FieldRow>
          <FieldRow id={f("smtpUser")} label="SMTP Username" error={errors.smtpUser?.message}>
            {(a) => <Input {...a} {...register("smtpUser")} autoComplete="off" />}
          </FieldRow>
          <FieldRow id={f("smtpPassword")} label="SMTP Password" error={errors.smtpPassword?.message} hint={saved.hasPassword ? "Leave blank to keep current password." : undefined}>
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...register("smtpPassword")} placeholder={saved.hasPassword ? "••••••••" : ""} />}
          </FieldRow>
          <FieldRow id={f("fromEmail")} label="From Email" error={errors.fromEmail?.message}>
            {(a) => <Input {...a} type="email" {...register("fromEmail")} placeholder="bookings@example.com" />}
          </FieldRow>
          <FieldRow id={f("fromName")} label="From Name" error={errors.fromName?.message}>
            {(a) => <Input {...a} {...register("fromName")} />}
          </FieldRow>
          <FieldRow id={f("replyToEmail")} label="Reply-To Email (optional)" error={errors.replyToEmail?.message}>
            {(a) => <Input {...a} type="email" {...register("replyToEmail")} />}
          </FieldRow>
          <div className="flex items-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              Save Configuration
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby={`${id}-test`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
        <h2 id={`${id}-test`} className="text-lg font-semibold">
          Test Email
        </h2>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={f("testTo")}>Send test e-mails to</Label>
            <Input id={f("testTo")} type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} placeholder={saved.fromEmail || "you@example.com"} />
          </div>
          <Button type="button" variant="outline" onClick={() => void sendTest()} disabled={!canSend || !testTo}>
            {busy === "test" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send Test
          </Button>
          <Button type="button" onClick={() => void testAll()} disabled={!canSend}>
            {busy === "all" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <SendHorizontal aria-hidden="true" />}
            {busy === "all" ? "Sending..." : "Test All Templates"}
          </Button>
        </div>
        {!saved.host ? <p className="mt-2 text-sm text-muted-foreground">Save an SMTP host first to send tests.</p> : null}
      </section>

      <section aria-labelledby={`${id}-templates`}>
        <h2 id={`${id}-templates`} className="text-lg font-semibold">
          Email Templates
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="template-cards">
          {TEMPLATE_TYPES.map((type) => {
            const t = TEMPLATES[type];
            const summary = templates[type];
            return (
              <li key={type} className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-soft" data-testid={`template-${type}`}>
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
                  <Button type="button" size="sm" variant="outline" onClick={() => void load(type, setViewing)} disabled={busy !== null} aria-label={`View ${t.name}`}>
                    <Eye aria-hidden="true" />
                    View
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => void load(type, setEditing)} disabled={busy !== null} aria-label={`Edit ${t.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button type="button" size="sm" variant="outline" onClick={() => void testOne(type)} disabled={!canSend} aria-label={`Send test of ${t.name}`}>
                    {busy === type ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                    Send Test
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={`${id}-prefs`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
        <h2 id={`${id}-prefs`} className="text-lg font-semibold">
          Email Preferences
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Not saved yet: the server sends every booking e-mail and retries a failed one 7 times over about two days (after 1, 5 and 30 minutes, then 2, 6, 12 and 24 hours); while no SMTP server is set up, e-mails wait in the queue.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={f("daily")}>Daily sending limit</Label>
            <Input id={f("daily")} type="number" min={0} value={dailyLimit} onChange={(e) => setDailyLimit(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={f("retries")}>Retry attempts</Label>
            <NativeSelect id={f("retries")} value={retries} onChange={(e) => setRetries(e.target.value)}>
              {["1", "3", "5", "0"].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </section>

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          {viewing ? (
            <>
              <DialogHeader>
                <DialogTitle>{TEMPLATES[viewing.type].name}</DialogTitle>
                <DialogDescription>
                  Subject: <HighlightedText text={viewing.subject} />
                  {viewing.customized ? " (edited)" : null}
                </DialogDescription>
              </DialogHeader>
              <div>
                <h3 className="text-sm font-semibold">Variables</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Template variables">
                  {viewing.variables.map((v) => (
                    <li key={v}>
                      <Badge variant="secondary">{`{{${v}}}`}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="text-sm font-semibold">HTML preview</h3>
                <TemplatePreviewFrame html={viewing.html} title={`${TEMPLATES[viewing.type].name} HTML preview`} className="mt-2 h-96 w-full rounded-lg border border-border bg-white" />
              </div>
              <div>
                <h3 className="text-sm font-semibold">Text version</h3>
                <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap" data-testid="template-text">
                  <HighlightedText text={viewing.text} />
                </pre>
              </div>
            </>
          ) : null}
        </DialogContent>
      </Dialog>
      <EmailTemplateEditor template={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={templateSaved} />
    </div>
  );
}
