// Shared pieces of the response wrappers of scripts/server.mjs (http-compression.mjs,
// page-cache.mjs, paint-first.mjs), which each stand between Next and node's ServerResponse.

/** A chunk given to `res.write`/`res.end` as a Buffer; null when there is none (or it is the callback). */
export const toBuffer = (chunk, encoding) =>
  chunk === undefined || chunk === null || typeof chunk === "function"
    ? null
    : Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk);

/**
 * `res.writeHead(status, [message], [headers])`: the headers given to it (an object or a flat
 * [name, value, …] array) are set on `res` first, so the wrapper deciding on them sees them too.
 * Returns the arguments after the status without the headers.
 */
export function applyWriteHeadHeaders(res, rest) {
  const headers = rest[rest.length - 1];
  if (!headers || typeof headers !== "object") return rest;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else {
    for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
  }
  return rest.slice(0, -1);
}
