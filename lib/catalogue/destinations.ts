import type { DestinationDTO } from "@/lib/types/catalogue";
import { SEARCH_LOCATIONS } from "./locations";
import { DEFAULT_HOTEL_SEARCH, hotelSearchHref } from "./hotel-search";

type DestinationPlace = Pick<DestinationDTO, "name" | "country">;

/** A destination named after its country ("Maldives, Maldives") covers the whole country. */
export function isCountryLevel(destination: DestinationPlace): boolean {
  return destination.name.trim().toLowerCase() === destination.country.trim().toLowerCase();
}

/**
 * The place names a destination's hotels have in their location (the database matches each as a
 * case-insensitive substring): its name, and for a country-level destination its country too.
 */
export function destinationPlaces(destination: DestinationPlace): string[] {
  const terms = [destination.name];
  if (isCountryLevel(destination)) terms.push(destination.country);
  return [...new Set(terms.map((t) => t.trim()).filter(Boolean))];
}

/**
 * Where "search these hotels" goes: /hotels?location=… when the destination is one of the search
 * locations (so the listing says "Hotels in Bali"), else /hotels?q=<name>.
 */
export function destinationSearchHref(destination: Pick<DestinationDTO, "name">): string {
  const name = destination.name.trim();
  const known = SEARCH_LOCATIONS.find(
    (l) => l.place.toLowerCase() === name.toLowerCase() || l.value === name.toLowerCase(),
  );
  return hotelSearchHref(
    known ? { ...DEFAULT_HOTEL_SEARCH, location: known.value } : { ...DEFAULT_HOTEL_SEARCH, q: name },
  );
}
