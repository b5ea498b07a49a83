"use client";

import * as React from "react";
import Link from "@/components/ui/link";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { CalendarCheck, KeyRound, LayoutDashboard, LogIn, LogOut, Menu, Search, UserPlus, X } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Avatar, AvatarFallback, initialsOf } from "@/components/ui/avatar";
import { Logo } from "@/components/layout/logo";
import {
  ADMIN_MENU,
  ADMIN_NAV,
  MAIN_NAV,
  PORTAL_LINKS,
  isActive,
  roleLabel,
  type HeaderUser,
  type NavLink,
} from "@/components/layout/nav-config";
import { AdminMenuIcon } from "@/components/layout/admin-menu-icon";
import { preloadPortal, useAuth } from "@/components/auth/auth-provider";

// The user menu (Radix dropdown) is only downloaded when someone is signed in.
const UserMenu = dynamic(() => import("@/components/layout/user-menu").then((m) => m.UserMenu));

/** A portal link that opens the 'Customer Portal' dialog in place (the address is the fallback). */
function portalClick(open: () => void, then?: () => void) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    then?.();
    open();
  };
}

/** Sticky site header: logo, main links (+ admin links), auth buttons or user menu, mobile panel. */
export function SiteHeader() {
  const { user, logout, openPortal } = useAuth();
  const signOutAction = React.useCallback(() => void logout(), [logout]);
  const pathname = usePathname() ?? "/";
  // The panel is open only on the path where it was opened: navigating closes it, no effect needed.
  const [openOnPath, setOpenOnPath] = React.useState<string | null>(null);
  const open = openOnPath === pathname;
  const menuButtonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = `mobile-menu${React.useId().replace(/:/g, "")}`;

  const close = React.useCallback(() => setOpenOnPath(null), []);

  React.useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpenOnPath(null);
        menuButtonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const links: NavLink[] = user?.role === "admin" ? [...MAIN_NAV, ...ADMIN_NAV] : MAIN_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/95 backdrop-blur-md supports-[backdrop-filter]:bg-background/90">
      <div className="container-page flex h-16 items-center gap-3 lg:gap-6">
        <Logo wordmarkClassName="md:max-lg:sr-only" />

        <nav aria-label="Main" className="hidden min-w-0 md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            <NavItems
              links={links}
              pathname={pathname}
              linkClassName={(active) =>
                cn(
                  "relative inline-flex h-10 items-center rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:px-3",
                  active
                    ? "text-primary after:absolute after:inset-x-2 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary lg:after:inset-x-3"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )
              }
            />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 lg:gap-2">
          {user ? (
            <UserMenu user={user} signOutAction={signOutAction} className="hidden md:inline-flex" />
          ) : (
            <div className="hidden items-center gap-1.5 md:flex lg:gap-2">
              <Button asChild variant="ghost" size="sm" className="px-2.5 lg:px-3">
                <Link
                  href={PORTAL_LINKS.track}
                  aria-label="Track your bookings"
                  onClick={portalClick(() => openPortal("track"))}
                  onPointerEnter={preloadPortal}
                  onFocus={preloadPortal}
                >
                  <Search aria-hidden="true" />
                  <span className="hidden lg:inline">Track</span>
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link
                  href={PORTAL_LINKS.signIn}
                  onClick={portalClick(() => openPortal("login"))}
                  onPointerEnter={preloadPortal}
                  onFocus={preloadPortal}
                >
                  Sign In
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link
                  href={PORTAL_LINKS.signUp}
                  onClick={portalClick(() => openPortal("signup"))}
                  onPointerEnter={preloadPortal}
                  onFocus={preloadPortal}
                >
                  Sign Up
                </Link>
              </Button>
            </div>
          )}

          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? "Close menu" : "Open menu"}
            // A click before hydration is replayed once React has it (early-click-replay.tsx).
            data-replay-click=""
            onClick={() => {
              // Signed out, the panel offers the portal's buttons: fetch the dialog's code meanwhile.
              if (!open && !user) preloadPortal();
              setOpenOnPath(open ? null : pathname);
            }}
          >
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!open}
        className="border-t border-border/70 bg-background shadow-soft md:hidden data-[open=true]:animate-in data-[open=true]:fade-in-0 data-[open=true]:slide-in-from-top-2"
        data-open={open}
      >
        <nav aria-label="Main" className="container-page py-3">
          <ul className="flex flex-col">
            <NavItems
              links={links}
              pathname={pathname}
              onNavigate={close}
              linkClassName={(active) =>
                cn(
                  "flex min-h-12 items-center rounded-lg px-3 text-base font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  active ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-accent",
                )
              }
            />
          </ul>

          <div className="mt-3 border-t border-border/70 pt-3">
            {user ? (
              <MobileUserSection user={user} signOutAction={signOutAction} onNavigate={close} />
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Button asChild variant="outline">
                  <Link href={PORTAL_LINKS.signIn} onClick={portalClick(() => openPortal("login"), close)}>
                    <LogIn aria-hidden="true" />
                    Sign In
                  </Link>
                </Button>
                <Button asChild>
                  <Link href={PORTAL_LINKS.signUp} onClick={portalClick(() => openPortal("signup"), close)}>
                    <UserPlus aria-hidden="true" />
                    Sign Up
                  </Link>
                </Button>
                <Button asChild variant="secondary" className="col-span-2">
                  <Link href={PORTAL_LINKS.track} onClick={portalClick(() => openPortal("track"), close)}>
                    <Search aria-hidden="true" />
                    Track Booking
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

/** The main links as list items, the current page's marked (aria-current); styled by the bar or the mobile panel. */
function NavItems({
  links,
  pathname,
  linkClassName,
  onNavigate,
}: {
  links: NavLink[];
  pathname: string;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return links.map((link) => {
    const active = isActive(link, pathname);
    return (
      <li key={link.href}>
        <Link
          href={link.href}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={linkClassName(active)}
        >
          {link.label}
        </Link>
      </li>
    );
  });
}

function MobileUserSection({
  user,
  signOutAction,
  onNavigate,
}: {
  user: HeaderUser;
  signOutAction?: () => void;
  onNavigate: () => void;
}) {
  const itemClass =
    "flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-base font-medium text-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-5 [&_svg]:text-muted-foreground";
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-3 px-3 py-2">
        <Avatar className="size-10">
          <AvatarFallback>{initialsOf(user.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="text-sm text-muted-foreground">{roleLabel(user.role)}</p>
        </div>
      </div>
      {user.role === "customer" ? (
        <Link href="/my-dashboard" onClick={onNavigate} className={itemClass}>
          <LayoutDashboard aria-hidden="true" />
          My Dashboard
        </Link>
      ) : (
        ADMIN_MENU.map((link) => (
          <Link key={link.href} href={link.href} onClick={onNavigate} className={itemClass}>
            <AdminMenuIcon icon={link.icon} />
            {link.label}
          </Link>
        ))
      )}
      <Link href="/track-bookings" onClick={onNavigate} className={itemClass}>
        <CalendarCheck aria-hidden="true" />
        My Bookings
      </Link>
      <Link href="/account" onClick={onNavigate} className={itemClass}>
        <KeyRound aria-hidden="true" />
        Password &amp; Sessions
      </Link>
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          onNavigate();
          signOutAction?.();
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </button>
    </div>
  );
}
