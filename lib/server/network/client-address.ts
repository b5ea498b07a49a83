import "server-only";

import net from "node:net";

import type { TrustedProxies } from "@/lib/config/trust-proxy.mjs";
import { config, type Config } from "../config/env";
import { logger } from "../logger";

/**
 * Who the client is on the network, as plain functions of settings and header values (no
 * request object): TRUST_PROXY, and the client's rate-limit key from an X-Forwarded-For chain.
 * lib/server/http/client-address.ts applies them to a request; the same-origin check
 * (auth/current-user.ts) and next-auth's sign-in (auth/next-auth-options.ts) use them directly.
 */
/** TRUST_PROXY as configured (lib/server/config/env.ts): the number of proxies in front that are trusted, or "vercel". */
export function trustedProxies(c: Config = config()): TrustedProxies {
  return c.trustProxy;
}

/**
 * The start-up warning about TRUST_PROXY, or null when it names trusted proxies. With none
 * trusted, the client address is the connection's: behind a proxy or load balancer that is the
 * proxy, so every visitor shares one address and one set of rate limits. (An unreadable value
 * stops the start instead: lib/server/config/env.ts.)
 */
export function trustProxyWarning(c: Config = config()): string | null {
  if (c.trustProxy !== 0) return null;
  return (
    "TRUST_PROXY is not set: rate limits count per connection address. Behind a proxy or load balancer " +
    "(nginx, Caddy, a cloud load balancer) every visitor then shares the proxy's address and its limits. " +
    "Set TRUST_PROXY=<number of proxies in front> (e.g. 1 behind one nginx) or TRUST_PROXY=vercel on Vercel."
  );
}

/** The client's rate-limit key from an X-Forwarded-For value, given how many proxies are trusted. */
export function clientAddressFrom(forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return "unknown";
  const hops = trusted === "vercel" ? 0 : trusted;
  const entry = chain[Math.max(0, chain.length - 1 - hops)]!;
  return addressKey(entry) ?? "unknown";
}

/**
 * One address as a rate-limit key: IPv4 as it is, IPv4-mapped IPv6 as its IPv4 address, other
 * IPv6 as its /64 ("2001:db8:1:2::/64"). A port ("1.2.3.4:80", "[2001:db8::1]:443") or zone
 * ("fe80::1%eth0") is dropped. Null when it is not an IP address.
 */
export function addressKey(entry: string): string | null {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%[\w.-]+$/, "");
  if (net.isIPv4(text)) return text;
  if (!net.isIPv6(text)) return null;
  const groups = ipv6Groups(text);
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with :: and a trailing dotted IPv4 part). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/** At start-up (instrumentation.ts, production): the TRUST_PROXY warning, logged once, if there is one. */
export function warnAboutTrustProxy(
  c: Config = config(),
  warn: (message: string, fields?: Record<string, unknown>) => void = logger.warn,
): boolean {
  const warning = trustProxyWarning(c);
  if (warning) warn(warning, { setting: "TRUST_PROXY" });
  return warning !== null;
}
