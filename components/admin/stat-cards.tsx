import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export interface StatCard {
  label: string;
  /** The figure, already formatted. */
  value: string;
  /** A line under the figure ("6 expiring soon", "confirmed and completed"). */
  note?: string;
  icon: LucideIcon;
}

/**
 * The admin pages' row of figure cards (dashboard, /bookings, /bookings-old Overview): a label with
 * its icon, the figure, an optional note. `itemTestIds` names each card `stat-{label}`.
 */
export function StatCards({
  cards,
  testId,
  className,
  itemTestIds = false,
}: {
  cards: StatCard[];
  testId: string;
  className?: string;
  itemTestIds?: boolean;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)} data-testid={testId}>
      {cards.map((card) => (
        <li
          key={card.label}
          className="rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
          data-testid={itemTestIds ? `stat-${card.label}` : undefined}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
            <card.icon className="size-5 text-primary" aria-hidden="true" />
          </div>
          <p className="tabular mt-2 text-3xl font-bold">{card.value}</p>
          {card.note ? <p className="tabular mt-1 text-sm text-muted-foreground">{card.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
