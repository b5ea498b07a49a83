import "server-only";

import type { DestinationDTO } from "@/lib/types/catalogue";
import type { DestinationInput } from "@/lib/validation/content-destinations";
import { getDb } from "../db/client";
import { assertPicturesExist } from "../images/image-sources";
import { catalogueChange, expireCatalogue } from "../catalogue/cache-tags";
import { onRow } from "../catalogue/db-errors";
import { toDestinationDTO } from "./list-destinations";
import { withHotelCounts } from "./hotel-counts";
import { destinationData } from "./destination-data";

export async function updateDestination(id: number, input: DestinationInput): Promise<DestinationDTO> {
  const stored = await getDb().destination.findUnique({ where: { id }, select: { image: true } });
  await assertPicturesExist({ image: input.image }, stored ? [stored.image] : []);
  const row = await onRow("Destination not found.", () =>
    getDb().destination.update({ where: { id }, data: destinationData(input) }),
  );
  expireCatalogue(catalogueChange.destination(id));
  const [destination] = await withHotelCounts([toDestinationDTO(row)]);
  return destination!;
}
