"use client";

import * as React from "react";
import { Loader2, Send } from "lucide-react";

import { cn } from "@/lib/utils";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { EmailField, useEmailField } from "@/components/forms/email-field";

export interface NewsletterFormProps {
  /** "inverted" for a dark or teal background (white text, coral button). */
  tone?: "default" | "inverted";
  /** Text of the submit button. */
  submitLabel?: string;
  className?: string;
}

const SUCCESS_TITLE = "Subscription successful!";
const SUCCESS_TEXT = "Thank you for subscribing to our newsletter.";
const FAILURE_TEXT = "Failed to subscribe. Please try again.";

// Validation (zod) and toasts (sonner) load on the first submit, so a page that shows this form
// does not carry them in its first-load JavaScript.
const loadSchema = () => import("@/lib/validation/newsletter").then((m) => m.newsletterSchema);
const loadToast = () => import("@/components/ui/sonner").then((m) => m.toast);

/**
 * The newsletter signup (spec §5/§8): validates the address with the shared schema, subscribes
 * through POST /api/newsletter, then toasts. Used on /offers and on the home page.
 */
export function NewsletterForm({ tone = "default", submitLabel = "Subscribe", className }: NewsletterFormProps) {
  const field = useEmailField();
  const { inputId, email, setEmail, setError, inputRef } = field;
  const [pending, setPending] = React.useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const schema = await loadSchema();
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const [r, toast] = await Promise.all([
        api("POST", "/api/newsletter", { body: parsed.data, fallback: FAILURE_TEXT }),
        loadToast(),
      ]);
      if (r.ok) {
        // The spec's words exactly; the double opt-in's confirmation step is said by the e-mail and the confirm page.
        toast.success(SUCCESS_TITLE, { description: SUCCESS_TEXT });
        setEmail("");
      } else {
        // Too many sign-ups from here (429): the server says how long to wait.
        toast.error("Error", { description: r.status === 429 ? r.error.message : FAILURE_TEXT });
      }
    } finally {
      setPending(false);
    }
  }

  const inverted = tone === "inverted";
  return (
    <form noValidate onSubmit={onSubmit} className={cn("w-full", className)} aria-label="Newsletter signup">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <EmailField
            field={field}
            placeholder="Your email address"
            className={cn("h-12 md:h-12", inverted && "border-white/40 bg-white text-foreground")}
            errorClassName={cn(
              "mt-2 text-sm font-medium",
              inverted ? "rounded-md bg-white/95 px-2 py-1 text-destructive" : "text-destructive",
            )}
          />
        </div>
        <Button type="submit" variant="coral" size="lg" disabled={pending} className="h-12 sm:min-w-36">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {pending ? "Subscribing…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
