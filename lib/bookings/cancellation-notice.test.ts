import { describe, expect, it } from "vitest";

import { cancellationNotice } from "./cancellation-notice";

describe("cancellationNotice", () => {
  it("states no free-cancellation window of its own and defers the fee to the property's policy", () => {
    const notice = cancellationNotice("2026-12-20", "Free cancellation up to 7 days before arrival.");
    expect(notice.rule).not.toMatch(/free of charge|free/i);
    expect(notice.rule).toMatch(/cancel this booking here until check-in/);
    expect(notice.rule).toMatch(/property's policy below/);
    expect(notice.policies).toBe("Free cancellation up to 7 days before arrival.");
  });

  it("without stored policies still names the property's policy, not a window", () => {
    const notice = cancellationNotice("2026-12-20", "   ");
    expect(notice.policies).toBeNull();
    expect(notice.rule).not.toMatch(/free/i);
    expect(notice.rule).toMatch(/property's cancellation policy/);
  });
});
