import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";

import type { GuestHouseDTO } from "@/lib/types/catalogue";
import { numericId } from "@/lib/validation/common";
import { cachedGuestHouse } from "@/lib/server/catalogue-front/cached";
import { pagePictures } from "@/lib/server/media/page-pictures";
import type { PagePictures } from "@/lib/media/pictures";

/** The active guest house for a path id (once per request); malformed, unknown or inactive ids get the 404 screen. */
export const loadGuestHouse = cache(async (rawId: string): Promise<GuestHouseDTO> => {
  const parsed = numericId("guest house").safeParse(rawId);
  if (!parsed.success) notFound();
  const house = await cachedGuestHouse(parsed.data);
  if (!house || !house.isActive) notFound();
  return house;
});

/** The house's uploaded pictures: where they load from and their alt texts (once per request, one cached query for the hero and the gallery). */
export const loadGuestHousePictures = cache(async (rawId: string): Promise<PagePictures> => {
  const house = await loadGuestHouse(rawId);
  return pagePictures([house.mainImage, ...house.galleryImages]);
});
