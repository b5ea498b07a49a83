import "server-only";

import { mediaPublicConfig, publicMediaAddress, type MediaPublicConfig } from "@/lib/media/public-url.mjs";
import type { PagePictures } from "@/lib/media/pictures";
import { cachedPictureAlts, pictureKey } from "./library";

type Env = Record<string, string | undefined>;

let memo: { key: string; config: MediaPublicConfig | null } | undefined;

/**
 * The public address pictures are shown from (S3_PUBLIC_URL with S3_PREFIX), or null: unset — or
 * malformed, which never gets this far, since next.config.mjs refuses to start the server with it.
 */
function servedFrom(env: Env): MediaPublicConfig | null {
  const key = `${env.S3_PUBLIC_URL ?? ""}\n${env.S3_PREFIX ?? ""}\n${env.S3_BUCKET ? "1" : ""}`;
  if (memo?.key !== key) {
    const config = mediaPublicConfig(env);
    memo = { key, config: config.error === undefined && config.base ? config : null };
  }
  return memo.config;
}

/** Where a page loads a picture from: an uploaded picture's S3_PUBLIC_URL address when that is set; any other address unchanged. */
export function shownPictureAddress(address: string, env: Env = process.env): string {
  return publicMediaAddress(address, servedFrom(env));
}

/**
 * A page's uploaded pictures (lib/media/pictures.ts): the page gathers every picture address it
 * renders and calls this once — one cached query for all their alt texts (cachedPictureAlts; none
 * when no address is an uploaded picture), never one per card or photo.
 */
export async function pagePictures(addresses: Iterable<string>, env: Env = process.env): Promise<PagePictures> {
  const stored = pictureKey([...addresses]);
  if (stored.length === 0) return {};
  const alts = await cachedPictureAlts(stored);
  return Object.fromEntries(stored.map((address) => [address, { src: shownPictureAddress(address, env), alt: alts[address] ?? "" }]));
}
