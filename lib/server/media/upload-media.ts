import "server-only";

import { getDb } from "../db/client";
import { processPicture } from "./process";
import { isMediaPicturePath } from "@/lib/validation/content";
import { mediaStore } from "./store";

export interface UploadedMedia {
  url: string;
  width: number;
  height: number;
}

/** Where the site serves a stored object. */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * Stores an uploaded picture (checked and re-encoded: ./process.ts) and records it once. The same
 * picture uploaded again — even by two admins at the same moment — gives the same key and URL and
 * one Media row: the object is written under its content hash (the same bytes each time) and the
 * row is inserted only if its hash is new.
 */
export async function uploadMedia(file: Uint8Array): Promise<UploadedMedia> {
  const picture = await processPicture(file);
  const url = mediaUrl(picture.key);
  const store = mediaStore();
  if (!(await store.exists(picture.key))) await store.put(picture.key, picture.data, picture.mime);
  const db = getDb();
  await db.media.createMany({
    data: [{ hash: picture.hash, key: picture.key, url, mime: picture.mime, width: picture.width, height: picture.height, bytes: picture.data.byteLength }],
    skipDuplicates: true,
  });
  return { url, width: picture.width, height: picture.height };
}

/** Whether `value` is the address of an uploaded picture the site has recorded. */
export async function mediaExists(value: string): Promise<boolean> {
  if (!isMediaPicturePath(value)) return false;
  const row = await getDb().media.findUnique({ where: { url: value }, select: { id: true } });
  return row !== null;
}
