"use client";

import * as React from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** Email Preferences (admin spec §9): daily limit and retries, shown in the page only (no save call yet). */
export function EmailPreferences() {
  const id = React.useId();
  const [retries, setRetries] = React.useState("3");
  const [dailyLimit, setDailyLimit] = React.useState("100");
  return (
    <section aria-labelledby={`${id}-prefs`} className="rounded-2xl border border-border/70 bg-card p-6 shadow-soft">
      <h2 id={`${id}-prefs`} className="text-lg font-semibold">
        Email Preferences
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Not saved yet: the server sends every booking e-mail and retries a failed one 7 times over about two days (after 1, 5 and 30 minutes, then 2, 6, 12 and 24 hours); while no
        SMTP server is set up, e-mails wait in the queue.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-daily`}>Daily sending limit</Label>
          <Input id={`${id}-daily`} type="number" min={0} value={dailyLimit} onChange={(e) => setDailyLimit(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-retries`}>Retry attempts</Label>
          <NativeSelect id={`${id}-retries`} value={retries} onChange={(e) => setRetries(e.target.value)}>
            {["1", "3", "5", "0"].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </section>
  );
}
