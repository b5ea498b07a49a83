import "server-only";

import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { isLocalPicturePath, isMediaPicturePath } from "@/lib/validation/content";
import { AppError } from "../errors/app-error";
import { mediaExists } from "../media/upload-media";

/*
 * A picture path an admin saves must name a file that exists under public/images: a path that
 * did not exist gave a broken card and hero (issue 35). Checked on disk with the served folder's
 * real path. `next start` serves from the project folder; on Vercel the content API routes carry
 * public/images in their function bundle (next.config.mjs: outputFileTracingIncludes), so the same
 * check works there. An uploaded picture ("/media/<hash>.webp") must be one the Media table records
 * (lib/server/media). Remote https URLs keep their own check (IMAGE_REMOTE_HOSTS, lib/validation/content.ts).
 */

/** The folder the site's pictures are served from ("/images/x.webp" is public/images/x.webp). */
export function picturesRoot(): string {
  return path.join(process.cwd(), "public", "images");
}

export const pictureNotFound = (value: string) =>
  `Picture not found: ${value}. Upload a picture, or use a file under public/images (e.g. /images/placeholder.webp) or an allowed https:// URL.`;

/**
 * Whether the local picture `value` ("/images/…") names a regular file inside public/images —
 * followed through symlinks, whose target must stay inside the folder too.
 */
export async function localPictureExists(value: string, root = picturesRoot()): Promise<boolean> {
  if (!isLocalPicturePath(value)) return false;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(root, value.slice("/images/".length)));
    if (!real.startsWith(realRoot + path.sep)) return false;
    return (await stat(real)).isFile();
  } catch {
    return false;
  }
}

/** A record's picture fields as the API takes them: a field's name → its picture(s). */
export type PictureFields = Record<string, string | readonly string[] | undefined>;

/**
 * Refuses (400, the contract's validation shape, `details` naming the field) a local picture that
 * is not a file under public/images. `kept` are the pictures the record already stores: those pass
 * unchecked, so a record whose picture went missing stays editable for its other fields (only a
 * picture the request adds or changes is checked). Remote URLs are left to the schema's host rule.
 */
export async function assertPicturesExist(
  fields: PictureFields,
  kept: Iterable<string> = [],
  root = picturesRoot(),
): Promise<void> {
  const known = new Set(kept);
  const details: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    const values = value === undefined ? [] : typeof value === "string" ? [value] : value;
    for (const v of values) {
      if (!v.startsWith("/") || known.has(v)) continue;
      const exists = isMediaPicturePath(v) ? await mediaExists(v) : await localPictureExists(v, root);
      if (!exists) {
        (details[field] ??= []).push(pictureNotFound(v));
      }
    }
  }
  const first = Object.values(details)[0]?.[0];
  if (first) throw AppError.badRequest(first, details);
}
