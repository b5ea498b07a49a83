"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/** How far the layers travel while the hero scrolls out of view (spec: image 0→300 px, text 0→150 px). */
const IMAGE_TRAVEL_PX = 300;
const TEXT_TRAVEL_PX = 150;

/**
 * The hero's moving parts: as the hero scrolls away, the background drifts down 0→300 px, the text
 * 0→150 px, and the text fades 1→0 over the first half. One rAF per frame, passive listener,
 * nothing under prefers-reduced-motion.
 */
export function HeroParallax({
  background,
  children,
  className,
  contentClassName,
}: {
  background: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  contentClassName?: string;
}) {
  const sectionRef = React.useRef<HTMLElement>(null);
  const imageRef = React.useRef<HTMLDivElement>(null);
  const textRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const section = sectionRef.current;
    const image = imageRef.current;
    const text = textRef.current;
    if (!section || !image || !text) return;

    const motionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let listening = false;

    function apply() {
      frame = 0;
      if (!section || !image || !text) return;
      const height = section.offsetHeight || 1;
      // 0 when the hero's top is at the viewport top, 1 when its bottom has reached it.
      const progress = Math.min(Math.max(-section.getBoundingClientRect().top / height, 0), 1);
      image.style.transform = `translate3d(0, ${(progress * IMAGE_TRAVEL_PX).toFixed(1)}px, 0)`;
      text.style.transform = `translate3d(0, ${(progress * TEXT_TRAVEL_PX).toFixed(1)}px, 0)`;
      text.style.opacity = String(Math.max(1 - progress * 2, 0));
    }

    function onScroll() {
      if (!frame) frame = window.requestAnimationFrame(apply);
    }

    function reset() {
      if (!image || !text) return;
      image.style.transform = "";
      text.style.transform = "";
      text.style.opacity = "";
    }

    function start() {
      if (listening) return;
      listening = true;
      window.addEventListener("scroll", onScroll, { passive: true });
      window.addEventListener("resize", onScroll, { passive: true });
      // A page restored below the top gets its offsets on the next frame; at the top there is
      // nothing to move. Neither the scroll position nor the hero's box is read while the page
      // hydrates: reading `scrollY` forces a layout, so even that test waits for the frame.
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (window.scrollY > 0) apply();
      });
    }

    function stop() {
      if (!listening) return;
      listening = false;
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      frame = 0;
      reset();
    }

    function sync() {
      if (motionQuery.matches) stop();
      else start();
    }

    sync();
    motionQuery.addEventListener("change", sync);
    return () => {
      motionQuery.removeEventListener("change", sync);
      stop();
    };
  }, []);

  return (
    <section ref={sectionRef} className={cn("relative isolate overflow-hidden", className)}>
      <div ref={imageRef} className="absolute inset-0 -z-10 will-change-transform">
        {background}
      </div>
      <div ref={textRef} className={cn("relative h-full will-change-transform", contentClassName)}>
        {children}
      </div>
    </section>
  );
}
