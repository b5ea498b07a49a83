import { adminRoute, route } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { promotionSchema } from "@/lib/validation/content-promotions";
import { getPromotion } from "@/lib/server/promotions/get-promotion";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";

const promotion = recordRoutes("promotion", { schema: promotionSchema, update: updatePromotion });

export const GET = route<{ id: string }>(async (_request, ctx) => getPromotion(promotion.idOf(ctx)));

// discountedPrice is computed by the server; a client's value is dropped by the schema.
export const PUT = promotion.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deletePromotion(promotion.idOf(ctx)));
