"use client";

import * as React from "react";
import { usePathname, useRouter } from "next/navigation";

import { hotelSearchQuery, type HotelSearchState } from "@/lib/catalogue/hotel-search";

type Update = (current: HotelSearchState) => HotelSearchState;

interface HotelSearchContextValue {
  /** The state being shown: the address's, or the one just asked for while it loads. */
  state: HotelSearchState;
  /** A new list is on its way from the server. */
  pending: boolean;
  /**
   * Moves to the state `update` returns: the address changes without a full reload and the server
   * renders the list for it. `replace` for keystrokes (no history entry per letter).
   */
  navigate: (update: Update, options?: { replace?: boolean }) => void;
}

const HotelSearchContext = React.createContext<HotelSearchContextValue | null>(null);

export function useHotelSearch(): HotelSearchContextValue {
  const value = React.useContext(HotelSearchContext);
  if (!value) throw new Error("useHotelSearch must be used within a HotelSearchProvider");
  return value;
}

/**
 * Holds the listing's state for its controls. The address is the only source of truth: `state`
 * comes from the server (parsed from the address) and every change goes back into the address.
 */
export function HotelSearchProvider({ state, children }: { state: HotelSearchState; children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = React.useTransition();
  const [optimistic, setOptimistic] = React.useOptimistic(state);
  // The latest state asked for, so quick successive changes build on each other.
  const latest = React.useRef(state);
  React.useEffect(() => {
    latest.current = state;
  }, [state]);

  const navigate = React.useCallback(
    (update: Update, options: { replace?: boolean } = {}) => {
      const next = update(latest.current);
      latest.current = next;
      const query = hotelSearchQuery(next);
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
  return <HotelSearchContext.Provider value={value}>{children}</HotelSearchContext.Provider>;
}
