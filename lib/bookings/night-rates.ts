import { formatUsd, pluralize } from "@/lib/format";
import { groupNights, toCents } from "@/lib/pricing";
import type { BookingNight } from "@/lib/types/bookings";

/**
 * A stored booking's price a night, as charged: one row ("Price per night") when every night cost
 * the same, else one row per run of nights at one rate ("2 nights · Festive", "$350.00 a night") —
 * a stay across a season's start (docs/seasons.md). Several rooms say "per room".
 */
function groupsOf(nights: readonly BookingNight[] | null) {
  return nights?.length
    ? groupNights(nights.map((n) => ({ date: n.date, cents: toCents(n.price), season: n.season })))
    : [];
}

/** The same in one phrase, after the nights: "at $200", or "2 nights at $200, 1 night at $350 (Festive)". */
export function nightRatesText(nights: readonly BookingNight[] | null, nightlyRate: number): string {
  const groups = groupsOf(nights);
  if (groups.length <= 1 && !groups[0]?.season) return `at ${formatUsd(groups[0]?.nightly ?? nightlyRate)}`;
  return groups
    .map((g) => `${pluralize(g.nights, "night")} at ${formatUsd(g.nightly)}${g.season ? ` (${g.season})` : ""}`)
    .join(", ");
}

export function nightRateRows(
  nights: readonly BookingNight[] | null,
  nightlyRate: number,
  rooms = 1,
): [string, string][] {
  const perRoom = rooms > 1 ? " per room" : "";
  const groups = groupsOf(nights);
  if (groups.length <= 1 && !groups[0]?.season)
    return [[`Price${perRoom} per night`, formatUsd(groups[0]?.nightly ?? nightlyRate)]];
  return groups.map((g) => [
    `${pluralize(g.nights, "night")}${g.season ? ` · ${g.season}` : ""}`,
    `${formatUsd(g.nightly)}${perRoom} a night`,
  ]);
}
