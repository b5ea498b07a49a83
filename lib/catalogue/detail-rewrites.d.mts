export declare const HOTEL_SEARCH_KEYS: string[];
export declare const GUEST_HOUSE_SEARCH_KEYS: string[];
export declare const BUILD_PARAM: string;
export declare const NOT_FOUND_PATH: string;
export declare function detailRewrites(): {
  source: string;
  destination: string;
  has?: { type: "query"; key: string }[];
}[];
