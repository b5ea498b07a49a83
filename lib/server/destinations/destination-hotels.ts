import "server-only";

import type { DestinationDTO } from "@/lib/types/catalogue";
import { destinationPlaces } from "@/lib/catalogue/destinations";
import { searchHotels, type SearchHotelsResult } from "../hotels/search-hotels";

/**
 * The first hotels of a destination (those whose location contains its name, or for a
 * country-level destination its country), in the natural order, and how many there are: read and
 * counted in the database.
 */
export function destinationHotels(
  destination: Pick<DestinationDTO, "name" | "country">,
  limit: number,
): Promise<SearchHotelsResult> {
  return searchHotels({ places: destinationPlaces(destination), limit, offset: 0 });
}
