import { NextResponse } from "next/server";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { importMedia } from "@/lib/server/media/import-media";
import { mediaImportSchema } from "@/lib/validation/media";

/**
 * POST /api/admin/media/import (admin; JSON {url}) → 201 {url, width, height}: the picture at an
 * outside https address fetched once by the server and stored like an upload
 * (lib/server/media/import-media.ts). 400 with the reason for an address that is not public https,
 * a redirect elsewhere, too large, too slow or not a picture; 429 past RATE_LIMIT_MEDIA_UPLOAD.
 */
export const POST = adminRoute(async (request, { user }) => {
  const { url } = await readJsonBody(request, mediaImportSchema);
  await enforceRateLimit("mediaUpload", user.id);
  return NextResponse.json(await importMedia(url), { status: 201 });
});
