import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { getEmailConfig, saveEmailConfig } from "@/lib/server/email/email-config";
import { emailConfigSchema } from "@/lib/validation/email";

/** GET /api/email/config → {configured, config}; the password is never sent back. */
export const GET = adminRoute(async () => getEmailConfig());

/** POST /api/email/config → the saved settings; an empty password keeps the stored one. */
export const POST = adminRoute(async (request) => {
  const view = await saveEmailConfig(await readJsonBody(request, emailConfigSchema));
  return { message: "Your email configuration has been saved successfully.", ...view };
});
