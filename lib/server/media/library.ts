import "server-only";

import { getDb } from "../db/client";
import { catalogueCache } from "../catalogue/cache-scope";
import { expireCatalogue } from "../catalogue/cache-tags";
import { AppError } from "../errors/app-error";
import { isMediaPicturePath } from "@/lib/validation/content";
import { MEDIA_PAGE_SIZE } from "@/lib/validation/media";
import type { MediaLibraryItem as MediaItem, MediaLibraryPage as MediaPage } from "@/lib/types/media";

const columns = { url: true, width: true, height: true, bytes: true, alt: true, createdAt: true } as const;
const toItem = (row: {
  url: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  createdAt: Date;
}): MediaItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the media library, newest first (the index on createdAt DESC, id DESC); one row past the page tells whether more follow. */
export async function listMedia(page: number): Promise<MediaPage> {
  const rows = await getDb().media.findMany({
    select: columns,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * MEDIA_PAGE_SIZE,
    take: MEDIA_PAGE_SIZE + 1,
  });
  return { items: rows.slice(0, MEDIA_PAGE_SIZE).map(toItem), page, hasMore: rows.length > MEDIA_PAGE_SIZE };
}

/** The recorded pictures among `urls` (one query), in no particular order. */
export async function mediaByUrls(urls: readonly string[]): Promise<MediaItem[]> {
  const wanted = [...new Set(urls.filter(isMediaPicturePath))];
  if (wanted.length === 0) return [];
  return (await getDb().media.findMany({ where: { url: { in: wanted } }, select: columns })).map(toItem);
}

/** Sets one picture's alt text (already bounded and trimmed by the schema); 404 for an address the table does not record. */
export async function setMediaAlt(url: string, alt: string): Promise<MediaItem> {
  const { count } = await getDb().media.updateMany({ where: { url }, data: { alt } });
  if (count === 0) throw AppError.notFound("No uploaded picture has that address.");
  expireCatalogue([MEDIA_ALT_TAG]);
  return (await mediaByUrls([url]))[0]!;
}

/**
 * The alt texts of the uploaded pictures among `urls` (a page's every picture, gathered first: one
 * query per page, none per picture), as address → text; pictures without one are absent, so the
 * page's own wording stays their alt.
 */
export async function altTextsFor(urls: Iterable<string>): Promise<Record<string, string>> {
  const wanted = [...new Set([...urls].filter(isMediaPicturePath))];
  if (wanted.length === 0) return {};
  const rows = await getDb().media.findMany({
    where: { url: { in: wanted }, alt: { not: "" } },
    select: { url: true, alt: true },
  });
  return Object.fromEntries(rows.map((row) => [row.url, row.alt]));
}

/** The cache tag of every page's alt-text look-up: an alt text edit expires it. */
const MEDIA_ALT_TAG = "media-alt";

/**
 * altTextsFor for a page, in Next's cache like the catalogue it goes with (one query when the
 * entry is missing, none otherwise); an alt text edit (setMediaAlt) expires every such entry.
 */
export async function cachedPictureAlts(urls: readonly string[]): Promise<Record<string, string>> {
  "use cache";
  catalogueCache(MEDIA_ALT_TAG);
  return altTextsFor(urls);
}

/** The uploaded pictures among a record's pictures, sorted and without repeats: a stable cache key. */
export const pictureKey = (urls: readonly string[]) => [...new Set(urls.filter(isMediaPicturePath))].sort();
