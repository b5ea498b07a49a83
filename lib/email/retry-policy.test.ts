import { describe, expect, it } from "vitest";

import { describeRetryPolicy, EMAIL_RETRY_DELAYS_MS } from "./retry-policy";

describe("the e-mail retry policy in words", () => {
  it("states the sender's own waits (Settings › Email Preferences)", () => {
    expect(EMAIL_RETRY_DELAYS_MS).toHaveLength(7);
    expect(describeRetryPolicy()).toBe(
      "7 retries, after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h (about 45 hours in all)",
    );
    expect(describeRetryPolicy([60_000])).toBe("1 retry, after 1 min (about 0 hours in all)");
  });
});
