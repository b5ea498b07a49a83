import { newsletterConfirmSchema } from "@/lib/validation/newsletter";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { confirmNewsletterSubscription, NEWSLETTER_CONFIRMED } from "@/lib/server/newsletter/subscribe";

/** POST /api/newsletter/confirm {token} → 200 {message}; an unknown, used or lapsed link → 400. */
export const POST = route(async (request) => {
  const { token } = await readJsonBody(request, newsletterConfirmSchema, { maxBytes: 1024 });
  await confirmNewsletterSubscription(token);
  return { message: NEWSLETTER_CONFIRMED };
});
