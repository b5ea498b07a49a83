"use client";

import * as React from "react";

import { todayYmd } from "@/lib/pricing/dates";

// The visitor's time zone, read once: each read builds a whole Intl.DateTimeFormat, and React
// reads the snapshot on every render of every field that uses it.
let zone: string | undefined;
const localToday = () => todayYmd(new Date(), (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone));
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
  return React.useSyncExternalStore(noopSubscribe, () => true, () => false);
}
