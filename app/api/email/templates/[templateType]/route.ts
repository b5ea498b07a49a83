import { adminRoute } from "@/lib/server/http/route";
import { getTemplateView } from "@/lib/server/email/admin-emails";

/** GET /api/email/templates/{templateType} → {type, subject, html, text, variables}; unknown type → 404. */
export const GET = adminRoute<{ templateType: string }>(async (_request, { params }) => getTemplateView(params.templateType));
