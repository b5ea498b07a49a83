/** A property's season as the API and the admin's Pricing Rules tab see it (docs/seasons.md). */
export interface SeasonDTO {
  id: number;
  propertyKind: "hotel" | "guest_house";
  propertyId: number;
  name: string;
  /** First night, "yyyy-MM-dd". */
  startDate: string;
  /** Last night (included), "yyyy-MM-dd". */
  endDate: string;
  minNights: number | null;
  /** Percent change of the base rate; null for a season of absolute prices. */
  percent: number | null;
  /** USD per night by room key: a hotel's RoomType id, or "base" for a guest house's pricePerNight. */
  prices: Record<string, number>;
}

/** The property Settings › Pricing Rules shows, with the rates its seasons may replace. */
export interface SeasonProperty {
  kind: SeasonDTO["propertyKind"];
  id: number;
  name: string;
  /** A hotel's room types (key: RoomType id) or a guest house's base price (key "base"); USD per night. */
  rates: { key: string; name: string; basePrice: number }[];
}
