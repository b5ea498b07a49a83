/**
 * A pending request's hold deadline in words (issue 35): the stored `inventoryHeldUntil` (the
 * booking reply's `hold.until`, the booking-received e-mail's {{holdUntil}}) with its date, time and
 * time zone — "Sat, 28 Nov 2026, 16:32 UTC". The e-mail says it in UTC (the guest's zone is not
 * known there); the wizards in the visitor's own zone. Never a duration in prose.
 */
export function holdDeadlineLabel(until: Date | string, timeZone?: string): string {
  const date = typeof until === "string" ? new Date(until) : until;
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}

/**
 * What the success screens say of the hold: until when the room is held and, while the address is
 * unconfirmed, that confirming it from the e-mail keeps it longer. null without a hold.
 */
export function holdSentence(
  hold: { until: string; emailConfirmed: boolean } | null | undefined,
  timeZone?: string,
): string | null {
  if (!hold) return null;
  const when = holdDeadlineLabel(hold.until, timeZone);
  if (!when) return null;
  return hold.emailConfirmed
    ? `We hold your room until ${when} while we check availability.`
    : `We hold your room until ${when}: confirm your e-mail address from the message we just sent before then, or the hold lapses and the room may go to someone else.`;
}
