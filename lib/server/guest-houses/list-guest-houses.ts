import "server-only";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { Page } from "../catalogue/serialize";
import { searchGuestHouses, type SearchGuestHousesArgs } from "./search-guest-houses";

export type ListGuestHousesArgs = SearchGuestHousesArgs;

/**
 * A page of guest houses in id order (or the filters' and sort's, see searchGuestHouses), and the
 * total. Bounded: without `limit` the first DEFAULT_PAGE_SIZE (100); `limit` at most MAX_PAGE_SIZE.
 */
export function listGuestHouses(args: ListGuestHousesArgs = {}): Promise<Page<GuestHouseDTO>> {
  return searchGuestHouses(args);
}
