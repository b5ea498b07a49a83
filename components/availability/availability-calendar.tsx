import { calendarDayLabel, calendarMonths, type AvailabilityCalendarData } from "@/lib/availability/stay";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Where the nights' availability is: read ("ready"), being read by the page ("pending"), or not readable ("failed"). */
export type CalendarStatus = "ready" | "pending" | "failed";

/**
 * The next nights of a property, month by month: a night with no free unit is crossed out (a line
 * through the day and a diagonal stroke), and every day carries its state in words for screen
 * readers ("Mar 30, 2031: sold out"), so nothing relies on colour. While the nights are being read
 * (a page served from the cache reads them after it is shown: LiveAvailabilityCalendar) the same
 * months are drawn without a state, so nothing moves when they arrive.
 */
export function AvailabilityCalendar({
  data,
  headingId,
  heading = "Availability",
  status = "ready",
  retry,
  withoutScript,
}: {
  data: AvailabilityCalendarData;
  headingId: string;
  heading?: string;
  status?: CalendarStatus;
  retry?: () => void;
  /** While pending: where a browser without JavaScript reads the nights (the page rendered per request). */
  withoutScript?: string;
}) {
  const months = calendarMonths(data.nights);
  const soldOut = data.nights.filter((n) => n.soldOut).length;
  const known = status === "ready";
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === "pending" || undefined}
      data-status={status}
      className="render-when-idle flex flex-col gap-4"
      data-testid="availability-calendar"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
          {heading}
        </h2>
        <p className="flex items-center gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-md border border-border bg-card text-xs"
            >
              1
            </span>
            Free
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="sold-out-night flex size-6 items-center justify-center rounded-md border border-border text-xs line-through"
            >
              1
            </span>
            Sold out (crossed out)
          </span>
        </p>
      </div>
      <p className="text-sm text-foreground/85" aria-live="polite" data-testid="calendar-summary">
        The next {data.nights.length} nights.{" "}
        {status === "pending"
          ? "Checking which nights are free…"
          : status === "failed"
            ? "Which nights are free could not be read just now."
            : soldOut === 0
              ? "Every night has a free room."
              : `${soldOut} ${soldOut === 1 ? "night is" : "nights are"} sold out.`}
        {status === "pending" && withoutScript ? (
          <noscript>
            {" "}
            <a href={withoutScript} className="font-semibold text-primary underline underline-offset-4">
              Show which nights are free
            </a>
          </noscript>
        ) : null}
        {status === "failed" && retry ? (
          <>
            {" "}
            <button type="button" onClick={retry} className="font-semibold text-primary underline underline-offset-4">
              Try again
            </button>
          </>
        ) : null}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        {months.map((month) => (
          <div key={month.label}>
            <h3 className="mb-2 text-sm font-semibold">{month.label}</h3>
            <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground">
              {WEEKDAYS.map((d) => (
                <span key={d}>{d}</span>
              ))}
            </div>
            <ol className="mt-1 grid grid-cols-7 gap-1" aria-label={month.label}>
              {month.nights.map((night, i) => (
                <li
                  key={night.night}
                  data-night={night.night}
                  data-sold-out={known ? (night.soldOut ? "true" : "false") : undefined}
                  style={i === 0 ? { gridColumnStart: month.leading + 1 } : undefined}
                  className={cn(
                    "calendar-day",
                    !known
                      ? "border-border/70 text-muted-foreground"
                      : night.soldOut
                        ? "sold-out-night border-border text-muted-foreground line-through"
                        : "border-border/70 bg-card font-medium",
                  )}
                >
                  <span aria-hidden="true">{Number(night.night.slice(8))}</span>
                  <span className="sr-only">{known ? calendarDayLabel(night) : formatDate(night.night)}</span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
