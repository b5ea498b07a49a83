export declare const FIRST_PAGE_VIEW: string;
export declare const HOME_SEARCH_KEYS: string[];
export declare const HOTEL_LIST_KEYS: string[];
export declare const HOTEL_STAY_KEYS: string[];
export declare const GUEST_HOUSE_LIST_KEYS: string[];
export declare const GUEST_HOUSE_STAY_KEYS: string[];
export declare const LISTINGS: Record<
  "hotels" | "guest-houses",
  { path: string; listKeys: string[]; stayKeys: string[] }
>;
export declare function listingRewrites(): {
  source: string;
  destination: string;
  has?: { type: "query"; key: string; value: string }[];
  missing?: { type: "query"; key: string }[];
}[];
