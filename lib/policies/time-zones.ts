/**
 * A property's time zone, from its free-text location ("North Malé Atoll, Maldives"): the four
 * destinations the site sells, matched by name. A location naming none of them is taken to be in
 * the Maldives, the site's home destination (DEFAULT_ZONE). Pure: no I/O.
 */

export interface PropertyZone {
  /** IANA time zone. */
  timeZone: string;
  /** How the wording names it: "Maldives time". */
  name: string;
}

const ZONES: readonly { match: RegExp; zone: PropertyZone }[] = [
  { match: /maldives|mal[ée]\b|atoll/i, zone: { timeZone: "Indian/Maldives", name: "Maldives time" } },
  { match: /\bbali\b|indonesia/i, zone: { timeZone: "Asia/Makassar", name: "Bali time" } },
  { match: /phuket|thailand/i, zone: { timeZone: "Asia/Bangkok", name: "Phuket time" } },
  { match: /santorini|greece/i, zone: { timeZone: "Europe/Athens", name: "Santorini time" } },
];

export const DEFAULT_ZONE: PropertyZone = ZONES[0]!.zone;

/** The time zone of a property at this location; the Maldives when it names no known destination. */
export function zoneOfLocation(location: string | null | undefined): PropertyZone {
  const text = location ?? "";
  return ZONES.find((z) => z.match.test(text))?.zone ?? DEFAULT_ZONE;
}
