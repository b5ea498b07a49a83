import { describe, expect, it } from "vitest";

import { HTML_LIMITED_BOTS } from "./html-limited-bots.mjs";
import { BLOCKING_RENDER_MARK } from "./csp.mjs";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe("HTML_LIMITED_BOTS (next.config.mjs htmlLimitedBots)", () => {
  it("renders a strict page's request blocking: the mark proxy.ts appends", () => {
    expect(HTML_LIMITED_BOTS.test(`${CHROME} ${BLOCKING_RENDER_MARK}`)).toBe(true);
  });

  it("keeps Next's HTML-limited bots", () => {
    for (const ua of [
      "facebookexternalhit/1.1",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0",
      "Mediapartners-Google",
    ])
      expect(HTML_LIMITED_BOTS.test(ua), ua).toBe(true);
  });

  it("serves a browser, and Lighthouse, what a browser gets (the cached page)", () => {
    expect(HTML_LIMITED_BOTS.test(CHROME)).toBe(false);
    expect(HTML_LIMITED_BOTS.test(`${CHROME} Chrome-Lighthouse`)).toBe(false);
  });
});
