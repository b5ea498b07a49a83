import { route, adminRoute } from "@/lib/server/http/route";
import {
  createdResponse,
  pagedListHeaders,
  parseOrThrow,
  resolvePage,
  searchParamsObject,
} from "@/lib/server/http/respond";
import { hotelListQuery } from "@/lib/validation/catalogue-lists";
import { readJsonBody } from "@/lib/server/http/body";
import { jsonReplyWithEtag } from "@/lib/server/http/etag";
import { hotelSchema } from "@/lib/validation/content-hotels";
import { createHotel } from "@/lib/server/hotels/create-hotel";
import { cachedHotelListReply } from "@/lib/server/catalogue-front/cached";

/**
 * One page of hotels (the contract's "Lists"): at most DEFAULT_PAGE_SIZE without `limit`, in the
 * natural order unless `sort` says otherwise, filtered by `q`, `location`, `minPrice`, `maxPrice`
 * and `amenities` in the database; the total in X-Total-Count, the next page in Link.
 */
export const GET = route(async (request) => {
  const { limit, offset, ...filters } = parseOrThrow(hotelListQuery, searchParamsObject(request));
  const page = resolvePage({ limit, offset });
  const reply = await cachedHotelListReply({ ...filters, ...page });
  return jsonReplyWithEtag(request, reply, pagedListHeaders(request, reply.total, page));
});

export const POST = adminRoute(async (request) =>
  createdResponse(await createHotel(await readJsonBody(request, hotelSchema))),
);
