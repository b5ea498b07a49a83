import "server-only";

import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { AppError } from "../errors/app-error";
import { findActiveContent, sniffPictureFormat, type PictureFormat } from "./sniff";

/** The largest picture file an admin may upload: 15 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels an uploaded picture may have (width × height): 40 megapixels. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** The longest side of a stored picture; larger ones are scaled down to it. */
export const MAX_STORED_SIDE = 2400;

const SHARP_FORMAT: Record<PictureFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

export interface ProcessedPicture {
  /** Hex SHA-256 (first 32 characters) of `data`. */
  hash: string;
  /** The stored file's name: "<hash>.webp". */
  key: string;
  mime: "image/webp";
  data: Buffer;
  width: number;
  height: number;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Checks an uploaded file and re-encodes it: a JPEG, PNG, WebP or AVIF by its bytes, at most
 * MAX_UPLOAD_BYTES and MAX_UPLOAD_PIXELS, with no HTML, script or PHP inside; turned upright by its
 * EXIF orientation, scaled down to MAX_STORED_SIDE, and written anew as WebP — which leaves every
 * metadata block (EXIF with GPS, XMP, comments) and anything appended after the picture behind.
 * Whatever is wrong with it is a 400 with a sentence the admin can act on.
 */
export async function processPicture(input: Uint8Array): Promise<ProcessedPicture> {
  if (input.byteLength === 0) throw AppError.badRequest("The file is empty: choose a JPEG, PNG, WebP or AVIF picture.");
  if (input.byteLength > MAX_UPLOAD_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", `The picture is too large: at most ${mb(MAX_UPLOAD_BYTES)}.`);
  const format = sniffPictureFormat(input);
  if (!format)
    throw AppError.badRequest(
      "This file is not a JPEG, PNG, WebP or AVIF picture (checked by its content, not its name).",
    );
  const active = findActiveContent(input);
  if (active)
    throw AppError.badRequest(
      `This file is refused: besides the picture it holds web page or script content ("${active}").`,
    );

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(`This ${format.toUpperCase()} file is damaged or cannot be read as a picture.`);
  }
  if (meta.format !== SHARP_FORMAT[format])
    throw AppError.badRequest(`This file is not a readable ${format.toUpperCase()} picture.`);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw AppError.badRequest(`This ${format.toUpperCase()} file has no picture size.`);
  if (width * height > MAX_UPLOAD_PIXELS) {
    throw AppError.badRequest(
      `The picture has too many pixels (${width} × ${height}): at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
    );
  }

  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.badRequest(`This ${format.toUpperCase()} file is damaged or cannot be read as a picture.`);
  }
  const hash = createHash("sha256").update(out.data).digest("hex").slice(0, 32);
  return {
    hash,
    key: `${hash}.webp`,
    mime: "image/webp",
    data: out.data,
    width: out.info.width,
    height: out.info.height,
  };
}
