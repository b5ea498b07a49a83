import type { BookingEmailLog } from "@/lib/types/booking-emails";
import { formatDateTimeUtc } from "@/lib/format";
import { StatusBadge } from "@/components/bookings/status-badge";

const EMAIL_TONES = { sent: "good", failed: "bad", pending: "pending", test: "done" } as const;
/** A test-mode send (no SMTP server saved) was delivered to no one: its label says so. */
const EMAIL_LABELS: Record<keyof typeof EMAIL_TONES, string> = {
  sent: "sent",
  failed: "failed",
  pending: "pending",
  test: "test (not delivered)",
};

/** An e-mail log's status; an unknown one reads as pending (admin spec §4). */
function EmailStatusBadge({ status }: { status: string }) {
  const known = status in EMAIL_TONES ? (status as keyof typeof EMAIL_TONES) : "pending";
  return <StatusBadge kind="E-mail status" label={EMAIL_LABELS[known]} tone={EMAIL_TONES[known]} />;
}

/** E-mail log entries (Email Tracking; `compact`: a booking's history, without the recipient). */
export function EmailLogTable({
  logs,
  empty,
  compact = false,
  testId,
}: {
  logs: BookingEmailLog[];
  empty: string;
  compact?: boolean;
  testId?: string;
}) {
  if (logs.length === 0)
    return <p className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border/70 bg-card">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b bg-muted/40 text-muted-foreground">
          <tr>
            {!compact ? <th className="px-4 py-2 font-medium">To</th> : null}
            <th className="px-4 py-2 font-medium">Subject</th>
            <th className="px-4 py-2 font-medium">Status</th>
            <th className="px-4 py-2 font-medium">Date</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {logs.map((log) => (
            <tr key={log.id}>
              {!compact ? <td className="px-4 py-2">{log.toEmail}</td> : null}
              <td className="px-4 py-2">
                {log.subject}
                {log.errorMessage ? <p className="text-xs text-red-700">{log.errorMessage}</p> : null}
              </td>
              <td className="px-4 py-2">
                <EmailStatusBadge status={log.status} />
              </td>
              <td className="tabular px-4 py-2 whitespace-nowrap">
                <time dateTime={log.createdAt}>{formatDateTimeUtc(log.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
