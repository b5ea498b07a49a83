import "server-only";

import { config, type Config } from "../config/env";
import { clientAddressFrom } from "../network/client-address";

/**
 * The client's address, for rate limits, from X-Forwarded-For as `next start`/`next dev` pass it
 * on once instrumentation.ts has installed lib/node-hooks/forwarded-for-hook.mjs:
 *
 * - TRUST_PROXY unset (or 0/false): the server overwrites the header with the socket's address,
 *   so a client cannot pick its own. The right-most entry is taken.
 * - TRUST_PROXY=<n> (1, 2, …; `true` means 1): n proxies in front are trusted, each appending the
 *   address it received the request from; the server appends the socket's address (the nearest
 *   proxy). The client is the right-most entry that no trusted proxy added: the (n+1)-th from the
 *   right (the left-most when the chain is shorter). Entries further left came from the client.
 * - TRUST_PROXY=vercel: Vercel overwrites the header with the client's address (right-most entry).
 *
 * Addresses are rate-limit keys: an IPv4 address (also written IPv4-mapped, ::ffff:1.2.3.4) stays
 * itself; an IPv6 address stands for its /64, which one subscriber usually holds whole. An
 * unreadable entry (or none) → "unknown".
 */
export function clientAddress(request: Request, c: Config = config()): string {
  return clientAddressFrom(request.headers.get("x-forwarded-for"), c.trustProxy);
}
