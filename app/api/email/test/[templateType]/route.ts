import type { NextRequest } from "next/server";

import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { sendTemplateTest } from "@/lib/server/email/admin-emails";
import { knownTemplateType } from "@/lib/server/email/template-overrides";
import { templateTestSchema } from "@/lib/validation/email";

/** An empty body is allowed: the test goes to the sender address. */
async function optionalBody(request: NextRequest) {
  const empty = !request.body || !(await request.clone().text()).trim();
  return empty ? templateTestSchema.parse({}) : readJsonBody(request, templateTestSchema);
}

/** POST /api/email/test/{templateType} {testEmail?}: the template with sample values. */
export const POST = adminRoute<{ templateType: string }>(async (request, { params }) => {
  const { testEmail } = await optionalBody(request);
  return sendTemplateTest(knownTemplateType(params.templateType), testEmail);
});
