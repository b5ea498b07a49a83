"use client";

import * as React from "react";
import { CheckCircle2, Loader2, MailCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";

type State = { kind: "idle" } | { kind: "pending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const UNREACHABLE = "The server could not be reached. Please try again.";

/** The button of /newsletter/confirm: POST /api/newsletter/confirm {token}, then the server's message. */
export function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = React.useState<State>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "pending" });
    const r = await api<{ message?: string } | null>("POST", "/api/newsletter/confirm", { body: { token }, fallback: UNREACHABLE });
    if (r.ok) setState({ kind: "done", message: r.data?.message ?? "Your subscription is confirmed." });
    else setState({ kind: "error", message: r.status === 0 ? UNREACHABLE : r.error.message });
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
