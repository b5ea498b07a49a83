"use client";

import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";

import {
  ADMIN_SEARCH_MAX,
  DEFAULT_LIST_STATE,
  adminListHref,
  type AdminBookingListState,
} from "@/lib/bookings/admin-query";

const SEARCH_DELAY_MS = 400;

/**
 * Navigation by address for the admin booking lists: every filter, search and page is a URL (a
 * history entry, so Back returns to it); the search box follows typing after a short pause, and
 * follows the address when Back or a link changes it.
 */
export function useListNavigation(
  path: string,
  state: AdminBookingListState,
  extra: Record<string, string | undefined>,
) {
  const router = useRouter();
  const go = useCallback(
    (next: Partial<AdminBookingListState>) => {
      const href = adminListHref(path, { ...state, page: 1, show: DEFAULT_LIST_STATE.show, ...next }, extra);
      if (href === `${window.location.pathname}${window.location.search}`) return; // no duplicate history entry
      router.push(href, { scroll: false });
    },
    [router, path, state, extra],
  );
  const [search, setSearch] = useState(state.q);
  const [lastQ, setLastQ] = useState(state.q);
  if (lastQ !== state.q) {
    setLastQ(state.q);
    setSearch(state.q);
  }
  useEffect(() => {
    if (search.trim() === state.q) return;
    const timer = setTimeout(() => go({ q: search.trim().slice(0, ADMIN_SEARCH_MAX) }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.q, go]);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: search.trim().slice(0, ADMIN_SEARCH_MAX) });
  };
  return { go, search, setSearch, submit };
}
