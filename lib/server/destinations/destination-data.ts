import "server-only";

import type { DestinationInput } from "@/lib/validation/content-destinations";
import { decimal } from "../catalogue/db-errors";

export function destinationData(input: DestinationInput) {
  return { ...input, priceFrom: decimal(input.priceFrom) };
}
