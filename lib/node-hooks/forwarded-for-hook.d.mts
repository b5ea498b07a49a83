/** How TRUST_PROXY reads for the hook: "vercel", any trust (the chain is kept), or none. */
export function proxyTrust(value: string | undefined): "vercel" | "chain" | "none";
/** The header value to pass on, from the received one (string, list or none) and the socket's address. */
export function forwardedFor(
  received: string | string[] | undefined,
  socketAddress: string | undefined,
  trust: "vercel" | "chain" | "none",
): string;
/** Installs the rewrite (idempotent); returns whether it is active in this process. */
export function installForwardedForHook(env?: Record<string, string | undefined>): boolean;
