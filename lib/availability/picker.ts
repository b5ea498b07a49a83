/**
 * Which days the booking forms' date pickers disable for availability (issue 8): pure, so the
 * guest-house card, both wizards and their tests agree. Days are "yyyy-MM-dd"; the numbers come
 * from GET /api/availability. A night the reply does not cover is unknown and never disabled here:
 * the server's 409 stays the final word.
 *
 * - Check-in: a night on which the chosen room type (or, with none chosen, every room type that
 *   can take the party) has no free unit. Past days are the picker's `min`, not decided here.
 * - Check-out: every day after the first such night from the check-in on (a stay cannot cross it;
 *   checking out on the morning of a sold-out night is fine). Days on or before the check-in are
 *   the picker's `min`.
 */
import { addDays, nightsBetween, parseYmd } from "@/lib/pricing/dates";
import { addMonths } from "@/lib/calendar-dates";
import { formatDate } from "@/lib/format";
import { latestCheckOut } from "@/lib/bookings/stay-limits";
import { roomKey } from "./inventory";
import type { StayAvailabilityReply } from "./stay";

/** Longest range one GET /api/availability answers (MAX_AVAILABILITY_NIGHTS on the server). */
export const PICKER_MAX_NIGHTS = 367;

/** What screen readers hear after a sold-out day's date (the day is also crossed out and disabled). */
export const SOLD_OUT_DAY = "sold out";

/** Why a check-out day cannot be picked: the stay would cross this sold-out night. */
export function crossesSoldOutNight(night: string): string {
  return `unavailable, the night of ${formatDate(night)} is sold out`;
}

export type PickerField = "checkIn" | "checkOut";

/**
 * The nights of the reply on which the stay cannot be had: with a room type chosen, the nights it
 * has no free unit; without one (or with a name the reply does not know), the nights no room type
 * that can take the party has a free unit. Room types whose maxOccupancy is below the party do
 * not count — unless none can take it, as the server does not refuse such bookings. A resort day
 * visit's night is unavailable when fewer places than guests are free; a property with no room
 * types has none to offer on any night.
 */
export function unavailableNights(reply: StayAvailabilityReply, roomName: string | null, guests = 1): Set<string> {
  const party = Math.max(1, guests);
  const result = new Set<string>();
  if (reply.roomTypes.length === 0) {
    for (let night = reply.from; night < reply.to; night = addDays(night, 1)) result.add(night);
    return result;
  }
  if (reply.type === "resort_day_visit") {
    for (const n of reply.roomTypes[0]!.nights) if (n.free < party) result.add(n.night);
    return result;
  }
  const chosen = roomName ? reply.roomTypes.find((r) => r.key === roomKey(roomName)) : undefined;
  const fitting = reply.roomTypes.filter((r) => r.maxOccupancy == null || r.maxOccupancy >= party);
  const rooms = chosen ? [chosen] : fitting.length > 0 ? fitting : reply.roomTypes;
  const free = new Map<string, number>();
  for (const room of rooms) for (const n of room.nights) free.set(n.night, (free.get(n.night) ?? 0) + n.free);
  for (const [night, f] of free) if (f < 1) result.add(night);
  return result;
}

/** The earliest of `nights` on or after `from`, or null. */
export function firstNightFrom(nights: Iterable<string>, from: string): string | null {
  let first: string | null = null;
  for (const night of nights) if (night >= from && (first === null || night < first)) first = night;
  return first;
}

/** The check-in picker's reason for each day: 'sold out' for an unavailable night, else null. */
export function checkInDayReasons(unavailable: ReadonlySet<string>): (day: string) => string | null {
  return (day) => (unavailable.has(day) ? SOLD_OUT_DAY : null);
}

/**
 * The check-out picker's reason for each day, or null when it may be picked (as far as
 * availability goes). With a check-in: every day after the first unavailable night from the
 * check-in on. Without one: a day whose night before is unavailable (any stay ending then
 * crosses it).
 */
export function checkOutDayReasons(unavailable: ReadonlySet<string>, checkIn: string): (day: string) => string | null {
  if (parseYmd(checkIn)) {
    const blocking = firstNightFrom(unavailable, checkIn);
    return (day) => (blocking !== null && day > blocking ? crossesSoldOutNight(blocking) : null);
  }
  return (day) => {
    if (!parseYmd(day)) return null;
    const night = addDays(day, -1);
    return unavailable.has(night) ? crossesSoldOutNight(night) : null;
  };
}

/**
 * The nights one GET /api/availability must cover for a picker showing `month`, or null when the
 * whole month is past: up to the next month's first day, from
 * - check-in: the month's first day;
 * - check-out: the night before the month's first day (a check-out on the 1st needs it), or the
 *   check-in when it is earlier (to find the first sold-out night after it);
 * never before today nor after the last bookable check-out (lib/bookings/stay-limits), and at most
 * PICKER_MAX_NIGHTS (the earliest nights are dropped).
 */
export function pickerNightsRange(
  field: PickerField,
  month: string,
  today: string,
  checkIn: string,
): { from: string; to: string } | null {
  if (!parseYmd(month) || !parseYmd(today)) return null;
  // Nothing past the last bookable check-out (GET /api/availability refuses it).
  const last = latestCheckOut(today);
  const next = addMonths(month, 1);
  const to = next > last ? last : next;
  let from = field === "checkIn" ? month : addDays(month, -1);
  if (field === "checkOut" && parseYmd(checkIn) && checkIn < from) from = checkIn;
  if (from < today) from = today;
  if (from >= to) return null;
  if (nightsBetween(from, to) > PICKER_MAX_NIGHTS) from = addDays(to, -PICKER_MAX_NIGHTS);
  return { from, to };
}
