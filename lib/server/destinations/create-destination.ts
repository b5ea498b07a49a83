import "server-only";

import type { DestinationDTO } from "@/lib/types/catalogue";
import type { DestinationInput } from "@/lib/validation/content-destinations";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { toDestinationDTO } from "./list-destinations";
import { withHotelCounts } from "./hotel-counts";
import { destinationData } from "./destination-data";

export async function createDestination(input: DestinationInput): Promise<DestinationDTO> {
  await assertPicturesExist({ image: input.image });
  const row = await getDb().destination.create({ data: destinationData(input) });
  expireCatalogue(catalogueChange.destination(row.id));
  const [destination] = await withHotelCounts([toDestinationDTO(row)]);
  return destination!;
}
