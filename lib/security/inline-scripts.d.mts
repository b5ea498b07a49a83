/** The attribute that marks a JavaScript-only control whose early click is replayed once hydrated. */
export const REPLAY_CLICK: "data-replay-click";
/** The early-click replay script's text. */
export const EARLY_CLICK_REPLAY_SCRIPT: string;
/** The CSP hash source of a script's text ('sha256-…'). */
export function scriptHash(text: string): string;
/** The hashes of the inline scripts the site writes itself. */
export const INLINE_SCRIPT_HASHES: readonly string[];
