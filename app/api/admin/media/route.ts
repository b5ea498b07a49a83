import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { readUploadedFile } from "@/lib/server/media/read-upload";
import { storePicture } from "@/lib/server/media/upload-media";
import { parseOrThrow } from "@/lib/server/http/respond";
import { listMedia, mediaByUrls } from "@/lib/server/media/library";
import { mediaListParams } from "@/lib/validation/media";

/**
 * POST /api/admin/media (admin; multipart/form-data, the picture in `file`, at most 15 MB) → 201
 * {url, width, height}: the picture checked by its bytes, re-encoded without its metadata and
 * stored (lib/server/media); `url` ("/media/<hash>.webp") goes into a catalogue record's picture
 * fields. 400 for anything that is not a JPEG, PNG, WebP or AVIF picture; 429 past
 * RATE_LIMIT_MEDIA_UPLOAD per administrator.
 */
export const POST = adminRoute(async (request, { user }) => {
  await enforceRateLimit("mediaUpload", user.id);
  const file = await readUploadedFile(request);
  return NextResponse.json(await storePicture(file), { status: 201 });
});

/**
 * GET /api/admin/media (admin): the media library, one page of 24 pictures, newest first
 * (`?page=`, from 1) → {items: [{url, width, height, bytes, alt, createdAt}], page, hasMore}; with
 * `?url=` (repeated, at most 60 uploaded pictures' addresses) → {items} of those the table records
 * (the admin forms read their pictures' alt texts so).
 */
export const GET = adminRoute(async (request) => {
  const search = new URL(request.url).searchParams;
  const urls = search.getAll("url");
  const params = parseOrThrow(mediaListParams, {
    page: search.get("page") ?? undefined,
    url: urls.length ? urls : undefined,
  });
  if (params.url) return { items: await mediaByUrls(params.url) };
  return listMedia(params.page);
});
