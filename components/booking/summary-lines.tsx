import { cn } from "@/lib/utils";
import type { SummaryLines as Lines } from "@/lib/bookings/summary-lines";

/**
 * A price summary as a description list: each line (what, how much), then the total in bold. One
 * markup for the hotel wizard's sidebar, the guest-house wizard's Booking Summary, the guest-house
 * detail card and the checkout demo; the lines themselves come from lib/bookings/summary-lines.ts.
 */
export function SummaryLines({
  summary,
  totalTestId,
  muted = true,
  className,
  totalClassName,
}: {
  summary: Lines;
  /** The total's data-testid (the page's tests read it). */
  totalTestId: string;
  /** Labels in the muted colour (not on a tinted background). */
  muted?: boolean;
  className?: string;
  totalClassName?: string;
}) {
  return (
    <dl className={cn("grid gap-2", className)}>
      {summary.lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-3">
          <dt className={cn("tabular", muted && "text-muted-foreground")}>{line.label}</dt>
          <dd className="tabular">{line.value}</dd>
        </div>
      ))}
      <div className={cn("flex justify-between gap-3 text-base font-semibold", totalClassName)}>
        <dt>Total</dt>
        <dd className="tabular" data-testid={totalTestId}>
          {summary.total}
        </dd>
      </div>
    </dl>
  );
}
