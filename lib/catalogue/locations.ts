import { MAX_BOOKING_ROOMS } from "./occupancy";

/** The search locations (spec §9) and the place names each maps to for filtering (spec §5). */
export const SEARCH_LOCATIONS = [
  { value: "maldives", label: "Maldives", place: "Maldives" },
  { value: "bali", label: "Bali", place: "Bali" },
  { value: "phuket", label: "Phuket", place: "Phuket" },
  { value: "santorini", label: "Santorini", place: "Santorini" },
] as const;

export type SearchLocation = (typeof SEARCH_LOCATIONS)[number]["value"];

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

/** The booking form's bounds for a party (spec §5, §9). */
export const PARTY_LIMITS = { adults: { min: 1, max: 10 }, children: { min: 0, max: 6 } } as const;

/**
 * Spec §9: guests option → adults, children and rooms ("4 adults, 2 rooms" is 2 rooms). Beside the
 * four options, the search card offers a party that came with the address as "A-C" (one room) or
 * "A-C-R" (R rooms), within the form's bounds and never more rooms than adults; anything else is
 * 2 adults in one room.
 */
export function guestsToParty(guests: string | number): { adults: number; children: number; rooms: number } {
  const party = /^(\d{1,2})-(\d{1,2})(?:-(\d))?$/.exec(String(guests));
  if (party) {
    const adults = Number(party[1]);
    const children = Number(party[2]);
    const rooms = party[3] ? Number(party[3]) : 1;
    const { adults: a, children: c } = PARTY_LIMITS;
    if (
      adults >= a.min &&
      adults <= a.max &&
      children >= c.min &&
      children <= c.max &&
      rooms >= 1 &&
      rooms <= Math.min(MAX_BOOKING_ROOMS, adults)
    )
      return { adults, children, rooms };
  }
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

/** The guests value of a party: its option ("1"–"4") when one matches, else "A-C" (one room) or "A-C-R". */
export function partyGuestsValue(adults: number, children: number, rooms = 1): string {
  for (const option of ["1", "2", "3", "4"]) {
    const p = guestsToParty(option);
    if (p.adults === adults && p.children === children && p.rooms === rooms) return option;
  }
  return rooms > 1 ? `${adults}-${children}-${rooms}` : `${adults}-${children}`;
}
