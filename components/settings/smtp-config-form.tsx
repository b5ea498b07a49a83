"use client";

import * as React from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Mail, Save } from "lucide-react";

import { api } from "@/lib/api/client";
import {
  emailConfigSchema,
  PASSWORD_AGAIN,
  PASSWORD_REQUIRED,
  type EmailConfigData,
  type EmailConfigInput,
} from "@/lib/validation/email";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FieldRow } from "@/components/booking/wizard-shell";
import { toast } from "@/components/ui/sonner";
import { useSubmitForm } from "@/components/hooks/use-submit-form";

/** The saved SMTP settings as the server shows them (the password never comes back). */
export interface SmtpConfigView {
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  hasPassword: boolean;
  fromEmail: string;
  fromName: string;
  replyToEmail: string;
}

/** What the rest of the e-mail settings need to know of what is saved. */
export interface SavedSmtp {
  /** "" while no SMTP host is saved (test sends wait for one). */
  host: string;
  hasPassword: boolean;
  fromEmail: string;
}

/**
 * SMTP Configuration (admin spec §2.2, §5): the form, checked by the same schema as POST
 * /api/email/config; a blank password keeps the stored one unless the server (host, port or user)
 * changed. The server's field messages go beside their fields.
 */
export function SmtpConfigForm({
  config,
  saved,
  onSaved,
}: {
  config: SmtpConfigView;
  saved: SavedSmtp;
  onSaved: (saved: SavedSmtp) => void;
}) {
  const id = React.useId();
  // The server the stored password belongs to: changing any of these needs the password again.
  const [server, setServer] = React.useState({
    host: config.smtpHost,
    port: Number(config.smtpPort),
    user: config.smtpUser,
  });
  const form = useSubmitForm<EmailConfigInput, unknown, EmailConfigData>({
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
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const f = (name: string) => `${id}-${name}`;

  const onSave = handleSubmit(async (values) => {
    if (!values.smtpPassword && !saved.hasPassword) {
      setError("smtpPassword", { message: PASSWORD_REQUIRED }, { shouldFocus: true });
      return;
    }
    const serverChanged =
      values.smtpHost.trim().toLowerCase() !== server.host.trim().toLowerCase() ||
      values.smtpPort !== server.port ||
      values.smtpUser.trim() !== server.user.trim();
    if (!values.smtpPassword && serverChanged) {
      setError("smtpPassword", { message: PASSWORD_AGAIN }, { shouldFocus: true });
      return;
    }
    const reply = await api<{ config?: SmtpConfigView }>("POST", "/api/email/config", { body: values });
    if (!reply.ok) {
      for (const [field, messages] of Object.entries(reply.error.details ?? {}))
        if (messages[0]) setError(field as keyof EmailConfigInput, { message: messages[0] });
      toast.error("Failed to save configuration", {
        description: reply.error.message || "Failed to save configuration",
      });
      return;
    }
    const view = reply.data?.config;
    setServer({
      host: view?.smtpHost ?? values.smtpHost,
      port: Number(view?.smtpPort ?? values.smtpPort),
      user: view?.smtpUser ?? values.smtpUser,
    });
    setValue("smtpPassword", "");
    onSaved({
      host: view?.smtpHost ?? values.smtpHost,
      hasPassword: view?.hasPassword ?? true,
      fromEmail: view?.fromEmail ?? values.fromEmail,
    });
    toast.success("Email Settings Saved", { description: "Your email configuration has been saved successfully." });
  });

  return (
    <section aria-labelledby={f("smtp")} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
      <h2 id={f("smtp")} className="flex items-center gap-2 text-lg font-semibold">
        <Mail className="size-5 text-primary" aria-hidden="true" />
        SMTP Configuration
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {saved.host
          ? `Sending through ${saved.host}.`
          : "Not configured yet: booking e-mails are logged as not sent until you save these settings."}
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
        <FieldRow
          id={f("smtpPassword")}
          label="SMTP Password"
          error={errors.smtpPassword?.message}
          hint={saved.hasPassword ? "Leave blank to keep current password." : undefined}
        >
          {(a) => (
            <Input
              {...a}
              type="password"
              autoComplete="new-password"
              {...register("smtpPassword")}
              placeholder={saved.hasPassword ? "••••••••" : ""}
            />
          )}
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
  );
}
