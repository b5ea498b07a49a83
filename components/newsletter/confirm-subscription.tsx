"use client";

import * as React from "react";
import { CheckCircle2, Loader2, MailCheck } from "lucide-react";

import { Button } from "@/components/ui/button";

type State = { kind: "idle" } | { kind: "pending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const UNREACHABLE = "The server could not be reached. Please try again.";

/** The button of /newsletter/confirm: POST /api/newsletter/confirm {token}, then the server's message. */
export function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = React.useState<State>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "pending" });
    try {
      const res = await fetch("/api/newsletter/confirm", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
      const json = (await res.json().catch(() => null)) as { message?: string } | null;
      const message = json?.message ?? (res.ok ? "Your subscription is confirmed." : UNREACHABLE);
      setState(res.ok ? { kind: "done", message } : { kind: "error", message });
    } catch {
      setState({ kind: "error", message: UNREACHABLE });
    }
  }

  if (state.kind === "done") {
    return (
      <p role="status" className="mt-8 flex items-start gap-2 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-900">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {state.message}
      </p>
    );
  }
  return (
    <div className="mt-8">
      <Button type="button" size="lg" onClick={() => void confirm()} disabled={state.kind === "pending"}>
        {state.kind === "pending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MailCheck aria-hidden="true" />}
        Confirm subscription
      </Button>
      {state.kind === "error" ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
