import { route } from "@/lib/server/http/route";
import { cachedJsonResponse } from "@/lib/server/http/cached-json";
import { listResponse, parseOrThrow, searchParamsObject } from "@/lib/server/http/respond";
import { pagination } from "@/lib/validation/common";
import { cachedPromotions, pageOf } from "@/lib/server/catalogue/cached";
import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse } from "@/lib/server/http/respond";
import { promotionSchema } from "@/lib/validation/content";
import { createPromotion } from "@/lib/server/promotions/create-promotion";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const page = parseOrThrow(pagination, searchParamsObject(request));
  if (page.limit === undefined && page.offset === undefined) {
    // The whole list, as most clients ask for it: prepared once per content change.
    return cachedJsonResponse(request, {
      areas: ["promotions"],
      key: "api:promotions",
      load: cachedPromotions,
      headers: { "x-total-count": String((await cachedPromotions()).length) },
    });
  }
  const { items, total } = pageOf(await cachedPromotions(), page);
  return listResponse(items, total);
});

// discountedPrice is computed by the server; a client's value is dropped by the schema.
export const POST = adminRoute(async (request) => createdResponse(await createPromotion(await readJsonBody(request, promotionSchema))));
