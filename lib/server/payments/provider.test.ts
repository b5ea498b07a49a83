import { afterEach, describe, expect, it, vi } from "vitest";

import { paymentsEnabled, paymentsProvider } from "./provider";

afterEach(() => vi.unstubAllEnvs());

describe("paymentsProvider(): the configured adapter, or none", () => {
  it("without Stripe's keys there is none: the site takes no payment online", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    expect(paymentsProvider()).toBeNull();
    expect(paymentsEnabled()).toBe(false);
  });

  it("with both, the Stripe adapter: one per process, a new one when the settings change", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_one");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_one");
    const first = paymentsProvider();
    expect(first?.name).toBe("stripe");
    expect(paymentsEnabled()).toBe(true);
    vi.stubEnv("LOG_SILENT", "1"); // the configuration is read again, the Stripe settings are the same
    expect(paymentsProvider()).toBe(first);
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_two");
    const second = paymentsProvider();
    expect(second).not.toBe(first);
    expect(second?.name).toBe("stripe");
  });

  it("the adapter does not show its keys (a logged provider leaks nothing)", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_hidden_key");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_hidden_secret");
    const shown = JSON.stringify(paymentsProvider());
    expect(shown).not.toContain("sk_test_hidden_key");
    expect(shown).not.toContain("whsec_hidden_secret");
  });
});
