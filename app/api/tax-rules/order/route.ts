import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { taxRuleOrderSchema } from "@/lib/validation/tax-rules";
import { reorderTaxRules } from "@/lib/server/pricing/tax-rules";

/** Puts a destination's taxes and charges in a new order: `{ region, ids }`, every id once. Administrators only. */
export const PUT = adminRoute(async (request) => ({
  rules: await reorderTaxRules(await readJsonBody(request, taxRuleOrderSchema)),
}));
