"use client";

import * as React from "react";
import { Loader2, Search } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { EmailField, useEmailField } from "@/components/forms/email-field";
import { useReadyMark } from "@/components/hooks/use-ready-mark";
import {
  EMAIL_REQUIRED,
  GUEST_BOOKINGS_KEY,
  GUEST_EMAIL_KEY,
  NETWORK_FAILED,
  TRACK_BOOKINGS_PATH,
  interpretLookupResult,
  type Notice,
} from "@/lib/bookings/track-lookup";
import { lookupPagePath } from "@/lib/bookings/customer-list";
import { api } from "@/lib/api/client";

const INVALID_EMAIL = "Please enter a valid email address";

// Toasts (sonner) load on the first submit, so the home page's first-load JavaScript stays small.
async function notify(notice: Notice) {
  const { toast } = await import("@/components/ui/sonner");
  if (notice.tone === "info") toast(notice.title, { description: notice.description });
  else toast.error(notice.title, { description: notice.description });
}

/**
 * The home page's "Track Your Bookings" box (spec §2 Home, §4, §5, §8): a native e-mail field;
 * GET /api/bookings/email/{email} (the newest page); with bookings, keeps them (and the e-mail) in session storage
 * for /track-bookings and goes there with a full page load, else says why not in a toast.
 */
export function TrackBookingsForm({ className }: { className?: string }) {
  const field = useEmailField();
  const { inputId, email, setError, inputRef } = field;
  const [pending, setPending] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  // Hydrated, the form handles submits itself.
  useReadyMark(formRef);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    if (!value) {
      setError(null);
      inputRef.current?.focus();
      await notify(EMAIL_REQUIRED);
      return;
    }
    // The browser's own e-mail check (type="email"): no request for an address that cannot match.
    if (inputRef.current && inputRef.current.validity.typeMismatch) {
      setError(INVALID_EMAIL);
      inputRef.current.focus();
      return;
    }
    setError(null);
    setPending(true);
    let navigating = false;
    try {
      const outcome = interpretLookupResult(await api("GET", lookupPagePath(value)));
      if (outcome.kind === "notice") {
        await notify(outcome.notice);
        return;
      }
      sessionStorage.setItem(GUEST_BOOKINGS_KEY, JSON.stringify(outcome.bookings));
      sessionStorage.setItem(GUEST_EMAIL_KEY, value);
      navigating = true;
      window.location.assign(TRACK_BOOKINGS_PATH);
    } catch {
      await notify(NETWORK_FAILED);
    } finally {
      // Keep the spinner while the next page loads.
      if (!navigating) setPending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Track your bookings"
      aria-busy={pending || undefined}
      className={cn("w-full", className)}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <EmailField
            field={field}
            placeholder="The email you booked with"
            required
            className="h-12 md:h-12"
            errorClassName="mt-2 text-sm font-medium text-destructive"
          />
        </div>
        <Button type="submit" size="lg" disabled={pending} className="h-12 sm:min-w-40">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {pending ? "Searching…" : "Track Bookings"}
        </Button>
      </div>
    </form>
  );
}
