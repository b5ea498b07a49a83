import "server-only";

import { config } from "../config/env";
import { AppError } from "../errors/app-error";
import { FetchRefused, fetchPublic } from "../network/public-fetch";
import { MAX_UPLOAD_BYTES } from "./process";
import { storePicture, type UploadedMedia } from "./upload-media";

/** How long fetching an outside picture may take, every redirect included. */
export const IMPORT_TIMEOUT_MS = 10_000;
/** Redirects followed at most. */
export const IMPORT_MAX_REDIRECTS = 3;

/**
 * Copies the picture at an outside address into the media store, once, as if an admin had uploaded
 * it (checked by its bytes, re-encoded, named by its content hash: ./upload-media.ts). Fetched
 * under lib/server/network/public-fetch.ts's rules — https, public addresses only on every hop, at
 * most IMPORT_MAX_REDIRECTS redirects, IMPORT_TIMEOUT_MS and the upload's 15 MB — and every refusal
 * is a 400 saying why.
 */
export async function importMedia(address: string): Promise<UploadedMedia> {
  let data: Buffer;
  try {
    ({ data } = await fetchPublic(address, {
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: IMPORT_TIMEOUT_MS,
      maxRedirects: IMPORT_MAX_REDIRECTS,
      // The tests' switch (MEDIA_IMPORT_TEST_LOOPBACK=1), never in production: lib/server/config/env.ts.
      allowLoopbackForTests: config().media.importTestLoopback,
    }));
  } catch (error) {
    if (error instanceof FetchRefused) throw AppError.badRequest(error.message, { url: [error.message] });
    throw AppError.badRequest("The picture could not be fetched from that address.", {
      url: ["The picture could not be fetched from that address."],
    });
  }
  try {
    return await storePicture(data);
  } catch (error) {
    // The bytes' own refusals (not a picture, a polyglot, too many pixels) as the upload says them.
    if (error instanceof AppError)
      throw AppError.badRequest(`The address's file: ${error.message}`, { url: [error.message] });
    throw error;
  }
}
