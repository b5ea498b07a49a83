import type { HotelDTO } from "@/lib/types/catalogue";

/** Query fields a hotel card carries over from the current search (spec §2, Home). */
export interface SearchCarryOver {
  checkIn?: string;
  checkOut?: string;
  adults?: string;
  children?: string;
  /** Rooms of the room type (2–9; absent for one). */
  rooms?: string;
  roomType?: string;
  searchLocation?: string;
}

/** The hotel booking wizard's address for a hotel: /book with hotelId, hotelName, hotelLocation, hotelPrice. */
export function hotelBookHref(
  hotel: Pick<HotelDTO, "id" | "name" | "location" | "price">,
  carry: SearchCarryOver = {},
): string {
  const q = new URLSearchParams({
    hotelId: String(hotel.id),
    hotelName: hotel.name,
    hotelLocation: hotel.location,
    hotelPrice: String(hotel.price),
  });
  for (const [key, value] of Object.entries(carry)) if (value) q.set(key, value);
  return `/book?${q.toString()}`;
}

/**
 * A hotel's detail page, keeping the visitor's search (dates, guests, room type, location) in
 * the address so the page's 'Book Now' can carry it on to /book. Without a search: /hotels/{id}.
 */
export function hotelDetailHref(hotel: Pick<HotelDTO, "id">, carry: SearchCarryOver = {}): string {
  const q = new URLSearchParams();
  const { searchLocation, ...rest } = carry;
  if (searchLocation) q.set("location", searchLocation);
  for (const [key, value] of Object.entries(rest)) if (value) q.set(key, value);
  const query = q.toString();
  return query ? `/hotels/${hotel.id}?${query}` : `/hotels/${hotel.id}`;
}
