import { EARLY_CLICK_REPLAY_SCRIPT } from "@/lib/security/inline-scripts.mjs";

/**
 * The early-click replay (lib/security/inline-scripts.mjs), first in <body> on every page. It
 * carries no nonce, so the page does not depend on the request: the public pages' policy allows
 * inline scripts, the strict pages' allows this one by its hash (lib/security/csp.mjs).
 */
export function EarlyClickReplay() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_REPLAY_SCRIPT }} />;
}
