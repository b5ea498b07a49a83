import { z } from "zod";
import { adminRoute, route } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { parseOrThrow } from "@/lib/server/http/respond";
import { numericId } from "@/lib/validation/common";
import { promotionSchema } from "@/lib/validation/content-promotions";
import { getPromotion } from "@/lib/server/promotions/get-promotion";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";

const params = z.object({ id: numericId("promotion") });

export const GET = route<{ id: string }>(async (_request, ctx) => getPromotion(parseOrThrow(params, ctx.params).id));

// discountedPrice is computed by the server; a client's value is dropped by the schema.
export const PUT = adminRoute<{ id: string }>(async (request, ctx) => {
  const { id } = parseOrThrow(params, ctx.params);
  return updatePromotion(id, await readJsonBody(request, promotionSchema));
});

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deletePromotion(parseOrThrow(params, ctx.params).id));
