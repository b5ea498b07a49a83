/** next.config.mjs `htmlLimitedBots`: Next's HTML-limited bots, less Lighthouse, plus the strict pages' mark. */
export const HTML_LIMITED_BOTS: RegExp;
