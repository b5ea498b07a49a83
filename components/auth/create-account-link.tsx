"use client";

import * as React from "react";

import Link from "@/components/ui/link";
import { PORTAL_LINKS } from "@/components/layout/nav-config";
import { preloadPortal, useAuth } from "@/components/auth/auth-provider";

/**
 * The home page's 'Create Account' (spec §2 Home): it activates the sign-up control — the Customer
 * Portal on its Sign Up tab, as the header's Sign Up does — when there is one (signed out), and
 * otherwise goes to /track-bookings. A link either way, so it works before hydration and without
 * JavaScript (/?signup=true opens the portal on that tab).
 */
export function CreateAccountLink({ className, children = "Create Account" }: { className?: string; children?: React.ReactNode }) {
  const { user, openPortal } = useAuth();
  if (user) {
    return (
      <Link href="/track-bookings" className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={PORTAL_LINKS.signUp}
      className={className}
      onPointerEnter={preloadPortal}
      onFocus={preloadPortal}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openPortal("signup");
      }}
    >
      {children}
    </Link>
  );
}
