"use client";

import * as React from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

const SM_QUERY = "(min-width: 640px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SM_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * On phones a toast sits at the top, just below the sticky header (h-16, 64 px, and its border):
 * it covers neither the logo nor the menu button, nor a sheet's close button (top 8 px, 44 px
 * tall), and stays clear of bottom bars (issue 35). Bottom-right from the sm breakpoint.
 */
const BELOW_HEADER = "72px";
const PHONE_OFFSET = { top: BELOW_HEADER, left: "16px", right: "16px" };

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function subscribeDialogs(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-state"],
  });
  return () => observer.disconnect();
}

/**
 * Whether a modal dialog is open: its submit button sits at its bottom right, so a toast then
 * goes bottom-left on wide screens and never covers it (issue 35: 'Validation Error' covered
 * 'Create Hotel' at 1280×800).
 */
function useDialogOpen(): boolean {
  return React.useSyncExternalStore(
    subscribeDialogs,
    () => document.querySelector(OPEN_DIALOG) !== null,
    () => false,
  );
}

function useToastPosition(): { position: NonNullable<ToasterProps["position"]>; offset?: ToasterProps["offset"] } {
  const wide = React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SM_QUERY).matches,
    () => true,
  );
  const dialog = useDialogOpen();
  if (!wide) return { position: "top-center", offset: PHONE_OFFSET };
  return { position: dialog ? "bottom-left" : "bottom-right" };
}

/**
 * App toaster (spec §9): one toast at a time, 5000 ms, max width 420 px from md up.
 * Failure toasts: `toast.error(title, { description })` render in the destructive style.
 */
function Toaster({ visibleToasts = 1, duration = 5000, position, ...props }: ToasterProps) {
  const responsive = useToastPosition();
  return (
    <Sonner
      theme="light"
      position={position ?? responsive.position}
      offset={responsive.offset}
      mobileOffset={PHONE_OFFSET}
      visibleToasts={visibleToasts}
      duration={duration}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--width": "min(420px, calc(100vw - 2rem))",
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--success-bg": "var(--popover)",
          "--success-text": "var(--primary)",
          "--success-border": "var(--border)",
          "--error-bg": "var(--destructive)",
          "--error-text": "var(--destructive-foreground)",
          "--error-border": "var(--destructive)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: "font-sans shadow-lift",
          title: "font-semibold",
          description: "text-sm text-current!",
          closeButton: "bg-popover! text-popover-foreground! border-border!",
        },
      }}
      {...props}
    />
  );
}

export { Toaster, toast };
