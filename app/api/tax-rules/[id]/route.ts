import { adminRoute } from "@/lib/server/http/route";
import { recordRoutes } from "@/lib/server/http/record-routes";
import { taxRuleSchema } from "@/lib/validation/tax-rules";
import { deleteTaxRule, updateTaxRule } from "@/lib/server/pricing/tax-rules";

const taxRule = recordRoutes("tax rule", { schema: taxRuleSchema, update: updateTaxRule });

export const PUT = taxRule.PUT;

export const DELETE = adminRoute<{ id: string }>(async (_request, ctx) => deleteTaxRule(taxRule.idOf(ctx)));
