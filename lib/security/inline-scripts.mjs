// The one inline script the site writes itself (components/layout/early-click-replay.tsx), in a
// plain module so that the Content-Security-Policy (./csp.mjs) can allow it by its hash on the
// strict pages, where no inline script runs without the nonce: the root layout then writes it the
// same way on every page, without reading the request.

import { createHash } from "node:crypto";

/**
 * The attribute that marks a JavaScript-only control (a button whose whole effect is a React
 * handler: the mobile menu's toggle, a date field's calendar) whose click must not be lost when
 * it comes before the page is hydrated.
 */
export const REPLAY_CLICK = "data-replay-click";

/**
 * Between the document's first paint and the moment React has taken over a control, a click on a
 * button that only React handles would do nothing: React's own replay of early events covers a
 * click once hydrateRoot has started, not one before its scripts have run (a slow phone), and it
 * drops a click it cannot hydrate for at once (the root still waiting for streamed data). This
 * script, first in <body>, notes such a click (once per control: a second impatient click does
 * not undo the first) and stops it, so React never sees it twice. Every 50 ms (for 30 s at most)
 * it clicks each noted control again once React is listening and has the control; the click
 * counts as handled when it bubbled up to `window` — React stops the propagation of a click it
 * drops — otherwise it is tried again. So the visitor's click takes effect once hydrated. A marked
 * control's handler must therefore not stop propagation. A control that acts on the press rather
 * than the click (a tab: Radix selects it on mousedown) is marked `data-replay-click="press"` and
 * gets a mousedown before its replayed click. Links and native controls need none of this: they
 * work without JavaScript.
 */
export const EARLY_CLICK_REPLAY_SCRIPT = `(function(){var d=document,w=window,q=[],t=0,n=0,l=0,r=0;
function own(e){for(var k in e)if(k.indexOf("__reactProps$")===0)return 1;return 0}
function on(){if(!l)for(var k in d)if(k.indexOf("_reactListening")===0)l=1;return l}
function tick(){t=0;n++;if(on())q=q.filter(function(e){if(!e.isConnected)return 0;if(!own(e))return 1;var ok=0,s=function(v){if(v.target===e)ok=1};r=1;w.addEventListener("click",s);if(e.getAttribute("${REPLAY_CLICK}")==="press")e.dispatchEvent(new MouseEvent("mousedown",{bubbles:true,cancelable:true,button:0,view:w}));e.click();w.removeEventListener("click",s);r=0;return!ok});if(q.length&&n<600)t=setTimeout(tick,50)}
d.addEventListener("click",function(v){if(r)return;var e=v.target&&v.target.closest&&v.target.closest("[${REPLAY_CLICK}]");if(!e||own(e)&&on())return;v.stopImmediatePropagation();if(q.indexOf(e)<0)q.push(e);n=0;if(!t)t=setTimeout(tick,50)},true)})()`;

/** The CSP hash source of a script's text ('sha256-…'), as the browser computes it. */
export function scriptHash(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The hashes of the inline scripts the site writes itself, allowed on the strict pages. */
export const INLINE_SCRIPT_HASHES = [scriptHash(EARLY_CLICK_REPLAY_SCRIPT)];
