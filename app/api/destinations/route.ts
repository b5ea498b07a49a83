import { route } from "@/lib/server/http/route";
import { cachedJsonResponse } from "@/lib/server/http/cached-json";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedDestinations, pageOf } from "@/lib/server/catalogue/cached";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse } from "@/lib/server/http/respond";
import { destinationSchema } from "@/lib/validation/content";
import { createDestination } from "@/lib/server/destinations/create-destination";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  if (page.limit === undefined && page.offset === undefined) {
    // The whole list, as most clients ask for it: prepared once per content change.
    return cachedJsonResponse(request, {
      areas: ["destinations"],
      key: "api:destinations",
      load: cachedDestinations,
      headers: { "x-total-count": String((await cachedDestinations()).length) },
    });
  }
  const { items, total } = pageOf(await cachedDestinations(), page);
  return listResponse(items, total);
});

export const POST = adminRoute(async (request) => createdResponse(await createDestination(await readJsonBody(request, destinationSchema))));
