import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { createdResponse } from "@/lib/server/http/respond";
import { taxRuleSchema } from "@/lib/validation/tax-rules";
import { createTaxRule, listTaxRules } from "@/lib/server/pricing/tax-rules";

/** Every destination's taxes and charges, in order (Settings › Taxes & Fees). Administrators only. */
export const GET = adminRoute(async () => ({ rules: await listTaxRules() }));

/** Adds a tax or charge at the end of its destination's order. Administrators only. */
export const POST = adminRoute(async (request) =>
  createdResponse(await createTaxRule(await readJsonBody(request, taxRuleSchema))),
);
