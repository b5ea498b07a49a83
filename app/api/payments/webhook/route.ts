import { receivePaymentWebhook } from "@/lib/server/payments/receive-webhook";
import { route } from "@/lib/server/http/route";

/**
 * The payment provider's webhook (docs/payments.md): the raw body's signature is verified (400
 * when it is missing, wrong or stale), the event acted on once whatever the order or the replays;
 * 200 {received: true}. 404 while the site takes no online payments.
 */
export const POST = route(async (request) => receivePaymentWebhook(await request.text(), request.headers));
