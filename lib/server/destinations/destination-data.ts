import "server-only";

import type { DestinationInput } from "@/lib/validation/content";
import { decimal } from "../catalogue/db-errors";

export function destinationData(input: DestinationInput) {
  return { ...input, priceFrom: decimal(input.priceFrom) };
}
