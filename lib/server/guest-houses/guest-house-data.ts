import type { GuestHouseInput } from "@/lib/validation/content";
import { fromCents, toCents } from "@/lib/pricing";
import { decimal } from "../catalogue/db-errors";

const options = (rows: { name: string; price: number }[]) => rows.map((r) => ({ name: r.name, price: fromCents(toCents(r.price)) }));

/** Validated form input → the guest house row (room types and meal plans always as [{name, price}]). */
export function guestHouseData(input: GuestHouseInput) {
  return { ...input, pricePerNight: decimal(input.pricePerNight), roomTypes: options(input.roomTypes), mealPlans: options(input.mealPlans) };
}
