import "server-only";

import type { DestinationDTO } from "@/lib/types/catalogue";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { toDestinationDTO } from "./list-destinations";
import { withHotelCounts } from "./hotel-counts";

export async function getDestination(id: number): Promise<DestinationDTO> {
  const row = await getDb().destination.findUnique({ where: { id } });
  if (!row) throw AppError.notFound("Destination not found.");
  const [destination] = await withHotelCounts([toDestinationDTO(row)]);
  return destination!;
}
