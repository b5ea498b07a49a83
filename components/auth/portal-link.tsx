"use client";

import * as React from "react";

import Link from "@/components/ui/link";
import { PORTAL_LINKS } from "@/components/layout/nav-config";
import { useAuth } from "@/components/auth/auth-provider";

/**
 * A link to the Customer Portal's Sign In tab that opens the dialog in place, so the page and what
 * was typed on it stay (a navigation to /?login=true opens it too, but on the home page). Without
 * JavaScript, or opened in a new tab, it is the plain link.
 */
export function SignInPortalLink({ className, children }: { className?: string; children: React.ReactNode }) {
  const { openPortal } = useAuth();
  return (
    <Link
      href={PORTAL_LINKS.signIn}
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
