import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";

import type { HotelDetailDTO } from "@/lib/types/catalogue";
import { numericId } from "@/lib/validation/common";
import { cachedHotel } from "@/lib/server/catalogue/cached";
import { cachedPictureAlts, pictureKey } from "@/lib/server/media/library";

export type HotelParams = Promise<{ id: string }>;

/** The hotel for a path id (once per request); malformed or unknown ids get the 404 screen. */
export const loadHotel = cache(async (rawId: string): Promise<HotelDetailDTO> => {
  const parsed = numericId("hotel").safeParse(rawId);
  if (!parsed.success) notFound();
  const hotel = await cachedHotel(parsed.data);
  if (!hotel) notFound();
  return hotel;
});

/** The hotel's uploaded pictures' alt texts (once per request, one cached query for the hero and the gallery). */
export const loadHotelPictureAlts = cache(async (rawId: string): Promise<Record<string, string>> => {
  const hotel = await loadHotel(rawId);
  return cachedPictureAlts(pictureKey([hotel.image, ...hotel.additionalImages]));
});
