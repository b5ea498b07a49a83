"use client";

import * as React from "react";

import Link from "@/components/ui/link";
import { useAuth } from "@/components/auth/auth-provider";
import { signInAddress } from "@/lib/auth/return-to";

/**
 * A link to the Customer Portal's Sign In tab that opens the dialog in place, so the page and what
 * was typed on it stay (a navigation to /?login=true opens it too, but on the home page). Without
 * JavaScript, or opened in a new tab, it is the plain link: `/?login=true&returnTo=<returnTo>`,
 * whose portal sends the guest back to `returnTo` (a same-site path, lib/auth/return-to.ts) after
 * signing in.
 */
export function SignInPortalLink({ className, returnTo, children }: { className?: string; returnTo?: string; children: React.ReactNode }) {
  const { openPortal } = useAuth();
  return (
    <Link
      href={signInAddress(returnTo)}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openPortal("login");
      }}
    >
      {children}
    </Link>
  );
}
