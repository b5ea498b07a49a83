import "server-only";

import http from "node:http";

const INSTALLED = Symbol.for("lagoon.routeHandlerCompression");

/**
 * Makes Next's own gzip (next.config.mjs `compress: true`) apply to route handlers' replies too.
 *
 * Next 16.4 copies a route handler's headers onto the Node response with its `appendHeader`, which
 * stores even a single Content-Type as a one-element array; the `compression` middleware then finds
 * no compressible type and sends the JSON uncompressed (vercel/next.js#98007, fix proposed in
 * #98044). A one-element Content-Type array is written to the wire exactly as its one string, so it
 * is stored as that string here. Remove once Next compresses route handlers itself
 * (tests/e2e/next-start.spec.ts checks that JSON comes gzip'ed).
 */
export function installRouteHandlerCompressionFix(): void {
  const proto = http.ServerResponse.prototype as http.ServerResponse & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  const setHeader = proto.setHeader;
  proto.setHeader = function (this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    const single = Array.isArray(value) && value.length === 1 && name.toLowerCase() === "content-type";
    return setHeader.call(this, name, single ? (value as readonly string[])[0]! : value);
  } as typeof proto.setHeader;
  proto[INSTALLED] = true;
}
