"use client";

import * as React from "react";
import { usePathname } from "next/navigation";

/** The class (app/globals.css) of the blocks that wait for the page to be idle. */
const BLOCK = "render-when-idle";

/**
 * Blocks marked `render-when-idle` (the home sections, listing cards after the first row, the
 * detail pages' calendar and offers) are skipped by the browser while the page loads
 * (`content-visibility: auto`): the first paint and hydration do not pay for their style and
 * layout. Once the page has loaded and the browser is idle, this renders them for good, one block
 * per idle period (a few milliseconds each, never a long task), so the page is laid out as written
 * before the visitor gets there, and tools that hit-test its text (axe's colour contrast) see
 * every block where it is. Again after each page change. Browsers without `requestIdleCallback`
 * (Safari) use a short timer.
 */
export function RenderWhenIdle() {
  const pathname = usePathname();
  React.useEffect(() => {
    const idle = (callback: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(callback) : window.setTimeout(callback, 50));
    const cancel = (handle: number) => (window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
    let handle = 0;

    function next() {
      handle = 0;
      const block = document.querySelector<HTMLElement>(`.${BLOCK}:not([data-rendered])`);
      if (!block) return;
      block.dataset.rendered = "";
      handle = idle(next);
    }

    function start() {
      handle = idle(next);
    }

    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      if (handle) cancel(handle);
    };
  }, [pathname]);

  return null;
}
