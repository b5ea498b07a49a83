/** The search locations (spec §9) and the place names each maps to for filtering (spec §5). */
export const SEARCH_LOCATIONS = [
  { value: "maldives", label: "Maldives", place: "Maldives" },
  { value: "bali", label: "Bali", place: "Bali" },
  { value: "phuket", label: "Phuket", place: "Phuket" },
  { value: "santorini", label: "Santorini", place: "Santorini" },
] as const;

export type SearchLocation = (typeof SEARCH_LOCATIONS)[number]["value"];
export const DEFAULT_SEARCH_LOCATION: SearchLocation = "maldives";

export function isSearchLocation(value: unknown): value is SearchLocation {
  return SEARCH_LOCATIONS.some((l) => l.value === value);
}

/**
 * The place name a location parameter filters on (substring match on a hotel's location);
 * an unknown parameter filters on itself, capitalised.
 */
export function placeForLocation(value: string): string {
  const known = SEARCH_LOCATIONS.find((l) => l.value === value.trim().toLowerCase());
  if (known) return known.place;
  const v = value.trim();
  return v.charAt(0).toUpperCase() + v.slice(1);
}

/** Spec §9: guests option → adults and children. */
export function guestsToParty(guests: string | number): { adults: number; children: number; rooms: number } {
  switch (String(guests)) {
    case "1":
      return { adults: 1, children: 0, rooms: 1 };
    case "2":
      return { adults: 2, children: 0, rooms: 1 };
    case "3":
      return { adults: 2, children: 1, rooms: 1 };
    case "4":
      return { adults: 4, children: 0, rooms: 2 };
    default:
      return { adults: 2, children: 0, rooms: 1 };
  }
}
