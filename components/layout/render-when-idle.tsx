"use client";

import * as React from "react";

/** The class (app/globals.css) of the blocks that wait for the page to be idle. */
const BLOCK = "render-when-idle";
const WAITING = `.${BLOCK}:not([data-rendered])`;

/**
 * Blocks marked `render-when-idle` (the home sections, listing cards after the first row, the
 * detail pages' calendar and offers) are skipped by the browser while the page loads
 * (`content-visibility: auto`): the first paint and hydration do not pay for their style and
 * layout. Once the page has loaded and the browser is idle, this renders them for good, one block
 * per idle period (a few milliseconds each, never a long task), so the page is laid out as written
 * before the visitor gets there, and tools that hit-test its text (axe's colour contrast) see
 * every block where it is. Blocks that arrive later (another page, another page of results, a
 * filter: the address's path may stay the same) are seen by a MutationObserver and get the same
 * pass. Browsers without `requestIdleCallback` (Safari) use a short timer.
 */
export function RenderWhenIdle() {
  React.useEffect(() => {
    const idle = (callback: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(callback) : window.setTimeout(callback, 50);
    const cancel = (handle: number) =>
      window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);
    let handle = 0;

    function next() {
      handle = 0;
      const block = document.querySelector<HTMLElement>(WAITING);
      if (!block) return;
      block.dataset.rendered = "";
      handle = idle(next);
    }

    // One pass at a time; a pass ends when no block is waiting, and the next mutation starts another.
    function start() {
      if (!handle) handle = idle(next);
    }

    const observer = new MutationObserver(start);
    function begin() {
      start();
      observer.observe(document.body, { childList: true, subtree: true });
    }

    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      window.removeEventListener("load", begin);
      observer.disconnect();
      if (handle) cancel(handle);
    };
  }, []);

  return null;
}
