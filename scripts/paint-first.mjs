// Paint first, then hydrate: how scripts/server.mjs serves Next's HTML documents.
//
// Next puts every chunk of the page's JavaScript in the <head> as `<script async>` (plus a low-
// priority preload of its bootstrap). On a phone those ~150 KB (gzipped) share the connection with
// the stylesheet, the font and the hero image, and their evaluation competes with the first paint.
// The page is fully server-rendered: links, images and text work without JavaScript. So this
// module takes those script tags out of the head and puts in a small inline loader that adds them
// (same URLs, same order, still async) once the hero is on screen:
//
//   - when the browser reports the largest-contentful-paint of the page's hero image (the first
//     `<img fetchpriority="high">`), or its first largest paint when the page has no hero image,
//   - or at once on the visitor's first input (pointer, touch, key, focus) so nothing waits on them,
//   - or when the hero image fails, or MAX_WAIT_MS after the loader ran, whichever comes first.
//
// Lighthouse's simulated LCP counts every script that downloaded before the paint it observed,
// which is how it scored the pages' LCP at 2.5–3.5 s on a slow phone (npm run lighthouse).
// The cost: hydration (menus, dialogs, date pickers, client navigation) starts after the hero
// paint rather than alongside it; until then links are plain links. PAINT_FIRST=0 turns it off.
// Only documents are touched: client navigations (RSC requests) never carry these tags.
//
// Content-Security-Policy: a document's scripts run only with its nonce (proxy.ts puts one in the
// policy header; Next puts it on each of its script tags). The loader and the queueing scripts
// carry the same nonce, read from the response's policy; the scripts the loader adds need none,
// since the policy's 'strict-dynamic' trusts what a nonced script adds.

import { StringDecoder } from "node:string_decoder";

import { nonceOf } from "../lib/security/csp.mjs";
import { applyWriteHeadHeaders, toBuffer } from "./http-response.mjs";

export const MAX_WAIT_MS = 3000;

// Next's chunk tags: `<script src="/_next/static/….js" async="">`, with the page's nonce before or
// after `async` when the policy has one.
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"]+\.js)"(?: nonce="[^"]*")? async=""(?: nonce="[^"]*")?>\s*<\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/[^"]+\.js"[^>]*?\/>/g;

/** An inline script's opening tag, with the document's nonce when it has one. */
const open = (nonce) => (nonce ? `<script nonce="${nonce.replace(/[^A-Za-z0-9+/_=-]/g, "")}">` : "<script>");

/**
 * The loader: `srcs` are added as async scripts, in order, when the hero has been painted.
 * `nonce`: the document's script nonce (the loader is inline), if its policy has one.
 */
export function loaderScript(srcs, nonce) {
  return (
    open(nonce) +
    "(function(){" +
    `var s=${JSON.stringify(srcs).replace(/</g, "\\u003c")},d=0,w=window,D=document;` +
    'function add(u){var e=D.createElement("script");e.src=u;e.async=true;D.head.appendChild(e)}' +
    "function go(){if(d)return;d=1;s.forEach(add)}" +
    // Scripts met later in the document (Next's bootstrap, at the end of the shell) queue here.
    "w.__paintFirst=function(u){d?add(u):s.push(u)};" +
    'function hero(){return D.querySelector("img[fetchpriority=high]")}' +
    'try{new PerformanceObserver(function(l){var h=hero(),a=l.getEntries();for(var i=0;i<a.length;i++)if(!h||a[i].element===h)return setTimeout(go,0)}).observe({type:"largest-contentful-paint",buffered:true})}catch(e){go()}' +
    '["pointerdown","touchstart","keydown","focusin"].forEach(function(t){w.addEventListener(t,go,{capture:true,passive:true,once:true})});' +
    'D.addEventListener("error",function(e){if(e.target===hero())go()},true);' +
    `setTimeout(go,${MAX_WAIT_MS})` +
    "})()</script>"
  );
}

/** Script tags after the head (Next's bootstrap): queued with the loader instead. */
export function deferBodyScripts(html, nonce) {
  return html.replace(SCRIPT_TAG, (tag, src) => `${open(nonce)}__paintFirst(${JSON.stringify(src)})</script>`);
}

/**
 * Rewrites a document's head: its async Next chunk scripts (and their preloads) become one loader,
 * placed where the first script was. Returns the html unchanged when there is nothing to move.
 */
export function deferHeadScripts(html, nonce) {
  const end = html.indexOf("</head>");
  if (end === -1) return html;
  const head = html.slice(0, end);
  const srcs = [...head.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  if (!srcs.length) return html;
  const at = head.search(SCRIPT_TAG);
  const without = (part) => part.replace(SCRIPT_TAG, "").replace(SCRIPT_PRELOAD, "");
  return without(head.slice(0, at)) + loaderScript(srcs, nonce) + without(head.slice(at)) + html.slice(end);
}

const isHtml = (res) => /^text\/html/i.test(String(res.getHeader("content-type") ?? ""));

/**
 * Makes `res` rewrite the head of the HTML document written to it (deferHeadScripts). The body
 * is held only until `</head>` has been written (Next writes the head first), then everything
 * passes through as it comes, so streamed pages still stream. Call before handing the pair to Next.
 */
export function paintFirst(req, res) {
  if (process.env.PAINT_FIRST === "0" || req.method !== "GET") return res;
  const origWriteHead = res.writeHead;
  const origWrite = res.write;
  const origEnd = res.end;
  let mode = null; // null: undecided; "hold": collecting the head; "body": after it; "pass": not a document
  let held = [];
  let nonce = null; // the document's script nonce, from its Content-Security-Policy

  const decide = () => {
    if (mode) return;
    mode = isHtml(res) && res.statusCode !== 304 ? "hold" : "pass";
    nonce = nonceOf(res.getHeader("content-security-policy"));
    // The head changes length: whoever sends the body measures it again.
    if (mode === "hold") res.removeHeader("content-length");
  };

  res.writeHead = function writeHead(statusCode, ...rest) {
    rest = applyWriteHeadHeaders(res, rest);
    res.statusCode = statusCode;
    decide();
    return origWriteHead.call(this, statusCode, ...rest);
  };

  const bytesOf = (chunk, enc) => toBuffer(chunk, enc) ?? Buffer.alloc(0);
  // A chunk after the head: its Next script tags queue with the loader. Decoded as a stream, so a
  // character cut between two chunks is whole again (a tag cut in two stays as it is: it still
  // works, it just does not wait).
  let loader = false;
  const decoder = new StringDecoder("utf8");
  const body = (bytes) => (loader ? Buffer.from(deferBodyScripts(decoder.write(bytes), nonce), "utf8") : bytes);
  const rest = () => (loader ? decoder.end() : "");
  // The held bytes with their head rewritten, split at `</head>` so no character is cut in two.
  const rewrite = (bytes) => {
    const at = bytes.indexOf("</head>");
    if (at === -1) return bytes;
    const head = bytes.subarray(0, at).toString("utf8") + "</head>";
    const rewritten = deferHeadScripts(head, nonce);
    loader = rewritten !== head;
    return Buffer.concat([Buffer.from(rewritten, "utf8"), body(bytes.subarray(at + 7))]);
  };

  res.write = function write(chunk, enc, cb) {
    if (typeof enc === "function") [cb, enc] = [enc, undefined];
    decide();
    if (mode === "pass") return origWrite.call(res, chunk, enc, cb);
    if (mode === "body") return origWrite.call(res, body(bytesOf(chunk, enc)), cb);
    held.push(bytesOf(chunk, enc));
    const bytes = Buffer.concat(held);
    if (bytes.indexOf("</head>") !== -1) {
      held = [];
      mode = "body";
      return origWrite.call(res, rewrite(bytes), cb);
    }
    if (cb) process.nextTick(cb);
    return true;
  };

  res.end = function end(chunk, enc, cb) {
    if (typeof chunk === "function") [cb, chunk, enc] = [chunk, undefined, undefined];
    if (typeof enc === "function") [cb, enc] = [enc, undefined];
    decide();
    if (mode === "pass") return origEnd.call(res, chunk, enc, cb);
    if (mode === "body") return origEnd.call(res, Buffer.concat([body(bytesOf(chunk, enc)), Buffer.from(rest(), "utf8")]), cb);
    held.push(bytesOf(chunk, enc));
    const bytes = rewrite(Buffer.concat(held));
    held = [];
    mode = "body";
    return origEnd.call(res, Buffer.concat([bytes, Buffer.from(rest(), "utf8")]), cb);
  };

  return res;
}
