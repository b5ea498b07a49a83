"use client";

import * as React from "react";
import { usePathname } from "next/navigation";
import { ArrowUp } from "lucide-react";

import { cn } from "@/lib/utils";

/** Spec §9: the button appears after 400 px; scroll resets about 50 ms after a page change. */
const SHOW_AFTER_PX = 400;
const RESET_DELAY_MS = 50;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Floating "back to top" button, and the scroll reset after each page change.
 * A page with a fixed bottom bar (e.g. the mobile booking bar) can lift the button clear of it
 * by setting `--bottom-bar-offset` (e.g. "72px") on <html> while the bar is shown.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const [visible, setVisible] = React.useState(false);
  const previousPath = React.useRef(pathname);

  React.useEffect(() => {
    let frame = 0;
    function update() {
      frame = 0;
      setVisible(window.scrollY > SHOW_AFTER_PX);
    }
    function onScroll() {
      if (!frame) frame = window.requestAnimationFrame(update);
    }
    // The first look at the scroll position waits for a frame: read while the page hydrates, it
    // would force a layout of the whole page in the middle of that work.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  React.useEffect(() => {
    // Only on a page change, not on first load (keep the browser's restored position / anchor).
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (window.location.hash) return;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }, RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className={cn(
        "fixed right-4 bottom-[calc(1rem+var(--bottom-bar-offset,0px))] z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift transition-[opacity,transform,background-color] duration-300 outline-none hover:bg-primary/90 focus-visible:ring-4 focus-visible:ring-ring/40 sm:right-6 sm:bottom-[calc(1.5rem+var(--bottom-bar-offset,0px))]",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-3 opacity-0",
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
