"use client";

import * as React from "react";
import { CheckCircle2, Loader2, MailCheck } from "lucide-react";

import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";

/** A button's request: idle, under way, answered, or refused (with the server's sentence). */
export type RequestState =
  { kind: "idle" } | { kind: "pending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const UNREACHABLE = "The server could not be reached. Please try again.";

/**
 * POST `path` (with `body` when given) and the reply as a RequestState: the server's `message`,
 * else `confirmed`; a refusal's own sentence, or UNREACHABLE when no reply came.
 */
export async function postForMessage(path: string, confirmed: string, body?: unknown): Promise<RequestState> {
  const r = await api<{ message?: string } | null>("POST", path, {
    ...(body === undefined ? {} : { body }),
    fallback: UNREACHABLE,
  });
  if (r.ok) return { kind: "done", message: r.data?.message ?? confirmed };
  return { kind: "error", message: r.status === 0 ? UNREACHABLE : r.error.message };
}

/**
 * The button of a page an e-mailed link opens (/newsletter/confirm, /verify-email): POST `path`
 * {token} on a click, so a mail scanner that opens links confirms nothing; then the server's message.
 */
export function ConfirmLinkButton({
  token,
  path,
  label,
  confirmed,
}: {
  token: string;
  path: string;
  label: string;
  confirmed: string;
}) {
  const [state, setState] = React.useState<RequestState>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "pending" });
    setState(await postForMessage(path, confirmed, { token }));
  }

  if (state.kind === "done") {
    return (
      <p
        role="status"
        className="mt-8 flex items-start gap-2 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-900"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {state.message}
      </p>
    );
  }
  return (
    <div className="mt-8">
      <Button type="button" size="lg" onClick={() => void confirm()} disabled={state.kind === "pending"}>
        {state.kind === "pending" ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <MailCheck aria-hidden="true" />
        )}
        {label}
      </Button>
      {state.kind === "error" ? (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
