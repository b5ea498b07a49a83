import type { DestinationDTO, HotelDTO } from "@/lib/types/catalogue";
import { SEARCH_LOCATIONS } from "./locations";
import { DEFAULT_HOTEL_SEARCH, hotelSearchHref } from "./hotel-search";

type DestinationPlace = Pick<DestinationDTO, "name" | "country">;

/** A destination named after its country ("Maldives, Maldives") covers the whole country. */
export function isCountryLevel(destination: DestinationPlace): boolean {
  return destination.name.trim().toLowerCase() === destination.country.trim().toLowerCase();
}

/**
 * The hotels of a destination: those whose location contains the destination's name, or, for a
 * country-level destination, its country. Case-insensitive; the given order is kept.
 */
export function hotelsForDestination<T extends Pick<HotelDTO, "location">>(destination: DestinationPlace, hotels: readonly T[]): T[] {
  const terms = [destination.name];
  if (isCountryLevel(destination)) terms.push(destination.country);
  const needles = terms.map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (!needles.length) return [];
  return hotels.filter((h) => {
    const location = h.location.toLowerCase();
    return needles.some((n) => location.includes(n));
  });
}

/**
 * Where "search these hotels" goes: /hotels?location=… when the destination is one of the search
 * locations (so the listing says "Hotels in Bali"), else /hotels?q=<name>.
 */
export function destinationSearchHref(destination: Pick<DestinationDTO, "name">): string {
  const name = destination.name.trim();
  const known = SEARCH_LOCATIONS.find((l) => l.place.toLowerCase() === name.toLowerCase() || l.value === name.toLowerCase());
  return hotelSearchHref(known ? { ...DEFAULT_HOTEL_SEARCH, location: known.value } : { ...DEFAULT_HOTEL_SEARCH, q: name });
}
