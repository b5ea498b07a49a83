// Which remote hosts images may come from (issue 18: no open image proxy). Plain JavaScript so
// next.config.mjs can import it; lib/validation/content.ts uses it too (types: remote-hosts.d.mts).
//
// IMAGE_REMOTE_HOSTS: comma- or space-separated host names, each exact ("images.example.com") or
// with one leading wildcard: "*.example.com" (one label), "**.example.com" (any depth). Default:
// none — only the site's own pictures under /images/ are shown and resized. A bare "*" or "**",
// an IP address, a port or a path is refused (ignored, with a warning from next.config.mjs).

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST = new RegExp(`^(?:\\*\\*?\\.)?${LABEL}(?:\\.${LABEL})+$`);

/** Parses IMAGE_REMOTE_HOSTS: the valid host patterns (lower-cased, unique) and the refused entries. */
export function parseImageHosts(value) {
  const hosts = [];
  const invalid = [];
  for (const raw of String(value ?? "").split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase().replace(/\.$/, "");
    if (!entry) continue;
    const isIp = /^[\d.]+$/.test(entry.replace(/^\*\*?\./, "")) || entry.includes(":");
    if (HOST.test(entry) && !isIp) {
      if (!hosts.includes(entry)) hosts.push(entry);
    } else invalid.push(raw.trim());
  }
  return { hosts, invalid };
}

/** Next's images.remotePatterns for those hosts: https only, any path, no port. */
export function remotePatternsFor(hosts) {
  return hosts.map((hostname) => ({ protocol: "https", hostname, port: "", pathname: "/**" }));
}

/** Whether `hostname` matches one of the patterns (the same rules as Next's remotePatterns). */
export function imageHostAllowed(hostname, hosts) {
  const name = String(hostname).toLowerCase().replace(/\.$/, "");
  return hosts.some((pattern) => {
    if (pattern.startsWith("**.")) return name.endsWith(pattern.slice(2)) && name.length > pattern.length - 2;
    if (pattern.startsWith("*.")) {
      const rest = pattern.slice(1);
      return name.endsWith(rest) && name.length > rest.length && !name.slice(0, -rest.length).includes(".");
    }
    return name === pattern;
  });
}

/** IMAGE_CACHE_MAX_MB: the optimised-image disk cache's bound in bytes (default 256 MB; 0 turns the disk cache off). */
export function imageCacheBytes(value) {
  const text = String(value ?? "").trim();
  const mb = text === "" ? 256 : Number(text);
  return Number.isFinite(mb) && mb >= 0 && mb <= 1_000_000 ? Math.floor(mb * 1024 * 1024) : 256 * 1024 * 1024;
}
