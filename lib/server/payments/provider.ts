import "server-only";

import { config } from "../config/env";
import type { PaymentsProvider } from "./port";
import { createStripeProvider, type StripeSettings } from "./stripe/stripe-provider";

/**
 * This process's payments provider: the Stripe adapter when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set (lib/server/config/env.ts), else null — no online payment, the
 * guest pays at the property. One SDK client per process, kept on globalThis like the other
 * per-process holders so every route bundle shares it, and made again when the configuration is
 * read again with other settings (the tests' resetConfig()).
 */
const holder = globalThis as unknown as { __lagoonPayments?: { settings: StripeSettings; provider: PaymentsProvider } };

export function paymentsProvider(): PaymentsProvider | null {
  const settings = config().payments.stripe;
  if (!settings) return null;
  const held = holder.__lagoonPayments;
  if (held && sameSettings(held.settings, settings)) return held.provider;
  const provider = createStripeProvider(settings);
  holder.__lagoonPayments = { settings, provider };
  return provider;
}

/** Whether the site takes payments online (a provider is configured). */
export function paymentsEnabled(): boolean {
  return config().payments.stripe !== null;
}

function sameSettings(a: StripeSettings, b: StripeSettings): boolean {
  return (
    a.secretKey === b.secretKey &&
    a.webhookSecret === b.webhookSecret &&
    a.apiUrl?.protocol === b.apiUrl?.protocol &&
    a.apiUrl?.host === b.apiUrl?.host &&
    a.apiUrl?.port === b.apiUrl?.port
  );
}
