import "server-only";

import { publicMediaAddress } from "@/lib/media/public-url.mjs";
import type { PagePictures } from "@/lib/media/pictures";
import { config, type Config } from "../config/env";
import { cachedPictureAlts, pictureKey } from "./library";

/** The public address pictures are shown from (S3_PUBLIC_URL with S3_PREFIX, lib/server/config/env.ts), or null for /media. */
type PublicUrl = Config["media"]["publicUrl"];

/** Where a page loads a picture from: an uploaded picture's S3_PUBLIC_URL address when that is set; any other address unchanged. */
export function shownPictureAddress(address: string, publicUrl: PublicUrl = config().media.publicUrl): string {
  return publicMediaAddress(address, publicUrl);
}

/**
 * A page's uploaded pictures (lib/media/pictures.ts): the page gathers every picture address it
 * renders and calls this once — one cached query for all their alt texts (cachedPictureAlts; none
 * when no address is an uploaded picture), never one per card or photo.
 */
export async function pagePictures(
  addresses: Iterable<string>,
  publicUrl: PublicUrl = config().media.publicUrl,
): Promise<PagePictures> {
  const stored = pictureKey([...addresses]);
  if (stored.length === 0) return {};
  const alts = await cachedPictureAlts(stored);
  return Object.fromEntries(
    stored.map((address) => [address, { src: shownPictureAddress(address, publicUrl), alt: alts[address] ?? "" }]),
  );
}
