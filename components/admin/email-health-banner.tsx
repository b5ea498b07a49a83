import { TriangleAlert } from "lucide-react";

import Link from "@/components/ui/link";
import { formatCount, pluralize } from "@/lib/format";

export interface EmailHealthView {
  alarm: "failing" | "not_configured" | null;
  failed: number;
  considered: number;
  latestError: string | null;
  waiting: number;
}

/**
 * The admin pages' warning that guests are not getting their e-mails: recent sends failing, or
 * e-mails waiting with no SMTP server. Links to the settings and the log; nothing when all is well.
 */
export function EmailHealthBanner({ health }: { health: EmailHealthView }) {
  if (!health.alarm) return null;
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 text-red-950" data-testid="email-health-banner">
      <div className="container-page flex flex-wrap items-start gap-3 py-3 text-sm">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          {health.alarm === "failing" ? (
            <p>
              <strong>E-mails are failing:</strong> {formatCount(health.failed)} of the last{" "}
              {pluralize(health.considered, "e-mail")} could not be sent
              {health.latestError ? <> (latest: {health.latestError})</> : null}. Guests are not getting their
              confirmations.
            </p>
          ) : (
            <p>
              <strong>No SMTP server is configured:</strong> {pluralize(health.waiting, "e-mail")}{" "}
              {health.waiting === 1 ? "is" : "are"} waiting to be sent.
            </p>
          )}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 font-medium">
          <Link href="/settings?tab=email" className="underline underline-offset-2">
            Check Settings › Email
          </Link>
          <Link href="/bookings-old?tab=emails" className="underline underline-offset-2">
            Open the e-mail log
          </Link>
        </p>
      </div>
    </div>
  );
}
