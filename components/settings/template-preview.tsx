"use client";

import * as React from "react";

import { splitPlaceholders } from "@/lib/email/templates";
import { Badge } from "@/components/ui/badge";

const MARK_STYLE = "background:#fde68a;border-radius:3px;padding:0 2px";

/** What a preview never carries, though the sandbox would stop it: scripts, frames, plugins, refreshes. */
const INERT_SELECTOR = "script, iframe, frame, object, embed, base, meta[http-equiv], link";

/**
 * Takes out of a parsed e-mail what could run: script-like elements, `on…` handler attributes and
 * `javascript:` addresses. The sandboxed frame already runs none of it; without them the page's CSP
 * is not even asked (Chrome checks an inline handler against the inherited policy and reports it).
 */
function makeInert(doc: Document): void {
  for (const el of doc.querySelectorAll(INERT_SELECTOR)) el.remove();
  for (const el of doc.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (
        name.startsWith("on") ||
        (/^(href|src|action|formaction|xlink:href)$/.test(name) && /^\s*javascript:/i.test(attr.value))
      )
        el.removeAttribute(attr.name);
      else if (name === "srcset" || (name === "src" && el.localName !== "a" && !ownOrInline(attr.value)))
        el.removeAttribute(attr.name);
      else if (name === "style" && /url\(/i.test(attr.value)) el.setAttribute("style", withoutOutsideUrls(attr.value));
    }
  }
  for (const style of doc.querySelectorAll("style")) style.textContent = withoutOutsideUrls(style.textContent ?? "");
}

/**
 * Whether the preview may load an address: the site's own files and data: pictures, which the
 * site's policy allows (img-src 'self' data: blob:). A picture from elsewhere is left out of the
 * preview — the policy would refuse it anyway, and the admin's browser fetches no tracking pixel —
 * and is sent in the e-mail as written.
 */
function ownOrInline(url: string): boolean {
  try {
    const u = new URL(url.trim(), window.location.origin);
    return u.protocol === "data:" || u.protocol === "blob:" || u.origin === window.location.origin;
  } catch {
    return false;
  }
}

const withoutOutsideUrls = (css: string) =>
  css.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _q: string, url: string) => (ownOrInline(url) ? whole : "none"));

/**
 * Renames inline handler attributes (`onerror=` → `data-inert-onerror=`) in every tag before the
 * HTML is parsed: even an inert parsed document fires an image's error event, and Chrome then
 * checks the handler against the page's CSP (it refuses it, and reports a violation). A handler this
 * misses is still removed by makeInert, and never runs in the sandboxed frame either way.
 */
function disarmHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])on([a-z]+\s*=)/gi, "$1data-inert-on$2"));
}

/**
 * A template's HTML for the preview frame: made inert (makeInert) and its {{placeholders}}
 * highlighted. The HTML is parsed by DOMParser — an inert document: nothing in it runs or loads —
 * and only text nodes get a <mark>, so a placeholder inside an attribute (href="{{manageLink}}")
 * stays a valid attribute. Without a DOM it answers nothing (the dialogs holding the frame render
 * in the browser only).
 */
export function previewDocument(html: string): string {
  if (typeof DOMParser === "undefined") return "";
  const doc = new DOMParser().parseFromString(disarmHandlers(html), "text/html");
  makeInert(doc);
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const node of texts) {
    if (node.parentElement?.closest("script, style, textarea, title")) continue;
    const parts = splitPlaceholders(node.data);
    if (!parts.some((p) => p.placeholder)) continue;
    const fragment = doc.createDocumentFragment();
    for (const part of parts) {
      if (!part.placeholder) {
        fragment.append(doc.createTextNode(part.text));
        continue;
      }
      const mark = doc.createElement("mark");
      mark.setAttribute("style", MARK_STYLE);
      mark.textContent = part.text;
      fragment.append(mark);
    }
    node.replaceWith(fragment);
  }
  return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
}

/**
 * Text (a subject, a text version) with its {{placeholders}} in <mark>: React text, never HTML.
 */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {splitPlaceholders(text).map((p, i) =>
        p.placeholder ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-foreground">
            {p.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ),
      )}
    </>
  );
}

/**
 * An e-mail's HTML, shown the only way an administrator's HTML is ever shown on the site: made inert,
 * in a sandboxed frame (`sandbox=""`: no scripts, no forms, no popups, an opaque origin — nothing in
 * it can reach the page, its cookies or its API) from `srcdoc`, never in the page's own markup.
 */
export function TemplatePreviewFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  const srcDoc = React.useMemo(() => previewDocument(html), [html]);
  return <iframe title={title} sandbox="" srcDoc={srcDoc} referrerPolicy="no-referrer" className={className} />;
}

/** A template's variables as `{{name}}` badges (the list is named by the caller: aria-label or aria-labelledby). */
export function TemplateVariables({
  variables,
  ...props
}: { variables: readonly string[] } & React.ComponentProps<"ul">) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" {...props}>
      {variables.map((v) => (
        <li key={v}>
          <Badge variant="secondary">{`{{${v}}}`}</Badge>
        </li>
      ))}
    </ul>
  );
}
