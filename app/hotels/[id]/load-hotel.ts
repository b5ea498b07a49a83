import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";

import type { HotelDetailDTO } from "@/lib/types/catalogue";
import { numericId } from "@/lib/validation/common";
import { cachedHotel } from "@/lib/server/catalogue-front/cached";
import { pagePictures } from "@/lib/server/media/page-pictures";
import type { PagePictures } from "@/lib/media/pictures";

/** The hotel for a path id (once per request); malformed or unknown ids get the 404 screen. */
export const loadHotel = cache(async (rawId: string): Promise<HotelDetailDTO> => {
  const parsed = numericId("hotel").safeParse(rawId);
  if (!parsed.success) notFound();
  const hotel = await cachedHotel(parsed.data);
  if (!hotel) notFound();
  return hotel;
});

/** The hotel's uploaded pictures: where they load from and their alt texts (once per request, one cached query for the hero and the gallery). */
export const loadHotelPictures = cache(async (rawId: string): Promise<PagePictures> => {
  const hotel = await loadHotel(rawId);
  return pagePictures([hotel.image, ...hotel.additionalImages]);
});
