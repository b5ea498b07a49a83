"use client";

import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";

import { cn } from "@/lib/utils";

export const CAROUSEL_INTERVAL_MS = 5000;
const MOBILE_QUERY = "(max-width: 767.98px)";

/**
 * Cards as a grid from 768 px up, and below that a looping carousel (one card at a time) that
 * advances every 5 s and has dot controls (spec §2 Home, §9). Auto-advance pauses while the
 * visitor hovers or focuses it, and is off for those who prefer reduced motion.
 */
export function CardCarousel({
  label,
  columns = "md:grid-cols-2 lg:grid-cols-3",
  children,
}: {
  /** Accessible name, e.g. "Best offers this month". */
  label: string;
  /** Grid columns from 768 px up. */
  columns?: string;
  children: React.ReactNode;
}) {
  const slides = React.Children.toArray(children);
  const [emblaRef, embla] = useEmblaCarousel({
    loop: true,
    align: "start",
    breakpoints: { "(min-width: 768px)": { active: false } },
  });
  // Embla measures every slide when it starts (a forced layout of the page), so it starts only
  // when it may be needed: the carousel is within 200 px of the screen once the page is idle, or
  // the visitor scrolls. On a phone both carousels are below the fold, so loading the page pays
  // nothing for them; meanwhile the cards are laid out in a row by CSS. (Not an
  // IntersectionObserver: its root is the layout viewport, see below.)
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [live, setLive] = React.useState(false);
  React.useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    let idle = 0;
    const whenIdle = (run: () => void) =>
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(run, { timeout: 1000 })
        : window.setTimeout(run, 100);
    const stop = () => {
      window.removeEventListener("scroll", onScroll);
      if (!idle) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
    const onScroll = () => {
      stop();
      idle = whenIdle(() => setLive(true));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    idle = whenIdle(() => {
      idle = 0;
      // The visual viewport: on a phone, innerHeight can briefly be the zoomed-out layout
      // viewport's (four screens) while the page loads.
      const screenHeight = window.visualViewport?.height ?? window.innerHeight;
      if (node.getBoundingClientRect().top < screenHeight + 200) {
        stop();
        setLive(true);
      }
    });
    return stop;
  }, []);
  const [selected, setSelected] = React.useState(0);
  const [paused, setPaused] = React.useState(false);

  // A dot tapped before the carousel has started (it starts near the screen, see above, and a tap
  // before hydration is replayed then: early-click-replay.tsx) is shown once it has.
  const pending = React.useRef<number | null>(null);

  React.useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    if (pending.current !== null) embla.scrollTo(pending.current, true);
    pending.current = null;
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  React.useEffect(() => {
    if (!embla || paused) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (window.matchMedia(MOBILE_QUERY).matches) embla.scrollNext();
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused]);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="card-carousel"
      data-ready={embla ? "true" : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      {/* relative: the clipping box is also the containing block of the cards' screen-reader-only
          (absolutely placed) texts, which otherwise escape the clip and make a phone's page four
          screens wide. */}
      <div
        ref={live ? emblaRef : undefined}
        className="relative -mx-4 overflow-hidden px-4 md:mx-0 md:overflow-visible md:px-0"
      >
        <ul className={cn("flex gap-4 md:grid md:gap-6", columns)}>
          {slides.map((slide, i) => (
            <li
              key={i}
              className="min-w-0 shrink-0 grow-0 basis-[88%] sm:basis-[60%] md:basis-auto"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex justify-center gap-1 md:hidden">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Show card ${i + 1}`}
            aria-current={i === selected ? "true" : undefined}
            onClick={() => {
              if (embla) embla.scrollTo(i);
              else {
                pending.current = i;
                setLive(true);
              }
            }}
            data-replay-click=""
            className="group flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span
              className={cn(
                "block h-2 rounded-full transition-all",
                i === selected ? "w-6 bg-primary" : "w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground/70",
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
