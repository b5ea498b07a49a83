import Link from "@/components/ui/link";
import { CalendarX2 } from "@/components/icons";

import { propertyPolicyLines, type PropertyPolicy } from "@/lib/policies/cancellation";

/**
 * A detail page's "Cancellation" lines: the terms the property sells under — its own policy, or its
 * kind's stored default and seasons (lib/policies, the data a booking's snapshot is taken from) —
 * with a link to the whole policy.
 */
export function CancellationSummary({ policy }: { policy: PropertyPolicy }) {
  return (
    <div
      className="flex max-w-prose items-start gap-3 text-base leading-relaxed text-foreground/85"
      data-testid="cancellation-summary"
    >
      <CalendarX2 className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold text-foreground">Cancellation</p>
        {propertyPolicyLines(policy).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <Link href="/cancellation" className="font-medium text-primary underline-offset-4 hover:underline">
            Read the cancellation policy
          </Link>
        </p>
      </div>
    </div>
  );
}
