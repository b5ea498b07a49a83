import { adminRoute, route } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import {
  createdResponse,
  pagedListResponse,
  parseOrThrow,
  resolvePage,
  searchParamsObject,
} from "@/lib/server/http/respond";
import { guestHouseListQuery } from "@/lib/validation/catalogue-lists";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { cachedGuestHouseFirstPage } from "@/lib/server/catalogue-front/cached";
import { requireAdmin } from "@/lib/server/auth/current-user";
import { searchGuestHouses } from "@/lib/server/guest-houses/search-guest-houses";
import { createGuestHouse } from "@/lib/server/guest-houses/create-guest-house";

/**
 * Public list: active guest houses, one bounded page (100 without `limit`, at most 500) with
 * X-Total-Count and Link rel="next", narrowed in the database by `q`, `location`, `type`,
 * `minPrice`, `maxPrice`, `facilities` (comma-separated, every one) and ordered by `sort`.
 * `?all=true` (administrators only: 401 / 403 otherwise) lists inactive ones too.
 */
export const GET = route(async (request) => {
  const { all, limit, offset, ...filters } = parseOrThrow(guestHouseListQuery, searchParamsObject(request));
  if (all) await requireAdmin(request);
  const page = resolvePage({ limit, offset });
  // The plain first page, as most clients ask for it, is kept until guest houses change.
  const unfiltered = new URL(request.url).search === "";
  const { items, total } = unfiltered
    ? await cachedGuestHouseFirstPage()
    : await searchGuestHouses({ ...filters, ...page, includeInactive: all });
  return pagedListResponse(request, items, total, page);
});

export const POST = adminRoute(async (request) =>
  createdResponse(await createGuestHouse(await readJsonBody(request, guestHouseSchema))),
);
