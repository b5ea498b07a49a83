import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { setMediaAlt } from "@/lib/server/media/library";
import { mediaAltSchema } from "@/lib/validation/media";

/**
 * PUT /api/admin/media/alt (admin; JSON {url, alt}) → 200 the picture {url, width, height, bytes,
 * alt, createdAt}: an uploaded picture's alt text (at most 300 characters, white space collapsed;
 * "" = none), used by every public page that shows it. 400 bad input, 404 an address the Media
 * table does not record.
 */
export const PUT = adminRoute(async (request) => {
  const { url, alt } = await readJsonBody(request, mediaAltSchema);
  return setMediaAlt(url, alt);
});
