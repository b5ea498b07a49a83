// TRUST_PROXY, read one way everywhere: by the typed configuration (lib/server/config/env.ts), which
// the client address, the same-origin check and the start-up warning use, and by the X-Forwarded-For
// hook (lib/node-hooks/forwarded-for-hook.mjs), which node preloads before any bundler runs, so it
// is plain JavaScript outside lib/server.

/**
 * How many proxies in front are trusted to append to X-Forwarded-For, or "vercel". Unset, empty,
 * 0, false, no and off → 0 (none); true and yes → 1; a number of at most two digits → that many;
 * vercel → "vercel" (case and surrounding spaces ignored). Anything else is unreadable: `invalid`,
 * with nothing trusted.
 */
export function parseTrustProxy(value) {
  const raw = value?.trim().toLowerCase() ?? "";
  if (raw === "vercel") return { trusted: "vercel", invalid: false };
  if (raw === "true" || raw === "yes") return { trusted: 1, invalid: false };
  if (/^\d{1,2}$/.test(raw)) return { trusted: Number(raw), invalid: false };
  return { trusted: 0, invalid: !["", "false", "no", "off"].includes(raw) };
}
