import { newsletterSchema } from "@/lib/validation/newsletter";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { subscribeToNewsletter } from "@/lib/server/newsletter/subscribe";

export const dynamic = "force-dynamic";

/** POST /api/newsletter {email} → 200 {message}; subscribing again is fine (same reply). */
export const POST = route(async (request) => {
  const { email } = await readJsonBody(request, newsletterSchema, { maxBytes: 4 * 1024 });
  await subscribeToNewsletter(email);
  return { message: "Subscription successful! Thank you for subscribing to our newsletter." };
});
