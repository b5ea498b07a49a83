"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";

import type { UserDTO } from "@/lib/types/auth";
import { api } from "@/lib/api/client";
import { isSignedInOnlyPage } from "@/lib/auth/access-rules";
import { returnToFromSearch } from "@/lib/auth/return-to";
import {
  CORRUPT_SESSION_WARNING,
  COOKIE_SESSION_MARKER,
  clearStoredSession,
  hasSessionHint,
  portalTabFromSearch,
  readStoredSession,
  withoutPortalParams,
  writeStoredSession,
  type PortalTab,
} from "@/lib/auth/stored-session";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export type LoginResult =
  { ok: true; user: UserDTO } | { ok: false; reason: "credentials" | "rate-limited" | "network"; message?: string };

interface AuthContextValue {
  status: AuthStatus;
  user: UserDTO | null;
  /** POST /api/auth/login: the cookie session, plus the user mirrored in local storage (never the token). */
  login: (email: string, password: string) => Promise<LoginResult>;
  /**
   * Reads GET /api/auth/me again — after a reply that set the session cookie itself (a booking that
   * made an account) — and holds its user; resolves to that user, or null when signed out or unreachable.
   */
  refresh: () => Promise<UserDTO | null>;
  logout: () => Promise<void>;
  /** Opens the 'Customer Portal' dialog on a tab. */
  openPortal: (tab: PortalTab) => void;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = React.useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

// The dialog (tabs, forms, zod) is downloaded when it is first wanted.
const loadPortal = () => import("@/components/auth/customer-portal-dialog");
const CustomerPortalDialog = dynamic(() => loadPortal().then((m) => m.CustomerPortalDialog), { ssr: false });
export const preloadPortal = () => void loadPortal();

/**
 * After signing out: a page only a signed-in visitor sees (the account, the dashboard, the admin's)
 * would now say 'Access Denied', so go home instead (issue 35). Elsewhere the page stays, read again.
 */
function leaveSignedInPage(router: ReturnType<typeof useRouter>): void {
  if (isSignedInOnlyPage(window.location.pathname)) router.replace("/");
  else router.refresh();
}

const loadToast = () => import("@/components/ui/sonner").then((m) => m.toast);

/**
 * The signed-in state for the browser (spec §4): on start the saved copy (local storage
 * `auth_token` / `auth_user`, a mirror only) shows the header at once, then GET /api/auth/me (the
 * HTTP-only session cookie, the one source of truth) confirms or clears it — asked only when there
 * is a saved copy or the session hint cookie (lib/auth/stored-session.ts), so a visitor who is not
 * signed in costs no request. Pages themselves stay static and cacheable, and work without the mirror.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [user, setUser] = React.useState<UserDTO | null>(null);
  const [status, setStatus] = React.useState<AuthStatus>("loading");
  const [portal, setPortal] = React.useState<{
    open: boolean;
    tab: PortalTab;
    opened: number;
    opener: Element | null;
    returnTo: string | null;
  }>({
    open: false,
    tab: "login",
    opened: 0,
    opener: null,
    returnTo: null,
  });

  React.useEffect(() => {
    // What is learnt here about the session goes in as a transition: reaching the page's own
    // consumers (a "Create Account" link, a wizard's account step) while React is still hydrating
    // the page would otherwise make it hydrate everything left at once, in one long task.
    let corrupt = false;
    const saved = readStoredSession(localStorage, (error) => {
      corrupt = true;
      console.warn(CORRUPT_SESSION_WARNING, error instanceof Error ? error.message : error);
    });
    let cancelled = false;
    if (corrupt) {
      // A copy that is not what this site wrote: both entries are gone (above) and this browser is
      // signed out too — only this one (scope=device), the account's other sessions go on.
      void api("POST", "/api/auth/logout?scope=device").then((r) => {
        if (!r.ok) console.error(`POST /api/auth/logout?scope=device ${r.status}: ${r.error.message}`);
        if (cancelled) return;
        clearStoredSession(localStorage);
        React.startTransition(() => {
          setUser(null);
          setStatus("unauthenticated");
        });
        leaveSignedInPage(router);
      });
      return () => {
        cancelled = true;
      };
    }
    if (saved) {
      React.startTransition(() => {
        setUser(saved.user);
        setStatus("authenticated");
      });
    } else if (!hasSessionHint(document.cookie)) {
      // Never signed in here (no saved copy, no session hint cookie): nothing to ask the server.
      React.startTransition(() => setStatus("unauthenticated"));
      return;
    }
    api<{ user: UserDTO | null } | null>("GET", "/api/auth/me", { cache: "no-store" })
      .then((r) => {
        if (!r.ok || !r.data) throw new Error(`GET /api/auth/me ${r.status}${r.ok ? "" : `: ${r.error.message}`}`);
        return r.data;
      })
      .then(({ user: current }) => {
        if (cancelled) return;
        if (current) writeStoredSession(localStorage, { token: COOKIE_SESSION_MARKER, user: current });
        else clearStoredSession(localStorage);
        React.startTransition(() => {
          setUser(current);
          setStatus(current ? "authenticated" : "unauthenticated");
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) React.startTransition(() => setStatus(saved ? "authenticated" : "unauthenticated"));
      });

    return () => {
      cancelled = true;
    };
  }, [router]);

  const login = React.useCallback(
    async (email: string, password: string): Promise<LoginResult> => {
      const r = await api<{ user?: UserDTO; token?: string } | null>("POST", "/api/auth/login", {
        body: { email, password },
        fallback: "",
      });
      if (r.ok && r.data?.user && r.data.token) {
        writeStoredSession(localStorage, { token: COOKIE_SESSION_MARKER, user: r.data.user });
        setUser(r.data.user);
        setStatus("authenticated");
        router.refresh();
        return { ok: true, user: r.data.user };
      }
      if (!r.ok && r.status === 0) {
        console.error("Sign-in request failed", r.error.message);
        return { ok: false, reason: "network" };
      }
      // The reply's own sentence, if it has one (a 429's says how long to wait).
      const message = (!r.ok && r.error.message) || undefined;
      console.warn("Sign-in refused:", message ?? r.status);
      return { ok: false, reason: r.status === 429 ? "rate-limited" : "credentials", message };
    },
    [router],
  );

  const refresh = React.useCallback(async (): Promise<UserDTO | null> => {
    const res = await api<{ user: UserDTO | null }>("GET", "/api/auth/me");
    if (!res.ok) {
      console.error("Could not read the session:", res.error.message);
      return null;
    }
    const current = res.data.user;
    if (current) writeStoredSession(localStorage, { token: COOKIE_SESSION_MARKER, user: current });
    else clearStoredSession(localStorage);
    setUser(current);
    setStatus(current ? "authenticated" : "unauthenticated");
    router.refresh();
    return current;
  }, [router]);

  const logout = React.useCallback(async () => {
    const r = await api("POST", "/api/auth/logout");
    if (!r.ok) console.error(`POST /api/auth/logout ${r.status}: ${r.error.message}`);
    clearStoredSession(localStorage);
    setUser(null);
    setStatus("unauthenticated");
    (await loadToast())("Logged out", { description: "You have been successfully logged out" });
    leaveSignedInPage(router);
  }, [router]);

  const openPortal = React.useCallback((tab: PortalTab) => {
    // Read now: by the time the dialog's code has loaded, a closed mobile panel has dropped focus.
    const opener = document.activeElement;
    setPortal((p) => ({ open: true, tab, opened: p.opened + 1, opener, returnTo: null }));
  }, []);

  const value = React.useMemo(
    () => ({ status, user, login, refresh, logout, openPortal }),
    [status, user, login, refresh, logout, openPortal],
  );
  const openFromAddress = React.useCallback(
    (tab: PortalTab, returnTo: string | null) =>
      setPortal((p) => ({ open: true, tab, opened: p.opened + 1, opener: null, returnTo })),
    [],
  );
  const returnTo = portal.returnTo;
  const onSignedIn = React.useMemo(() => (returnTo ? () => router.push(returnTo) : undefined), [returnTo, router]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      <React.Suspense fallback={null}>
        <PortalFromAddress onTab={openFromAddress} />
      </React.Suspense>
      {portal.opened > 0 ? (
        <CustomerPortalDialog
          key={portal.opened}
          open={portal.open}
          initialTab={portal.tab}
          opener={portal.opener}
          onOpenChange={(open) => setPortal((p) => ({ ...p, open }))}
          onSignedIn={onSignedIn}
        />
      ) : null}
    </AuthContext.Provider>
  );
}

/**
 * Opens the portal on any arrival at /?login=true (signup, track): the first load and client-side
 * navigations alike (a Link to it from the wizard or /offers), then takes the parameters out of the
 * address so a reload or Back does not open it again (and sign-in does not put them back). With
 * `returnTo=<same-site path>` (lib/auth/return-to.ts: anything else is ignored) a sign-in there
 * goes back to that path — the wizard's 'Log in' followed as a link.
 */
function PortalFromAddress({ onTab }: { onTab: (tab: PortalTab, returnTo: string | null) => void }) {
  const search = useSearchParams().toString();
  React.useEffect(() => {
    const tab = portalTabFromSearch(search);
    if (!tab) return;
    onTab(tab, tab === "login" ? returnToFromSearch(search) : null);
    // State null: Next's router takes the new address as its own (useSearchParams, and a later
    // router.refresh() — the one signing in makes — keeps it instead of restoring ?login=true).
    window.history.replaceState(null, "", withoutPortalParams(window.location.href));
  }, [search, onTab]);
  return null;
}
