/*
 * The curated hotel amenity list (issue 35): the names the seed uses, near-duplicates merged
 * ("Diving center"/"Diving centre" → "Diving centre", "WiFi"/"Free WiFi" → "Free WiFi"). The admin
 * hotel dialog offers these as checkboxes, the content API takes only these (a near match is
 * refused naming the curated one), the listing's amenity filter shows them, and migration
 * 20261129010000_curated_amenities rewrote stored near-duplicates to them.
 */
export const HOTEL_AMENITIES = [
  "Air conditioning",
  "Airport transfer",
  "Beach bar",
  "Bicycle rental",
  "Breakfast included",
  "Butler service",
  "Cooking class",
  "Diving centre",
  "Fitness gym",
  "Flat-screen TV",
  "Free WiFi",
  "Hot tub",
  "Infinity pool",
  "Kids club",
  "Private pool",
  "Restaurant",
  "Room service",
  "Seaplane transfer",
  "Snorkelling gear",
  "Spa",
  "Sunset cruise",
  "Surf lessons",
  "Yoga pavilion",
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

/** A name reduced for comparison: lower case, letters and digits only, British spellings, no "free"/"included"/"service" noise. */
export function amenityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/wi-?fi|wireless internet|internet/g, "wifi")
    .replace(/center\b/g, "centre")
    .replace(/snorkeling/g, "snorkelling")
    .replace(/\b(free|complimentary|included|gear|equipment)\b/g, "")
    .replace(/\bgym\b|fitness centre|fitness/g, "gym")
    .replace(/\b(tv|television)\b/g, "tv")
    .replace(/[^a-z0-9]/g, "");
}

const BY_KEY = new Map<string, HotelAmenity>(HOTEL_AMENITIES.map((a) => [amenityKey(a), a]));
const BY_LOWER = new Map<string, HotelAmenity>(HOTEL_AMENITIES.map((a) => [a.toLowerCase(), a]));

/** The curated name `name` is (case and outer spaces aside), else null. */
export function curatedAmenity(name: string): HotelAmenity | null {
  return BY_LOWER.get(name.trim().toLowerCase()) ?? null;
}

/** The curated name `name` is a near-duplicate of ("WiFi" → "Free WiFi", "Diving center" → "Diving centre"), else null. */
export function nearAmenity(name: string): HotelAmenity | null {
  return curatedAmenity(name) ?? BY_KEY.get(amenityKey(name)) ?? null;
}

/** Why `name` is not taken as a hotel amenity, or null when it is curated. */
export function amenityProblem(name: string): string | null {
  if (curatedAmenity(name)) return null;
  const near = nearAmenity(name);
  return near
    ? `"${name}" is not on the amenity list: use "${near}".`
    : `"${name}" is not on the amenity list: pick amenities from the list.`;
}
