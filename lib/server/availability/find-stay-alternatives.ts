import "server-only";

import { addDays, nightsBetween } from "@/lib/pricing";
import type { PropertyKind } from "@/lib/availability/inventory";
import { readAvailability } from "./read-inventory";

export interface StayAlternatives {
  /** Other room types free for every night of the asked stay. */
  roomTypes: { name: string; free: number }[];
  /** The nearest stay of the same length in the asked room type (up to 30 days later or earlier, never before `today`). */
  nearestDates: { checkIn: string; checkOut: string } | null;
}

/**
 * What to offer instead when a stay does not fit (the 409's body): in one availability read of
 * the property over the stay ± 30 days.
 */
export async function findStayAlternatives(input: {
  kind: PropertyKind;
  propertyId: number;
  roomKey: string;
  checkIn: string;
  checkOut: string;
  count: number;
  today: string;
  now?: Date;
}): Promise<StayAlternatives> {
  const length = nightsBetween(input.checkIn, input.checkOut);
  const earliest = [addDays(input.checkIn, -30), input.today].sort()[1]!;
  const from = earliest < input.checkIn ? earliest : input.checkIn;
  const to = addDays(input.checkOut, 30);
  const [p] = await readAvailability(input.kind, [input.propertyId], from, to, input.now ?? new Date());
  if (!p) return { roomTypes: [], nearestDates: null };

  const stayFrom = nightsBetween(from, input.checkIn);
  const roomTypes = p.roomTypes
    .filter((r) => r.key !== input.roomKey)
    .map((r) => ({ name: r.name, free: Math.min(...r.nights.slice(stayFrom, stayFrom + length).map((n) => n.free)) }))
    .filter((r) => r.free >= 1);

  let nearestDates: StayAlternatives["nearestDates"] = null;
  const wanted = p.roomTypes.find((r) => r.key === input.roomKey);
  if (wanted) {
    const fits = (start: number) =>
      start >= 0 &&
      start + length <= wanted.nights.length &&
      wanted.nights.slice(start, start + length).every((n) => n.free >= input.count);
    for (let shift = 1; shift <= 30 && !nearestDates; shift++) {
      for (const start of [stayFrom + shift, stayFrom - shift]) {
        if (!nearestDates && fits(start)) {
          const checkIn = addDays(from, start);
          nearestDates = { checkIn, checkOut: addDays(checkIn, length) };
        }
      }
    }
  }
  return { roomTypes, nearestDates };
}
