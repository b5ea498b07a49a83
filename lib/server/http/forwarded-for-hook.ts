import http from "node:http";
import https from "node:https";

import { trustedProxies, type TrustedProxies } from "./client-address";

/**
 * X-Forwarded-For as the app sees it on `next start`/`next dev` (clientAddress() reads it):
 *
 * - TRUST_PROXY unset/0: the socket's address alone, whatever the client sent.
 * - TRUST_PROXY=<n>: the chain the trusted proxies sent, with the socket's address (the nearest
 *   proxy) appended, so clientAddress() can take the right-most entry no trusted proxy added.
 * - TRUST_PROXY=vercel (or on Vercel): not installed; Vercel's own header is the truth.
 *
 * Why a hook: Next sets the header only when the client sent none (base-server's `??=`), so on
 * plain `next start` a client could pick the address its rate limits count. Next offers no API for
 * the socket's address in proxy.ts or route handlers, so instrumentation.ts's register() installs
 * this once per process: every `request` event of a Node HTTP(S) server rewrites the header before
 * any listener (Next's) sees the request.
 */
export function forwardedFor(received: string | string[] | undefined, socketAddress: string | undefined, trusted: TrustedProxies): string {
  const socket = socketAddress ?? "";
  const chain = (Array.isArray(received) ? received.join(", ") : (received ?? "")).trim();
  return trusted !== 0 && trusted !== "vercel" && chain ? `${chain}, ${socket}` : socket;
}

const INSTALLED = Symbol.for("lagoon.forwardedForHook");

/** Installs the rewrite (idempotent); returns whether it is active in this process. */
export function installForwardedForHook(env: Record<string, string | undefined> = process.env): boolean {
  const trusted = trustedProxies(env);
  if (trusted === "vercel" || env.VERCEL) return false;
  for (const proto of [http.Server.prototype, https.Server.prototype] as Array<{ emit: (event: string | symbol, ...args: unknown[]) => boolean; [INSTALLED]?: boolean }>) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const req = args[0] as http.IncomingMessage;
        req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket?.remoteAddress, trusted);
      }
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
  return true;
}
