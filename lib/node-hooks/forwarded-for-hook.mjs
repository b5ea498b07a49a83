// X-Forwarded-For as the app sees it on `next start`/`next dev` (clientAddress() in
// lib/server/http/client-address.ts reads it, the one parser of the chain):
//
// - TRUST_PROXY unset/0: the socket's address alone, whatever the client sent.
// - TRUST_PROXY=<n>: the chain the trusted proxies sent, with the socket's address (the nearest
//   proxy) appended, so clientAddress() can take the right-most entry no trusted proxy added.
// - TRUST_PROXY=vercel (or on Vercel): not installed; Vercel's own header is the truth.
//
// Why a hook: Next sets the header only when the client sent none (base-server's `??=`), so on
// plain `next start` a client could pick the address its rate limits count. Next offers no API for
// the socket's address in proxy.ts or route handlers, so every `request` event of a Node HTTP(S)
// server rewrites the header before any listener (Next's) sees the request. Installed twice, once
// per process (idempotent): by instrumentation.ts's register() on any `next start`/`next dev`, and,
// for `npm start`, the e2e server and the benchmarks, before Next even creates its server (node
// --import scripts/forwarded-for-preload.mjs), so that requests arriving while Next starts — before
// register() has run — are covered too. Plain JavaScript, so node can preload it without a build;
// outside lib/server because it is not domain code and runs before any bundler (lib/server's modules
// are marked `server-only`).
import http from "node:http";
import https from "node:https";

import { parseTrustProxy } from "../config/trust-proxy.mjs";

/** What TRUST_PROXY (read by lib/config/trust-proxy.mjs) means here: "vercel", any trust (the chain is kept), or none. */
export function proxyTrust(value) {
  const { trusted, invalid } = parseTrustProxy(value);
  if (trusted === "vercel") return "vercel";
  // An unreadable value stops the server's start (lib/server/config/env.ts); until then it trusts
  // 0 hops, taking the right-most entry: the socket's address appended here. So keeping the chain
  // is safe either way.
  return trusted === 0 && !invalid ? "none" : "chain";
}

/** The header value to pass on, from the received one (string, list or none) and the socket's address. */
export function forwardedFor(received, socketAddress, trust) {
  const socket = socketAddress ?? "";
  const chain = (Array.isArray(received) ? received.join(", ") : (received ?? "")).trim();
  return trust === "chain" && chain ? `${chain}, ${socket}` : socket;
}

const INSTALLED = Symbol.for("lagoon.forwardedForHook");

/** Installs the rewrite (idempotent); returns whether it is active in this process. */
export function installForwardedForHook(env = process.env) {
  const trust = proxyTrust(env.TRUST_PROXY);
  if (trust === "vercel" || env.VERCEL) return false;
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (event, ...args) {
      if (event === "request") {
        const req = args[0];
        req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket?.remoteAddress, trust);
      }
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
  return true;
}
