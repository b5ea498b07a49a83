"use client";

import * as React from "react";
import { Loader2, MailCheck, MailWarning } from "lucide-react";

import { Button } from "@/components/ui/button";
import { postForMessage, type RequestState } from "@/components/forms/confirm-link-button";

/**
 * 'Confirm your e-mail address' on /account and /my-dashboard while the signed-in account's address
 * is not verified: what it changes (`holdMinutes`, `holdHours`: the holds the server applies) and a
 * button that e-mails a new link (POST /api/auth/verify-email/resend).
 */
export function VerifyEmailNotice({
  email,
  holdMinutes,
  holdHours,
}: {
  email: string;
  holdMinutes: number;
  holdHours: number;
}) {
  const [state, setState] = React.useState<RequestState>({ kind: "idle" });

  async function resend() {
    setState({ kind: "pending" });
    setState(await postForMessage("/api/auth/verify-email/resend", "We have sent you a new link."));
  }

  return (
    <section
      aria-labelledby="verify-email-heading"
      data-testid="verify-email-notice"
      className="mt-6 rounded-2xl border border-amber-500/40 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="verify-email-heading" className="flex items-center gap-2 font-semibold">
        <MailWarning className="size-5 shrink-0" aria-hidden="true" />
        Confirm your e-mail address
      </h2>
      <p className="mt-2 text-sm">
        Open the link we e-mailed to <span className="font-medium break-all">{email}</span>. Until you do, a booking
        request you make holds its room for {holdMinutes} minutes unless you confirm it from its e-mail; once your
        address is confirmed, your requests hold their rooms for {holdHours} hours while we check availability.
      </p>
      <Button
        type="button"
        variant="outline"
        className="mt-4 bg-background"
        onClick={() => void resend()}
        disabled={state.kind === "pending"}
      >
        {state.kind === "pending" ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <MailCheck aria-hidden="true" />
        )}
        Send the link again
      </Button>
      {state.kind === "done" ? (
        <p role="status" className="mt-3 text-sm">
          {state.message}
        </p>
      ) : state.kind === "error" ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
