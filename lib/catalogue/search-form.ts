import { addDays } from "@/lib/pricing/dates";
import { pluralize } from "@/lib/format";
import { guestsToParty, isSearchLocation, partyGuestsValue } from "./locations";

/**
 * The home search card (spec §2 Home, §5, §9). Pure, so the browser bundle stays small; its
 * checks are the shared schema's (lib/validation/search.ts), loaded on the first submit.
 *
 * It is a plain `<form method="get" action="/hotels">` with the fields location, checkIn,
 * checkOut and guests, so it searches without JavaScript and before the page is hydrated:
 * /hotels?…&guests=N answers with a redirect to the same search with adults, children and rooms
 * (proxy.ts, `hotelsAddressForGuests`), the address the hydrated card goes to directly.
 */
export interface SearchFormValues {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

export const SEARCH_MESSAGES = {
  location: "Please select a location",
  checkIn: "Please select a check-in date",
  checkOut: "Please select a check-out date",
  guests: "Please select number of guests",
} as const;

export const GUEST_OPTIONS = [
  { value: "1", label: "1 adult" },
  { value: "2", label: "2 adults" },
  { value: "3", label: "2 adults, 1 child" },
  { value: "4", label: "4 adults, 2 rooms" },
] as const;

export function defaultSearchValues(today: string): SearchFormValues {
  return { location: "maldives", checkIn: today, checkOut: addDays(today, 7), guests: "2" };
}

export type SearchErrors = Partial<Record<keyof SearchFormValues, string>>;

/** One of the four options, or a party from the address ("3-1": 3 adults, 1 child; "6-0-3": in 3 rooms; see partyGuestsValue). */
export function isGuestsValue(value: string): boolean {
  return GUEST_OPTIONS.some((g) => g.value === value) || /^\d{1,2}-\d{1,2}(-\d)?$/.test(value);
}

/** The guests choice for a party from the address: its option, or an option of its own ("3 adults, 1 child"). */
export function guestsOptionForParty(
  adults: number,
  children: number,
  rooms = 1,
): { value: string; label: string; extra: boolean } {
  const value = partyGuestsValue(adults, children, rooms);
  const known = GUEST_OPTIONS.find((g) => g.value === value);
  if (known) return { ...known, extra: false };
  const label =
    pluralize(adults, "adult") +
    (children > 0 ? `, ${pluralize(children, "child", "children")}` : "") +
    (rooms > 1 ? `, ${rooms} rooms` : "");
  return { value, label, extra: true };
}

/**
 * The card's starting values: the defaults for `today`, with what the address's search gives
 * (already checked: a known location, a possible stay, a party within the form's bounds).
 */
export interface SearchAddressStart {
  location?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
  rooms?: number;
}

export function initialSearchValues(today: string, from: SearchAddressStart = {}): SearchFormValues {
  const values = defaultSearchValues(today);
  if (from.location && isSearchLocation(from.location)) values.location = from.location;
  if (from.checkIn && from.checkOut) {
    values.checkIn = from.checkIn;
    values.checkOut = from.checkOut;
  }
  if (from.adults !== undefined || from.children !== undefined)
    values.guests = guestsOptionForParty(from.adults ?? 2, from.children ?? 0, from.rooms ?? 1).value;
  return values;
}

/** /hotels?location&checkIn&checkOut&adults&children (and rooms, when more than one) for a valid search. */
export function searchHref(values: SearchFormValues): string {
  const { adults, children, rooms } = guestsToParty(values.guests);
  const q = new URLSearchParams({
    location: values.location,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adults: String(adults),
    children: String(children),
  });
  if (rooms > 1) q.set("rooms", String(rooms));
  return `/hotels?${q.toString()}`;
}

/**
 * Where a /hotels address made by the card's native submit (`guests=N`) goes: the same address
 * with `guests` replaced, in place, by `adults` and `children` (and `rooms` when more than one; spec §9) — the address the
 * hydrated card opens itself. Null when there is nothing to map (no `guests`).
 */
export function hotelsAddressForGuests(search: URLSearchParams): string | null {
  if (!search.has("guests")) return null;
  const out = new URLSearchParams();
  let mapped = false;
  for (const [key, value] of search) {
    if (key === "guests") {
      if (mapped) continue;
      mapped = true;
      const { adults, children, rooms } = guestsToParty(value);
      out.set("adults", String(adults));
      out.set("children", String(children));
      if (rooms > 1) out.set("rooms", String(rooms));
    } else if (key !== "adults" && key !== "children" && key !== "rooms") out.append(key, value);
  }
  return `/hotels?${out.toString()}`;
}
