"use client";

import * as React from "react";

import { describeRetryPolicy, EMAIL_RETRY_DELAYS_MS } from "@/lib/email/retry-policy";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * Email Preferences (admin spec §9): the daily limit is shown in the page only (no save call yet);
 * the retries are the sender's own policy, stated from its constants (lib/email/retry-policy.ts),
 * never a number the server does not follow.
 */
export function EmailPreferences() {
  const id = React.useId();
  const [dailyLimit, setDailyLimit] = React.useState("100");
  return (
    <section aria-labelledby={`${id}-prefs`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
      <h2 id={`${id}-prefs`} className="text-lg font-semibold">
        Email Preferences
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The daily limit is not saved yet. The server sends every booking e-mail; while no SMTP server is set up, e-mails
        wait in the queue.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-daily`}>Daily sending limit</Label>
          <Input
            id={`${id}-daily`}
            type="number"
            min={0}
            value={dailyLimit}
            onChange={(e) => setDailyLimit(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-retries`}>Retry attempts</Label>
          <Input
            id={`${id}-retries`}
            value={String(EMAIL_RETRY_DELAYS_MS.length)}
            readOnly
            aria-describedby={`${id}-retries-hint`}
          />
          <p id={`${id}-retries-hint`} className="text-xs text-muted-foreground" data-testid="retry-policy">
            A failed e-mail is retried by the server: {describeRetryPolicy()}.
          </p>
        </div>
      </div>
    </section>
  );
}
