"use client";

import { useEffect, useState } from "react";

import type { PropertyKind } from "@/lib/availability/inventory";
import { blankCalendarData, toCalendarData, type AvailabilityCalendarData } from "@/lib/availability/stay";
import { AvailabilityCalendar, type CalendarStatus } from "./availability-calendar";

type Read = { status: CalendarStatus; data: AvailabilityCalendarData };

/**
 * The availability calendar of a page served from the cache: the document carries the months
 * (the same size as once read, so nothing moves), and the nights' availability is read afresh
 * from GET /api/availability once the page is in the browser — never a cached copy, so a night
 * booked a second ago on any instance shows sold out. A page rendered per request passes what it
 * read (`initial`) and makes no request.
 */
export function LiveAvailabilityCalendar({
  kind,
  propertyId,
  from,
  to,
  headingId,
  initial,
}: {
  kind: PropertyKind;
  propertyId: number;
  /** First night, "yyyy-MM-dd" (the page's today). */
  from: string;
  /** The day after the last night. */
  to: string;
  headingId: string;
  initial?: AvailabilityCalendarData | null;
}) {
  const [read, setRead] = useState<Read>(() =>
    initial ? { status: "ready", data: initial } : { status: "pending", data: blankCalendarData(from, to) },
  );
  const [attempt, setAttempt] = useState(0);
  const needed = !initial;

  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ kind, propertyId: String(propertyId), from, to });
    fetch(`/api/availability?${query}`, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: Parameters<typeof toCalendarData>[0]) => setRead({ status: "ready", data: toCalendarData(body) }))
      .catch(() => {
        if (!controller.signal.aborted) setRead({ status: "failed", data: blankCalendarData(from, to) });
      });
    return () => controller.abort();
  }, [needed, kind, propertyId, from, to, attempt]);

  return (
    <AvailabilityCalendar
      data={read.data}
      status={read.status}
      headingId={headingId}
      // Without JavaScript: the same address with a party in it is rendered per request, nights and all
      // (lib/catalogue/detail-rewrites.mjs).
      withoutScript="?guests=2"
      retry={() => {
        setRead({ status: "pending", data: blankCalendarData(from, to) });
        setAttempt((n) => n + 1);
      }}
    />
  );
}
