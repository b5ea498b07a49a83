import "server-only";

import { randomUUID } from "node:crypto";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/errors";
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
 * Stores a picture (checked and re-encoded: ./process.ts) and records it once: an upload, or the
 * copy of an outside address (./import-media.ts). The same picture twice — even by two admins at
 * the same moment — gives the same key and URL and one Media row: the object is written under its
 * content hash (the same bytes each time) and the row is inserted only if its hash is new.
 *
 * The row first, then the object: recording it clears `unreferencedSince`, under the row's lock,
 * so a cleanup (./cleanup.ts) that has not yet taken the row leaves it alone, and one that has
 * finishes (object and row gone) before this inserts it anew and writes the object again.
 */
export async function storePicture(file: Uint8Array): Promise<UploadedMedia> {
  const picture = await processPicture(file);
  const url = mediaUrl(picture.key);
  const record = () => getDb().$executeRaw`
    INSERT INTO "Media" ("id", "hash", "key", "url", "mime", "width", "height", "bytes")
    VALUES (${randomUUID()}::uuid, ${picture.hash}, ${picture.key}, ${url}, ${picture.mime}, ${picture.width}, ${picture.height}, ${picture.data.byteLength})
    ON CONFLICT ("hash") DO UPDATE SET "unreferencedSince" = NULL`;
  try {
    await record();
  } catch (error) {
    // Two inserts of the same picture at the same moment: PostgreSQL may find the clash on the
    // key's unique index (not the conflict target) and refuse one. The other's row is committed
    // by then, so the same statement again takes the ON CONFLICT path.
    if (!isUniqueViolation(error)) throw error;
    await record();
  }
  await mediaStore().put(picture.key, picture.data, picture.mime);
  return { url, width: picture.width, height: picture.height };
}

/**
 * Whether `value` is the address of an uploaded picture the site has recorded — and, since a
 * record is about to use it, keeps it from the cleanup (clears `unreferencedSince`; waits for a
 * cleanup that holds the row, after which the row is gone and the answer is false).
 */
export async function mediaExists(value: string): Promise<boolean> {
  if (!isMediaPicturePath(value)) return false;
  const kept = await getDb().$executeRaw`UPDATE "Media" SET "unreferencedSince" = NULL WHERE "url" = ${value}`;
  return kept > 0;
}
