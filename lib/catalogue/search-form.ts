import { addDays, parseYmd } from "@/lib/pricing/dates";
import { guestsToParty, isSearchLocation } from "./locations";

/** The home search card (spec §2 Home, §5, §9). Pure, so the browser bundle stays small. */
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

/** All four fields are required (the spec shows no check that check-out follows check-in). */
export function validateSearch(values: SearchFormValues): SearchErrors {
  const errors: SearchErrors = {};
  if (!isSearchLocation(values.location)) errors.location = SEARCH_MESSAGES.location;
  if (!parseYmd(values.checkIn)) errors.checkIn = SEARCH_MESSAGES.checkIn;
  if (!parseYmd(values.checkOut)) errors.checkOut = SEARCH_MESSAGES.checkOut;
  if (!GUEST_OPTIONS.some((g) => g.value === values.guests)) errors.guests = SEARCH_MESSAGES.guests;
  return errors;
}

/** /hotels?location&checkIn&checkOut&adults&children for a valid search. */
export function searchHref(values: SearchFormValues): string {
  const { adults, children } = guestsToParty(values.guests);
  const q = new URLSearchParams({
    location: values.location,
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    adults: String(adults),
    children: String(children),
  });
  return `/hotels?${q.toString()}`;
}
