import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { mediaStore, MEDIA_KEY } from "@/lib/server/media/store";

/**
 * GET /media/<hash>.webp: an uploaded picture, from the media store (a local folder or S3). Its
 * name is its content hash, so it never changes: cached for a year, immutable. Sent with its own
 * image type and nosniff, under a policy that runs nothing, so no upload is ever taken for a page.
 */
export const GET = route<{ file: string }>(async (_request, { params }) => {
  const key = params.file;
  const object = MEDIA_KEY.test(key) ? await mediaStore().get(key) : null;
  if (!object) return NextResponse.json({ error: "Not Found", message: "No such picture." }, { status: 404 });
  return new NextResponse(new Uint8Array(object.data), {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "inline",
    },
  });
});
