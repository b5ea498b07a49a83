import { adminRoute } from "@/lib/server/http/route";
import { readJsonBody } from "@/lib/server/http/body";
import { sendTestEmail } from "@/lib/server/email/admin-emails";
import { testEmailSchema } from "@/lib/validation/email";

/** POST /api/email/test {email}: a test message through the saved SMTP settings. */
export const POST = adminRoute(async (request) => {
  const { email } = await readJsonBody(request, testEmailSchema);
  return sendTestEmail(email);
});
