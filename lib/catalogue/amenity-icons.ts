/**
 * Which icon an amenity gets on the hotel detail page (spec §2): chosen by keyword — wifi,
 * breakfast, restaurant, tv, gym, pool — else a default. The component maps each key to an icon.
 */
export type AmenityIconKey = "wifi" | "breakfast" | "restaurant" | "tv" | "gym" | "pool" | "default";

// First match wins: "Breakfast included" is breakfast, not restaurant.
const RULES: ReadonlyArray<[AmenityIconKey, RegExp]> = [
  ["wifi", /wi-?fi|internet/],
  ["breakfast", /breakfast/],
  ["restaurant", /restaurant|dining/],
  ["tv", /\btv\b|television/],
  ["gym", /gym|fitness/],
  ["pool", /pool/],
];

export function amenityIconKey(name: string): AmenityIconKey {
  const text = name.toLowerCase();
  for (const [key, pattern] of RULES) if (pattern.test(text)) return key;
  return "default";
}
