"use client";

import * as React from "react";

import Link from "@/components/ui/link";
import { PORTAL_LINKS } from "@/components/layout/nav-config";
import { preloadPortal, useAuth } from "@/components/auth/auth-provider";
import { signInAddress } from "@/lib/auth/return-to";

interface PortalLinkProps {
  /** The portal's tab it opens. */
  tab: "login" | "signup";
  /** The plain link: where it goes without JavaScript or opened in a new tab (an address that opens the portal there). */
  href: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A link that opens the Customer Portal in place on one of its tabs, so the page and what was typed
 * on it stay; the portal's code starts loading when the pointer or focus reaches it. A modified
 * click (new tab, new window) and a page without JavaScript follow `href` instead, so it works
 * before hydration too.
 */
function PortalLink({ tab, href, className, children }: PortalLinkProps) {
  const { openPortal } = useAuth();
  return (
    <Link
      href={href}
      className={className}
      onPointerEnter={preloadPortal}
      onFocus={preloadPortal}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openPortal(tab);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * The Customer Portal's Sign In tab. Its plain link is `/?login=true&returnTo=<returnTo>` (a
 * navigation to /?login=true opens it too, but on the home page), whose portal sends the guest back
 * to `returnTo` (a same-site path, lib/auth/return-to.ts) after signing in.
 */
export function SignInPortalLink({
  className,
  returnTo,
  children,
}: {
  className?: string;
  returnTo?: string;
  children: React.ReactNode;
}) {
  return (
    <PortalLink tab="login" href={signInAddress(returnTo)} className={className}>
      {children}
    </PortalLink>
  );
}

/**
 * The home page's 'Create Account' (spec §2 Home): signed out, the Customer Portal on its Sign Up
 * tab, as the header's Sign Up does (/?signup=true without JavaScript); signed in, /track-bookings.
 */
export function CreateAccountLink({
  className,
  children = "Create Account",
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const { user } = useAuth();
  if (user) {
    return (
      <Link href="/track-bookings" className={className}>
        {children}
      </Link>
    );
  }
  return (
    <PortalLink tab="signup" href={PORTAL_LINKS.signUp} className={className}>
      {children}
    </PortalLink>
  );
}
