// Every request body is at most MAX_REQUEST_BODY_BYTES (1 MiB), on every path (the API, and the
// pages' server actions), refused with the contract's 413 JSON before Next — or anything — reads it:
//
// - A Content-Length over the cap: answered at once, nothing of the body read, and the connection
//   closed (what the client still sends is dropped for up to 2 s, so it can read the reply).
// - A body without Content-Length (Transfer-Encoding: chunked): its chunks are held here as they
//   arrive; past the cap the same 413 goes out and they are dropped; a body within the cap is handed
//   to Next whole, as if it had come at once. A body with Content-Length within the cap needs nothing:
//   Node's parser never delivers more than it declares.
//
// Why a hook: Next 16.4 offers no body limit for route handlers. Its proxy (proxy.ts) gets a copy of
// the body only up to `proxyClientMaxBodySize` and silently cuts the rest off (the handler then sees
// a truncated body), and it answers only once the whole body has arrived, however large; a route
// handler, next-auth's included, reads as much as it is sent. So, like forwarded-for-hook.mjs, every
// `request` event of a Node HTTP(S) server is looked at before any listener (Next's) sees it.
// Installed by the same preload (scripts/forwarded-for-preload.mjs) and again by instrumentation.ts
// (idempotent). Route handlers keep their own, smaller caps (lib/server/http/body.ts), and
// next.config.mjs sets server actions' `bodySizeLimit` to the same 1 MiB.
import http from "node:http";
import https from "node:https";

/** The largest request body the server accepts, in bytes (the largest route needs 320 KB). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/**
 * The one larger body: a picture upload (POST /api/admin/media), a 15 MB file plus its multipart
 * framing (lib/server/media/read-upload.ts reads the same cap). Only that method and path; the
 * route handler still answers 401/403 to anyone but an administrator.
 */
export const MAX_UPLOAD_BODY_BYTES = 15 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/api\/admin\/media\/?(\?|$)/;

/** The cap for one request: MAX_UPLOAD_BODY_BYTES for a picture upload, else `maxBytes`. */
export function bodyCapFor(method, url, maxBytes) {
  return method === "POST" && UPLOAD_PATH.test(url ?? "") ? Math.max(maxBytes, MAX_UPLOAD_BODY_BYTES) : maxBytes;
}

/** The contract's error body for a request body over `maxBytes`. */
function tooLargeBody(maxBytes) {
  const message = `The request body is too large (at most ${maxBytes} bytes).`;
  return JSON.stringify({ error: message, message });
}

/** What to do with a request from its headers: "refuse" (declared too large), "hold" (no declared length) or "pass". */
export function bodyPlan(headers, maxBytes) {
  const declared = headers["content-length"];
  if (declared !== undefined) return Number(declared) > maxBytes ? "refuse" : "pass";
  return headers["transfer-encoding"] !== undefined ? "hold" : "pass";
}

/** How long a refused connection still reads (and drops) what the client sends before it is cut. */
const LINGER_MS = 2_000;

/**
 * Node closes a `Connection: close` reply's socket as soon as the reply is written; a client still
 * sending its body then gets a reset, which can discard the 413 before the client reads it. So the
 * socket closes gracefully instead: our side ends (FIN), what still arrives is read and dropped,
 * and after LINGER_MS (or when the client closes) it is destroyed.
 */
function lingerOnClose(socket) {
  if (!socket) return;
  socket.destroySoon = function () {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref?.();
    this.once("close", () => clearTimeout(timer));
  };
}

function refuse(res, maxBytes) {
  if (res.headersSent || res.writableEnded) return;
  lingerOnClose(res.socket);
  const body = tooLargeBody(maxBytes);
  res.writeHead(413, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  res.end(body);
}

/**
 * Holds a streamed body (chunks the parser pushes) until it ends, then calls `deliver` and gives
 * the chunks to the request as they came; past `maxBytes` drops them and answers 413 instead.
 */
function holdBody(req, res, maxBytes, deliver) {
  const push = req.push;
  const held = [];
  let size = 0;
  let refused = false;
  req.push = function (chunk, encoding) {
    if (chunk === null) {
      req.push = push;
      if (refused) return push.call(req, null);
      for (const c of held.splice(0)) push.call(req, c);
      const result = push.call(req, null);
      deliver();
      return result;
    }
    if (refused) return true;
    size += chunk.length;
    if (size > maxBytes) {
      refused = true;
      held.length = 0;
      refuse(res, maxBytes);
      return true;
    }
    held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    return true;
  };
}

const INSTALLED = Symbol.for("lagoon.bodyLimitHook");

/** Installs the cap (idempotent, once per process); returns whether it is active. */
export function installBodyLimitHook({ maxBytes = MAX_REQUEST_BODY_BYTES } = {}) {
  for (const proto of [http.Server.prototype, https.Server.prototype]) {
    if (proto[INSTALLED]) continue;
    const emit = proto.emit;
    proto.emit = function (event, ...args) {
      if (event !== "request") return emit.call(this, event, ...args);
      const [req, res] = args;
      const cap = bodyCapFor(req.method, req.url, maxBytes);
      const plan = bodyPlan(req.headers, cap);
      if (plan === "refuse") {
        refuse(res, cap);
        return true;
      }
      if (plan === "hold" && !req.complete) {
        holdBody(req, res, cap, () => emit.call(this, event, ...args));
        return true;
      }
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
  return true;
}
