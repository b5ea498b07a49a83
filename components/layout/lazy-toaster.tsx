"use client";

import dynamic from "next/dynamic";

// Toasts only follow an action, so the toaster loads after the page is interactive and stays
// out of the first-load JavaScript of every page.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster />;
}
