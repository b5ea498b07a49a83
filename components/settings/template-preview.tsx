"use client";

import * as React from "react";

import { splitPlaceholders } from "@/lib/email/templates";

const MARK_STYLE = "background:#fde68a;border-radius:3px;padding:0 2px";

/**
 * A template's HTML with its {{placeholders}} highlighted, for the preview frame. The HTML is parsed
 * by DOMParser — an inert document: nothing in it runs or loads — and only text nodes get a <mark>,
 * so a placeholder inside an attribute (href="{{manageLink}}") stays a valid attribute. Without a
 * DOM it answers the HTML as it is (the dialogs holding the frame render in the browser only).
 */
export function highlightPlaceholdersInHtml(html: string): string {
  if (typeof DOMParser === "undefined") return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
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
 * An e-mail's HTML, shown the only safe way an administrator's HTML is ever shown on the site: in a
 * sandboxed frame (`sandbox=""`: no scripts, no forms, no popups, an opaque origin — nothing in it
 * can reach the page, its cookies or its API) from `srcdoc`, never in the page's own markup.
 */
export function TemplatePreviewFrame({ html, title, className }: { html: string; title: string; className?: string }) {
  const srcDoc = React.useMemo(() => highlightPlaceholdersInHtml(html), [html]);
  return <iframe title={title} sandbox="" srcDoc={srcDoc} referrerPolicy="no-referrer" className={className} />;
}
