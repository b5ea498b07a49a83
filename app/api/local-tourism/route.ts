import { route } from "@/lib/server/http/route";
import { cachedJsonResponse } from "@/lib/server/http/cached-json";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedGuestHouses, pageOf } from "@/lib/server/catalogue/cached";

export const dynamic = "force-dynamic";

// Public list: active guest houses only. (Admins will see inactive ones once sign-in exists.)
export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  if (page.limit === undefined && page.offset === undefined) {
    // The whole list, as most clients ask for it: prepared once per content change.
    return cachedJsonResponse(request, {
      areas: ["guestHouses"],
      key: "api:guest-houses",
      load: cachedGuestHouses,
      headers: { "x-total-count": String((await cachedGuestHouses()).length) },
    });
  }
  const { items, total } = pageOf(await cachedGuestHouses(), page);
  return listResponse(items, total);
});
