/** An event the fake sent (Stripe's JSON), with each delivery's HTTP status (0: unreachable; null: no webhook URL set). */
export interface FakeStripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id: string } };
  deliveries: (number | null)[];
}
export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_URL for the SDK; the hosted pages live under it too (/pay/<session id>). */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Every event sent so far, oldest first. */
  events(): FakeStripeEvent[];
  /** Sends an event again (same id, a fresh signature); its delivery's HTTP status. */
  resend(eventId: string): Promise<number | null>;
  /** The checkout sessions as the API shows them. */
  sessions(): (Record<string, unknown> & {
    id: string;
    status: string;
    payment_status: string;
    payment_intent: string | null;
  })[];
}
export function startFakeStripe(options?: {
  webhookUrl?: string | null;
  webhookSecret?: string | null;
  port?: number;
  apiKey?: string | null;
}): Promise<FakeStripe>;
