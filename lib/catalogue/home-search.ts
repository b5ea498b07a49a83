/**
 * What the home page reads of its address (spec §2 Home): the search card starts from it, and the
 * hotel cards carry it to /book. Each value is checked with the shared rules: a bad one is left
 * out, never an error. Pure, for the page and for the rewrite's key list (lib/catalogue/listing-rewrites.mjs).
 */
import type { SearchCarryOver } from "@/lib/bookings/links";
import { parseSearchAddress } from "@/lib/validation/search";

export function homeSearch(params: Record<string, string | string[] | undefined>, today: string) {
  const address = parseSearchAddress(params, today);
  const start = {
    location: address.location,
    checkIn: address.checkIn,
    checkOut: address.checkOut,
    adults: address.adults,
    children: address.children,
  };
  const carry: SearchCarryOver = {
    checkIn: address.checkIn,
    checkOut: address.checkOut,
    adults: address.adults?.toString(),
    children: address.children?.toString(),
    roomType: address.roomType,
    searchLocation: address.location,
  };
  return { start, carry };
}
