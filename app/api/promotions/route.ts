import { adminRoute, route } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import {
  createdResponse,
  pagedListResponse,
  parseOrThrow,
  resolvePage,
  searchParamsObject,
} from "@/lib/server/http/respond";
import { promotionListQuery } from "@/lib/validation/catalogue-lists";
import { promotionSchema } from "@/lib/validation/content-promotions";
import { cachedPromotionFirstPage } from "@/lib/server/catalogue-front/cached";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { todayYmd } from "@/lib/pricing/dates";

/**
 * Every promotion in id order (expired ones too), one bounded page (100 without `limit`, at most
 * 500) with X-Total-Count and Link rel="next", narrowed in the database by `q`, `location`, and
 * `current=true` (only the offers bookable today, as /offers lists them).
 */
export const GET = route(async (request) => {
  const { current, limit, offset, ...filters } = parseOrThrow(promotionListQuery, searchParamsObject(request));
  const page = resolvePage({ limit, offset });
  // The plain first page, as most clients ask for it, is kept until promotions change.
  const unfiltered = new URL(request.url).search === "";
  const { items, total } = unfiltered
    ? await cachedPromotionFirstPage()
    : await listPromotions({ ...filters, ...(current ? { currentOn: todayYmd() } : {}), ...page });
  return pagedListResponse(request, items, total, page);
});

// discountedPrice is computed by the server; a client's value is dropped by the schema.
export const POST = adminRoute(async (request) =>
  createdResponse(await createPromotion(await readJsonBody(request, promotionSchema))),
);
