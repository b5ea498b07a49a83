import { SOLD_OUT_FOR_DATES } from "@/lib/availability/stay";

/** Under a form's date pickers: why the chosen stay cannot be booked (announced politely). */
export function SoldOutDatesNote({ message, className }: { message: string | null; className?: string }) {
  return (
    <div aria-live="polite" className={className}>
      {message ? (
        <p className="text-sm font-medium text-destructive" data-testid="dates-sold-out">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A room type's option text, with ' — Sold out for your dates' when it cannot take the stay. */
export function roomOptionLabel(label: string, soldOut: boolean): string {
  return soldOut ? `${label} — ${SOLD_OUT_FOR_DATES}` : label;
}
