/**
 * The client's address, for rate limits. It is the first X-Forwarded-For entry, which our
 * production server (scripts/server.mjs) overwrites with the socket's address unless
 * TRUST_PROXY=1 — so a client cannot pick its own address. With TRUST_PROXY=1 (on Vercel, or
 * behind a proxy that sets the header itself) the proxy's value is used as it comes.
 * Plain `next start`/`next dev` keep a client-sent header: use `npm start`/`npm run serve`.
 */
export function clientAddress(request: Request): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (!first) return "unknown";
  // An IPv4 client on a dual-stack socket shows as ::ffff:1.2.3.4: one client, one key.
  return first.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
}
