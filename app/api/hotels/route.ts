import { route } from "@/lib/server/http/route";
import { cachedJsonResponse } from "@/lib/server/http/cached-json";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedHotels, pageOf } from "@/lib/server/catalogue/cached";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse } from "@/lib/server/http/respond";
import { hotelSchema } from "@/lib/validation/content";
import { createHotel } from "@/lib/server/hotels/create-hotel";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  if (page.limit === undefined && page.offset === undefined) {
    // The whole list, as most clients ask for it: prepared once per content change.
    return cachedJsonResponse(request, {
      areas: ["hotels"],
      key: "api:hotels",
      load: cachedHotels,
      headers: { "x-total-count": String((await cachedHotels()).length) },
    });
  }
  const { items, total } = pageOf(await cachedHotels(), page);
  return listResponse(items, total);
});

export const POST = adminRoute(async (request) => createdResponse(await createHotel(await readJsonBody(request, hotelSchema))));
