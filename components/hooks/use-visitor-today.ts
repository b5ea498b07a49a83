"use client";

import * as React from "react";

import { localYmd } from "@/lib/pricing/dates";

// The device's date from Date's local getters: React reads the snapshot on every render of every
// field that uses it, and an Intl.DateTimeFormat (the other way to the visitor's zone) costs
// locale data on its first construction, during hydration.
const localToday = () => localYmd();
const noopSubscribe = () => () => {};

/**
 * The visitor's own "today" ("yyyy-MM-dd") once hydrated; `serverToday` (the server's day) while
 * rendering on the server and hydrating, so the markup matches.
 */
export function useVisitorToday(serverToday: string): string {
  return React.useSyncExternalStore(noopSubscribe, localToday, () => serverToday);
}

/** False while rendering on the server and hydrating, true afterwards. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
