// X-Forwarded-For as scripts/server.mjs hands it to the app (lib/server/http/client-address.ts
// reads it): without trusted proxies, the socket's address alone, whatever the client sent; with
// TRUST_PROXY=<n>, the chain the proxies sent with the socket's address (the nearest proxy)
// appended, so the app can take the right-most entry that no trusted proxy added.

/** Whether TRUST_PROXY trusts any proxy: anything but unset, empty, 0, false, no or off. */
export function trustsProxies(value) {
  // An unreadable value counts as 0 hops in client-address.ts, which then takes the right-most
  // entry: the socket's address appended here. So keeping the chain is safe either way.
  return !/^(|0+|false|no|off)$/i.test(value?.trim() ?? "");
}

/** The header value to pass on, from the received one (string, list or none) and the socket's address. */
export function forwardedFor(received, socketAddress, trustProxy) {
  const socket = socketAddress ?? "";
  const chain = (Array.isArray(received) ? received.join(", ") : (received ?? "")).trim();
  return trustProxy && chain ? `${chain}, ${socket}` : socket;
}
