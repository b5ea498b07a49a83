import { route } from "@/lib/server/http/route";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedGuestHouses, pageOf } from "@/lib/server/catalogue/cached";

export const dynamic = "force-dynamic";

// Public list: active guest houses only. (Admins will see inactive ones once sign-in exists.)
export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  const { items, total } = pageOf(await cachedGuestHouses(), page);
  return listResponse(items, total);
});
