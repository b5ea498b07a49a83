import "server-only";

import fs from "node:fs";
import path from "node:path";

import { config } from "../config/env";
import { isOwnOrigin } from "../network/request-origin";

/**
 * Server-action calls (a POST with a `Next-Action` header, to any page) are checked in proxy.ts
 * before Next decodes them: Next 16.4 answers a cross-site call, an unreadable argument list or an
 * action that throws while decoding with a 500 and a stack trace in the log. Refused here with the
 * contract's 4xx JSON and one log line:
 *
 * - 403 unless the Origin is this site (Host, or X-Forwarded-Host/-Proto only with TRUST_PROXY; or
 *   SITE_URL) and the browser did not say `Sec-Fetch-Site: cross-site` (browsers send Origin on every
 *   POST; Next itself lets a call without one through).
 * - 400 for an action id that cannot be one (Next's are 42 hex digits).
 * - 415 unless the body is `text/plain`, 413 past SERVER_ACTION_MAX_BYTES, and 400 unless it is a JSON
 *   array (at most 1000 arguments, Next's limit) of plain values: the site's actions
 *   (app/(strict)/booking/[reference]/actions.ts, app/(strict)/settings/actions.ts) take strings, which React sends
 *   that way. React's references (`"$F…"`, `"$@…"`, `"$K…"`, … which point into a multipart body
 *   or at other server functions) are refused; its escapes for plain values (`"$$…"`, `"$undefined"`,
 *   `"$D<date>"`, `"$n<bigint>"`, `"$NaN"`, `"$Infinity"`, `"$-Infinity"`, `"$-0"`) pass.
 * - 409 (Next's answer, with its `x-nextjs-action-not-found` header, which the client router reads)
 *   for a well-formed id that is not one of this build's actions (`knownActionIds`), where Next
 *   would log a stack trace.
 * What passes is decoded and run by Next as usual.
 */
export const SERVER_ACTION_MAX_BYTES = 64 * 1024;

const ACTION_ID = /^[0-9a-f]{42}$/i;
const PLAIN_ESCAPE = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D\d|n-?\d+$)/;
const MAX_ARGUMENTS = 1000;

interface Refusal {
  status: 400 | 403 | 409 | 413 | 415;
  message: string;
  /** For the log line: what was wrong, in a few words. */
  why: string;
}

const refuse = (status: Refusal["status"], why: string, message = "This request cannot be handled."): Refusal => ({
  status,
  why,
  message,
});

function plainValue(value: unknown, depth: number): boolean {
  if (typeof value === "string") return !value.startsWith("$") || PLAIN_ESCAPE.test(value);
  if (value === null || typeof value !== "object") return true;
  if (depth > 20) return false;
  return (Array.isArray(value) ? value : Object.values(value)).every((v) => plainValue(v, depth + 1));
}

let known: Set<string> | undefined;

/**
 * The ids of this build's server actions, from Next's manifest (.next/server/server-reference-manifest.json,
 * read once); null under `next dev` (it changes with every edit) or when it cannot be read, and
 * then Next alone answers unknown ids.
 */
export function knownActionIds(): Set<string> | null {
  if (!config().production) return null;
  if (known) return known;
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8"),
    ) as Record<string, unknown>;
    const ids = [manifest.node, manifest.edge].flatMap((group) =>
      group && typeof group === "object" ? Object.keys(group) : [],
    );
    known = new Set(ids.map((id) => id.toLowerCase()));
    return known;
  } catch {
    return null;
  }
}

/** Why a server-action call is refused, or null to let Next run it. Reads the body of a call only. */
export async function serverActionRefusal(
  request: Request,
  knownIds: Set<string> | null = null,
): Promise<Refusal | null> {
  const origin = request.headers.get("origin");
  if (request.headers.get("sec-fetch-site") === "cross-site")
    return refuse(403, "cross-site", "Cross-site requests are not allowed.");
  if (!origin || !isOwnOrigin(origin, request))
    return refuse(403, origin ? "foreign Origin" : "no Origin", "Cross-site requests are not allowed.");

  const id = request.headers.get("next-action") ?? "";
  if (!ACTION_ID.test(id)) return refuse(400, "malformed action id");

  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/plain")
    return refuse(415, `content type ${type.slice(0, 40) || "none"}`, "Send the action's arguments as text/plain.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = refuse(
    413,
    "body too large",
    `The request body is too large (at most ${SERVER_ACTION_MAX_BYTES} bytes).`,
  );
  if (declared > SERVER_ACTION_MAX_BYTES) return tooLarge;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return refuse(400, "unreadable body");
  }
  if (Buffer.byteLength(text) > SERVER_ACTION_MAX_BYTES) return tooLarge;
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return refuse(400, "arguments not JSON");
  }
  if (!Array.isArray(args) || args.length > MAX_ARGUMENTS) return refuse(400, "arguments not a list");
  if (!plainValue(args, 0)) return refuse(400, "arguments not plain values");
  if (knownIds && !knownIds.has(id.toLowerCase()))
    return refuse(409, "unknown action id", "This action is not available any more. Please reload the page.");
  return null;
}
