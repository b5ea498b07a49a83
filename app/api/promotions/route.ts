import { route } from "@/lib/server/http/route";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedPromotions, pageOf } from "@/lib/server/catalogue/cached";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  const { items, total } = pageOf(await cachedPromotions(), page);
  return listResponse(items, total);
});
