"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

import type { SearchParamsInput } from "@/lib/catalogue/url-state";

type Update<S> = (current: S) => S;

export interface UrlSearchContextValue<S> {
  /** The state being shown: the address's, or the one just asked for while it loads. */
  state: S;
  /** A new list is on its way from the server. */
  pending: boolean;
  /**
   * Moves to the state `update` returns: the address changes without a full reload and the server
   * renders the list for it. `replace` for keystrokes (no history entry per letter).
   */
  navigate: (update: Update<S>, options?: { replace?: boolean }) => void;
}

/**
 * A listing's search state kept in the address (hotels, guest houses). The address is the only
 * source of truth: `state` is parsed from it with the same parser the server page uses for the
 * list, and every change goes back into it, so the server renders each list and any address can
 * be shared. The provider sits in the listing's layout (its banner's search box needs it, and the
 * banner is rendered above the page's loading boundary), so it reads the address itself.
 */
export function createUrlSearch<S>(toQuery: (state: S) => string, parse: (params: SearchParamsInput) => S, name: string) {
  const Context = React.createContext<UrlSearchContextValue<S> | null>(null);

  function useUrlSearch(): UrlSearchContextValue<S> {
    const value = React.useContext(Context);
    if (!value) throw new Error(`use${name} must be used within a ${name}Provider`);
    return value;
  }

  function UrlSearchProvider({ children }: { children: React.ReactNode }) {
    const router = useRouter();
    const pathname = usePathname();
    const searchParams = useSearchParams();
    const state = React.useMemo(() => parse(searchParams), [searchParams]);
    const [pending, startTransition] = React.useTransition();
    const [optimistic, setOptimistic] = React.useOptimistic(state);
    // The latest state asked for, so quick successive changes build on each other.
    const latest = React.useRef(state);
    React.useEffect(() => {
      latest.current = state;
    }, [state]);

    const navigate = React.useCallback(
      (update: Update<S>, options: { replace?: boolean } = {}) => {
        const next = update(latest.current);
        latest.current = next;
        const query = toQuery(next);
        const href = query ? `${pathname}?${query}` : pathname;
        startTransition(() => {
          setOptimistic(next);
          if (options.replace) router.replace(href, { scroll: false });
          else router.push(href, { scroll: false });
        });
      },
      [pathname, router, setOptimistic],
    );

    const value = React.useMemo(() => ({ state: optimistic, pending, navigate }), [optimistic, pending, navigate]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  return { Provider: UrlSearchProvider, use: useUrlSearch };
}
