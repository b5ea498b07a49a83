import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { readUploadedFile } from "@/lib/server/media/read-upload";
import { uploadMedia } from "@/lib/server/media/upload-media";

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
  return NextResponse.json(await uploadMedia(file), { status: 201 });
});
