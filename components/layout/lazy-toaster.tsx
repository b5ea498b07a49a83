"use client";

import * as React from "react";
import dynamic from "next/dynamic";

// Toasts only follow an action, so the toaster's code is fetched and mounted on the visitor's
// first interaction (or a few seconds after the page loaded, for a toast a page raises by itself),
// not during the page load where it would add a long task. Nothing is lost meanwhile: sonner keeps
// the toasts raised before its Toaster subscribes and shows them when it does.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
const FALLBACK_MS = 6000;

export function LazyToaster() {
  const [ready, setReady] = React.useState(false);

  React.useEffect(() => {
    if (ready) return;
    const start = () => setReady(true);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, once: true, passive: true });
    const timer = window.setTimeout(start, FALLBACK_MS);
    return () => {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
  }, [ready]);

  return ready ? <Toaster /> : null;
}
