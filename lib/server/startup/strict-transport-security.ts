import "server-only";

import http from "node:http";
import https from "node:https";

import { config, type Config } from "../config/env";

/** Two years, subdomains included (the value hstspreload.org asks for, without `preload`). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** The Strict-Transport-Security header's value: only when the site's address (SITE_URL, else NEXTAUTH_URL) is https. */
export function strictTransportSecurity(c: Config = config()): string | null {
  return /^https:\/\//i.test(c.configuredSiteUrl ?? "") ? HSTS_VALUE : null;
}

const INSTALLED = Symbol.for("lagoon.strictTransportSecurity");
type Patchable = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [INSTALLED]?: true };

/**
 * Puts Strict-Transport-Security on every response of this process's Node HTTP(S) servers — pages,
 * the API, static files and images alike — when the site's address is https (read at start, like
 * every setting). Set before any listener (Next's) sees the request, at run time: next.config's
 * headers() are fixed at build time, and proxy.ts does not see every path. Idempotent; returns
 * whether the header is sent. register-node.ts installs it.
 */
export function installStrictTransportSecurity(c: Config = config()): boolean {
  const value = strictTransportSecurity(c);
  if (!value) return false;
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Patchable[]) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      const response = args[1] as http.ServerResponse | undefined;
      if (event === "request" && response && !response.headersSent)
        response.setHeader("Strict-Transport-Security", value);
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
  return true;
}
