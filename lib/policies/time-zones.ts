/**
 * A property's destination region and time zone, from its free-text location ("North Malé Atoll,
 * Maldives"): the four destinations the site sells, matched by name. A location naming none of them
 * is taken to be in the Maldives, the site's home destination (DEFAULT_ZONE). The one matcher of a
 * location to its destination: time zones (cancellation deadlines) and taxes (lib/pricing/taxes.ts)
 * both read it. Pure: no I/O.
 */

/** The destinations the site sells, as the tax rules (TaxRule.region) name them. */
export const REGIONS = ["maldives", "bali", "phuket", "santorini"] as const;
export type Region = (typeof REGIONS)[number];

export interface PropertyZone {
  /** IANA time zone. */
  timeZone: string;
  /** How the wording names it: "Maldives time". */
  name: string;
}

const ZONES: readonly { match: RegExp; region: Region; zone: PropertyZone }[] = [
  {
    match: /maldives|mal[ée]\b|atoll/i,
    region: "maldives",
    zone: { timeZone: "Indian/Maldives", name: "Maldives time" },
  },
  { match: /\bbali\b|indonesia/i, region: "bali", zone: { timeZone: "Asia/Makassar", name: "Bali time" } },
  { match: /phuket|thailand/i, region: "phuket", zone: { timeZone: "Asia/Bangkok", name: "Phuket time" } },
  { match: /santorini|greece/i, region: "santorini", zone: { timeZone: "Europe/Athens", name: "Santorini time" } },
];

export const DEFAULT_ZONE: PropertyZone = ZONES[0]!.zone;

/** The time zone of a property at this location; the Maldives when it names no known destination. */
export function zoneOfLocation(location: string | null | undefined): PropertyZone {
  const text = location ?? "";
  return ZONES.find((z) => z.match.test(text))?.zone ?? DEFAULT_ZONE;
}

/** The destination region of a property at this location; the Maldives when it names no known destination. */
export function regionOfLocation(location: string | null | undefined): Region {
  const text = location ?? "";
  return ZONES.find((z) => z.match.test(text))?.region ?? "maldives";
}
