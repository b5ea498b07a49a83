"use client";

import * as React from "react";
import type { PropertyKind } from "@/lib/availability/inventory";
import {
  soldOutNightMessage,
  soldOutNightOfStay,
  roomFreeForStay,
  type StayAvailabilityReply,
} from "@/lib/availability/stay";
import { parseYmd } from "@/lib/pricing/dates";
import { api } from "@/lib/api/client";

export interface StayAvailability {
  /** The reply for exactly this property and stay, or null while unknown (no stay yet, loading, failed). */
  reply: StayAvailabilityReply | null;
  /** Whether a room type can take the stay: null while unknown (then nothing is refused here; the server decides). */
  roomFree: (name: string) => boolean | null;
  /** The first night of the stay that cannot be had, with the chosen room type (or any). */
  soldOutNight: string | null;
  /** The message for the date pickers when `soldOutNight` is set. */
  message: string | null;
  /** Reads the same stay again (say, after the booking POST answered 409: a room type just sold out). */
  refresh: () => void;
}

/**
 * Availability of one property for the stay a form has chosen, from GET /api/availability (read
 * again whenever the property or the dates change, and on `refresh()`; nothing is cached). Used by
 * the booking card and the wizards to mark sold-out room types and refuse a stay that crosses a
 * sold-out night. Until a new reply arrives, the last one for the same stay is kept.
 */
export function useStayAvailability(input: {
  kind: PropertyKind;
  propertyId: number | null | undefined;
  checkIn: string;
  checkOut: string;
  roomType?: string | null;
  guests?: number;
  /** Rooms of the room type the stay takes each night (a hotel's multi-room party). */
  rooms?: number;
}): StayAvailability {
  const { kind, propertyId, checkIn, checkOut } = input;
  const valid = Boolean(propertyId) && parseYmd(checkIn) !== null && parseYmd(checkOut) !== null && checkOut > checkIn;
  const key = valid ? `kind=${kind}&propertyId=${propertyId}&from=${checkIn}&to=${checkOut}` : null;
  const [state, setState] = React.useState<{ key: string; reply: StayAvailabilityReply } | null>(null);
  const [revision, setRevision] = React.useState(0);
  const refresh = React.useCallback(() => setRevision((r) => r + 1), []);

  React.useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api<StayAvailabilityReply | null>("GET", `/api/availability?${key}`, {
      signal: controller.signal,
      cache: "no-store",
    })
      .then((r) => {
        if (r.ok && r.data && !controller.signal.aborted) setState({ key, reply: r.data });
      })
      .catch(() => {}); // cancelled; unknown availability refuses nothing (the booking itself is checked on the server)
    return () => controller.abort();
  }, [key, revision]);

  const reply = key && state?.key === key ? state.reply : null;
  const guests = input.guests ?? 1;
  const rooms = input.rooms ?? 1;
  const soldOutNight = reply ? soldOutNightOfStay(reply, input.roomType || null, guests, rooms) : null;
  return {
    reply,
    roomFree: (name) => (reply ? roomFreeForStay(reply, name, guests, rooms) : null),
    soldOutNight,
    message: soldOutNight ? soldOutNightMessage(soldOutNight) : null,
    refresh,
  };
}
