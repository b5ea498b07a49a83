import "server-only";

import type { DestinationInput } from "@/lib/validation/content-destinations";
import { decimal } from "../catalogue/db-errors";

/** The row's data from an admin's input: `hotels` is counted from the hotels, so a sent value is ignored. */
export function destinationData(input: DestinationInput) {
  return { ...input, hotels: undefined, priceFrom: decimal(input.priceFrom) };
}
