/**
 * For the rewrites' unit tests (lib/catalogue/*-rewrites.test.ts): which address keys a page reads,
 * found by adding each parameter a link or a search form may put in an address, one at a time, and
 * seeing whether what the page shows changes.
 */
import { addDays, todayYmd } from "@/lib/pricing/dates";

export type Query = Record<string, string>;

export const today = todayYmd();
export const dates = { checkIn: addDays(today, 10), checkOut: addDays(today, 13) };

/** Every parameter a link or a search form puts in an address, with a value that means something. */
export const ADDRESS_SAMPLE: Query = {
  ...dates,
  adults: "3",
  children: "1",
  guests: "3",
  rooms: "2",
  roomType: "Water Villa",
  location: "Maldives",
  q: "lagoon",
  sort: "price-asc",
  page: "2",
  amenities: "Spa",
  facilities: "Wi-Fi",
  minPrice: "100",
  maxPrice: "150",
  type: "guest_house",
  utm_source: "newsletter",
};

/** The keys whose value changes what `reads` shows, added one at a time to `base`. */
export function keysRead(reads: (q: Query) => string, base: Query): string[] {
  return Object.keys(ADDRESS_SAMPLE).filter(
    (key) => key in base || reads({ ...base, [key]: ADDRESS_SAMPLE[key]! }) !== reads(base),
  );
}

/** The keys `reads` depends on, without a stay, with one, and with one and a party. */
export function allKeysRead(reads: (q: Query) => string): string[] {
  const sets = [{}, dates, { ...dates, adults: "2" }].map((base) => keysRead(reads, base));
  return [...new Set(sets.flat())].sort();
}
