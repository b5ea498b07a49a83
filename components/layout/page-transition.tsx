"use client";

import * as React from "react";
import { usePathname } from "next/navigation";

/**
 * Fades the page in over 0.3 s after every page change (Web Animations), without remounting the
 * page. The first load is not faded: it would only delay the first paint of the content (LCP).
 * Nothing moves under prefers-reduced-motion.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const ref = React.useRef<HTMLDivElement>(null);
  const previousPath = React.useRef(pathname);

  React.useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const node = ref.current;
    if (!node || typeof node.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const animation = node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, easing: "ease-out" });
    return () => animation.cancel();
  }, [pathname]);

  return <div ref={ref}>{children}</div>;
}
