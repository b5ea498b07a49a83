import { adminRoute, route } from "@/lib/server/http/route";
import { cachedJsonResponse } from "@/lib/server/http/cached-json";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse, listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination, queryFlag } from "@/lib/validation/common";
import { guestHouseSchema } from "@/lib/validation/content";
import { cachedGuestHouses, pageOf } from "@/lib/server/catalogue/cached";
import { requireAdmin } from "@/lib/server/auth/current-user";
import { listGuestHouses } from "@/lib/server/guest-houses/list-guest-houses";
import { createGuestHouse } from "@/lib/server/guest-houses/create-guest-house";

export const dynamic = "force-dynamic";

const listQuery = pagination.extend({ all: queryFlag("all") });

/**
 * Public list: active guest houses only. `?all=true` (administrators only: 401 / 403 otherwise)
 * lists inactive ones too, straight from the database.
 */
export const GET = route(async (request) => {
  const { all, ...page } = parseOrThrow(listQuery, searchParamsObject(request));
  if (all) {
    await requireAdmin(request);
    const { items, total } = await listGuestHouses({ includeInactive: true, ...page });
    return listResponse(items, total);
  }
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

export const POST = adminRoute(async (request) => createdResponse(await createGuestHouse(await readJsonBody(request, guestHouseSchema))));

