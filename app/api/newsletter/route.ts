import { newsletterSchema } from "@/lib/validation/newsletter";
import { readJsonBody } from "@/lib/server/http/body";
import { route } from "@/lib/server/http/route";
import { clientAddress } from "@/lib/server/http/client-address";
import { enforceRateLimit } from "@/lib/server/rate-limit";
import { NEWSLETTER_CHECK_INBOX, subscribeToNewsletter } from "@/lib/server/newsletter/subscribe";

/**
 * POST /api/newsletter {email} → 200 {message}: double opt-in — a confirmation e-mail is queued
 * (re-sent only now and then); the reply is the same whoever is subscribed. 429 past
 * RATE_LIMIT_NEWSLETTER per client address.
 */
export const POST = route(async (request) => {
  await enforceRateLimit("newsletter", clientAddress(request));
  const { email } = await readJsonBody(request, newsletterSchema, { maxBytes: 4 * 1024 });
  await subscribeToNewsletter(email);
  return { message: NEWSLETTER_CHECK_INBOX };
});
