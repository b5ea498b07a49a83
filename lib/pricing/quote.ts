import { toCents, fromCents, percentOf, type Cents } from "./money";
import { nightsBetween } from "./dates";

export interface Quote {
  nights: number;
  nightlyCents: Cents;
  totalCents: Cents;
}

/** A stay's price: nightly rate (one room's) × nights × rooms (1 unless a multi-room party). Throws on a stay of no nights. */
export function quoteStay(
  nightly: number | string | { toString(): string },
  checkIn: string,
  checkOut: string,
  rooms = 1,
): Quote {
  const nights = nightsBetween(checkIn, checkOut);
  if (nights <= 0) throw new RangeError("Check-out date must be after check-in date.");
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError("A stay takes at least one room.");
  const nightlyCents = toCents(nightly);
  return { nights, nightlyCents, totalCents: nightlyCents * nights * rooms };
}

/** A promotion's price per night: original − original × discount / 100, to the cent. */
export function discountedPriceCents(
  originalPrice: number | string | { toString(): string },
  discountPercent: number,
): Cents {
  const original = toCents(originalPrice);
  return original - percentOf(original, discountPercent);
}

/**
 * A guest house's price per night: its base price plus the room type's and the meal plan's
 * surcharges (a room type may be cheaper than standard: a negative surcharge). Never below zero.
 */
export function guestHouseNightlyCents(
  pricePerNight: number | string | { toString(): string },
  roomTypePrice: number,
  mealPlanPrice: number,
): Cents {
  return Math.max(0, toCents(pricePerNight) + toCents(roomTypePrice) + toCents(mealPlanPrice));
}

export { fromCents };
