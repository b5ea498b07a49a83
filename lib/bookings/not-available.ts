/**
 * The booking API's 409 when a stay no longer fits (lib/server/availability): read on the client so
 * the wizards can say so plainly and offer what is free instead. The error body (lib/api/client.ts):
 *   {error, message: 'Those dates are no longer available', reason: 'not_available',
 *    alternatives: {roomTypes: [{name, free}], nearestDates: {checkIn, checkOut} | null} | null}
 */
import type { ApiErrorBody } from "@/lib/api/errors";

export interface NotAvailable {
  message: string;
  /** Other room types free for the whole stay. */
  roomTypes: { name: string; free: number }[];
  /** The nearest stay of the same length in the chosen room type, if any within 30 days. */
  nearestDates: { checkIn: string; checkOut: string } | null;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The error reply as a NotAvailable, or null when it is another refusal (any other status or reason). */
export function readNotAvailable(status: number, error: ApiErrorBody | null | undefined): NotAvailable | null {
  if (status !== 409 || error?.reason !== "not_available") return null;
  const alt = (error.alternatives && typeof error.alternatives === "object" ? error.alternatives : {}) as {
    roomTypes?: unknown;
    nearestDates?: unknown;
  };
  const roomTypes = Array.isArray(alt.roomTypes)
    ? alt.roomTypes
        .filter(
          (r): r is { name: string; free: number } =>
            !!r && typeof r.name === "string" && typeof r.free === "number" && r.free > 0,
        )
        .map((r) => ({ name: r.name, free: r.free }))
    : [];
  const d = alt.nearestDates as { checkIn?: unknown; checkOut?: unknown } | null | undefined;
  const nearestDates =
    d && typeof d.checkIn === "string" && typeof d.checkOut === "string" && YMD.test(d.checkIn) && YMD.test(d.checkOut)
      ? { checkIn: d.checkIn, checkOut: d.checkOut }
      : null;
  return { message: error.message || "Those dates are no longer available", roomTypes, nearestDates };
}
