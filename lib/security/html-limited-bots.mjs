// Which requests Next renders "as for an HTML-limited bot": blocking, the metadata in the head,
// and — what matters here — the status settled before the first byte. next.config.mjs sets
// `htmlLimitedBots` to HTML_LIMITED_BOTS.
//
// Why the strict pages need it: Next 16.4 answers a `notFound()` that comes after the page has
// waited on the request (connection(), a database read for this visitor) with status 200 and an
// error document when it streams, as it does for browsers; rendered as for a bot, it is a 404.
// The strict pages (./csp.mjs) are rendered per request anyway, so proxy.ts marks their requests
// (BLOCKING_RENDER_MARK appended to the User-Agent Next sees) and they render as they did before
// the public pages were cached. Public pages are never marked: they are served from the cache, and
// an unknown id there is settled before any wait (app/_detail/build-params.ts).
//
// The list is Next's own (html-bots.js) without Lighthouse: Lighthouse measures what a visitor
// gets, and Next would otherwise render every page per request for it.
// Plain JavaScript so that next.config.mjs can import it; typed by html-limited-bots.d.mts.

import { createRequire } from "node:module";

import { BLOCKING_RENDER_MARK } from "./csp.mjs";

const require = createRequire(import.meta.url);
const { HTML_LIMITED_BOT_UA_RE } = require("next/dist/shared/lib/router/utils/html-bots.js");

/** next.config.mjs `htmlLimitedBots`: Next's HTML-limited bots, less Lighthouse, plus the mark. */
export const HTML_LIMITED_BOTS = new RegExp(
  `${HTML_LIMITED_BOT_UA_RE.source.replace("|Chrome-Lighthouse", "")}|${BLOCKING_RENDER_MARK}`,
  "i",
);
