import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";

import type { HotelDetailDTO } from "@/lib/types/catalogue";
import { numericId } from "@/lib/validation/common";
import { cachedHotel } from "@/lib/server/catalogue/cached";

export type HotelParams = Promise<{ id: string }>;

/** The hotel for a path id (once per request); malformed or unknown ids get the 404 screen. */
export const loadHotel = cache(async (rawId: string): Promise<HotelDetailDTO> => {
  const parsed = numericId("hotel").safeParse(rawId);
  if (!parsed.success) notFound();
  const hotel = await cachedHotel(parsed.data);
  if (!hotel) notFound();
  return hotel;
});
