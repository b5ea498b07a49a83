import { CalendarX2 } from "@/components/icons";

import { SOLD_OUT_FOR_DATES } from "@/lib/availability/stay";
import { cn } from "@/lib/utils";

/** 'Sold out for your dates' (or why the stay does not fit, e.g. 'No room for 4 guests — try 2 rooms'): words and an icon, never colour alone. */
export function SoldOutBadge({ className, text = SOLD_OUT_FOR_DATES }: { className?: string; text?: string }) {
  return (
    <span
      data-testid="sold-out"
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-full border border-destructive/40 bg-card px-2.5 py-1 text-xs font-semibold text-destructive",
        className,
      )}
    >
      <CalendarX2 className="size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
