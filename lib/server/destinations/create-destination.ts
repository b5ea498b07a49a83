import type { DestinationDTO } from "@/lib/types/catalogue";
import type { DestinationInput } from "@/lib/validation/content";
import { getDb } from "../db/client";
import { revalidateCatalogue } from "../catalogue/cached";
import { toDestinationDTO } from "./list-destinations";
import { destinationData } from "./destination-data";

export async function createDestination(input: DestinationInput): Promise<DestinationDTO> {
  const row = await getDb().destination.create({ data: destinationData(input) });
  revalidateCatalogue("destinations");
  return toDestinationDTO(row);
}
