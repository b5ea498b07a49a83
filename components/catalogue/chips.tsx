import { cn } from "@/lib/utils";

/**
 * The first `limit` items as chips, then "+N more"; `emptyText` when there are none.
 * Used for hotel amenities (4) and guest-house facilities (3).
 */
export function ChipList({
  items,
  limit,
  emptyText,
  label,
  className,
}: {
  items: string[];
  limit: number;
  emptyText?: string;
  /** Accessible name of the list, e.g. "Amenities". */
  label: string;
  className?: string;
}) {
  if (items.length === 0) {
    return emptyText ? <p className={cn("text-sm text-muted-foreground italic", className)}>{emptyText}</p> : null;
  }
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full border border-border px-2.5 py-1 text-xs font-medium text-muted-foreground">
          +{more} more
        </li>
      ) : null}
    </ul>
  );
}
