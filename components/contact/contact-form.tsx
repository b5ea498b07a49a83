"use client";

import * as React from "react";
import { Controller, type FieldPath, type Resolver } from "react-hook-form";
import { Loader2, Send } from "lucide-react";

import type { ContactMessageData, ContactMessageInput, ContactSubjectValue } from "@/lib/validation/contact";
import { cn } from "@/lib/utils";
import { subjectFromQuery } from "@/lib/contact/subject-from-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSubmitForm } from "@/components/hooks/use-submit-form";

export interface ContactFormProps {
  /** The subjects to choose from (CONTACT_SUBJECTS, passed in so the schema stays out of first load). */
  subjects: readonly { value: ContactSubjectValue; label: string }[];
  className?: string;
}

const FIELDS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly FieldPath<ContactMessageInput>[];

// Toasts follow a submit; sonner loads then, not with the page.
const loadToast = () => import("@/components/ui/sonner").then((m) => m.toast);

// The shared zod schema (and zod itself) load on the first validation, i.e. the first submit,
// keeping them out of the page's first-load JavaScript.
let schemaResolver: Promise<Resolver<ContactMessageInput, unknown, ContactMessageData>> | undefined;
const lazyContactResolver: Resolver<ContactMessageInput, unknown, ContactMessageData> = async (
  values,
  context,
  options,
) => {
  schemaResolver ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/validation/contact")]).then(
    ([{ zodResolver }, { contactMessageSchema }]) => zodResolver(contactMessageSchema),
  );
  return (await schemaResolver)(values, context, options);
};

function emptyValues(subject?: ContactSubjectValue): ContactMessageInput {
  return { name: "", email: "", phone: "", subject: (subject ?? "") as ContactSubjectValue, message: "" };
}

/** The contact form (spec §2/§5/§8): validated with the shared schema, stored by POST /api/contact. */
export function ContactForm({ subjects, className }: ContactFormProps) {
  const id = React.useId();
  const form = useSubmitForm<ContactMessageInput, unknown, ContactMessageData>({
    resolver: lazyContactResolver,
    defaultValues: emptyValues(),
  });
  // The subject preselected from `/contact?subject=…` (an unknown value preselects nothing), read
  // from the address in the browser: the page itself is prerendered, the same for every address.
  const addressSubject = React.useCallback(
    () => subjectFromQuery(new URLSearchParams(window.location.search).get("subject"), subjects),
    [subjects],
  );
  React.useEffect(() => {
    const subject = addressSubject();
    if (subject && !form.getValues("subject")) form.setValue("subject", subject);
  }, [addressSubject, form]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const describe = (name: (typeof FIELDS)[number], hint?: string) => {
    const ids = [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": errors[name] ? true : undefined, "aria-describedby": ids || undefined } as const;
  };

  async function onSubmit(values: ContactMessageData) {
    // fallback "": a reply without a sentence of its own adds nothing to the toast.
    const r = await api("POST", "/api/contact", { body: values, fallback: "" });
    const toast = await loadToast();
    if (r.ok) {
      toast.success("Message sent successfully!", { description: "We'll get back to you as soon as possible." });
      reset(emptyValues(addressSubject()));
      return;
    }
    // The server checks with the same schema: show its per-field messages where they belong.
    for (const name of FIELDS) {
      const message = r.error.details?.[name]?.[0];
      if (message) setError(name, { type: "server", message }, { shouldFocus: true });
    }
    // Too many messages from here (429): the server says how long to wait.
    toast.error(
      "Failed to send your message. Please try again.",
      r.status === 429 && r.error.message ? { description: r.error.message } : undefined,
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className={cn("flex flex-col gap-5", className)}
      aria-label="Send us a message"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your name" htmlFor={fieldId("name")} error={errors.name?.message} errorId={errorId("name")}>
          <Input
            id={fieldId("name")}
            autoComplete="name"
            placeholder="Aishath Rasheed"
            {...register("name")}
            {...describe("name")}
          />
        </Field>
        <Field
          label="Email address"
          htmlFor={fieldId("email")}
          error={errors.email?.message}
          errorId={errorId("email")}
        >
          <Input
            id={fieldId("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register("email")}
            {...describe("email")}
          />
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={
            <>
              Phone <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          htmlFor={fieldId("phone")}
          error={errors.phone?.message}
          errorId={errorId("phone")}
        >
          <Input
            id={fieldId("phone")}
            type="tel"
            autoComplete="tel"
            placeholder="+960 777 1234"
            {...register("phone")}
            {...describe("phone")}
          />
        </Field>
        <Field
          label="Subject"
          htmlFor={fieldId("subject")}
          error={errors.subject?.message}
          errorId={errorId("subject")}
        >
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <Select value={field.value ?? ""} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id={fieldId("subject")}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...describe("subject")}
                  data-testid="contact-subject"
                >
                  <SelectValue placeholder="Select a subject" />
                </SelectTrigger>
                <SelectContent>
                  {subjects.map((s) => (
                    <SelectItem key={s.value} value={s.value}>
                      {s.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
      </div>

      <Field label="Message" htmlFor={fieldId("message")} error={errors.message?.message} errorId={errorId("message")}>
        <Textarea
          id={fieldId("message")}
          rows={6}
          placeholder="Tell us about your trip: dates, islands, who's travelling and how we can help."
          className="min-h-36"
          {...register("message")}
          {...describe("message", `${fieldId("message")}-hint`)}
        />
        <p id={`${fieldId("message")}-hint`} className="text-sm text-muted-foreground">
          At least 10 characters. Please don&apos;t include card numbers or passwords.
        </p>
      </Field>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">We reply within one business day.</p>
        <Button type="submit" variant="coral" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {isSubmitting ? "Sending…" : "Send Message"}
        </Button>
      </div>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
}: {
  label: React.ReactNode;
  htmlFor: string;
  error?: string;
  errorId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
