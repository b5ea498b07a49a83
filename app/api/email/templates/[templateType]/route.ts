import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import {
  editableTemplateType,
  getTemplateView,
  knownTemplateType,
  resetTemplateOverride,
  saveTemplateOverride,
} from "@/lib/server/email/template-overrides";
import { emailTemplateSchema } from "@/lib/validation/email";

/** An edited template's JSON: at most the columns' bounds in 4-byte characters, and the field names. */
const MAX_TEMPLATE_BODY_BYTES = 320 * 1024;

/**
 * GET /api/email/templates/{templateType} → {type, subject, html, text, variables, customized,
 * updatedAt, updatedBy}: the template in use (the administrator's version, else the default);
 * unknown type → 404.
 */
export const GET = adminRoute<{ templateType: string }>(async (_request, { params }) =>
  getTemplateView(knownTemplateType(params.templateType)),
);

/** PUT {subject, html, text}: saves the administrator's version (400 per field: unknown variables, unbalanced braces, bounds). */
export const PUT = adminRoute<{ templateType: string }>(async (request, { params, user }) => {
  const type = editableTemplateType(params.templateType);
  const input = await readJsonBody(request, emailTemplateSchema(type), { maxBytes: MAX_TEMPLATE_BODY_BYTES });
  return saveTemplateOverride(type, input, user.id);
});

/** DELETE ('Reset to default'): the default template is used again; answers the default. */
export const DELETE = adminRoute<{ templateType: string }>(async (_request, { params }) =>
  resetTemplateOverride(editableTemplateType(params.templateType)),
);
