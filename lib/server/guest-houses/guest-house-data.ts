import type { GuestHouseInput } from "@/lib/validation/content";
import { fromCents, toCents } from "@/lib/pricing";
import { decimal } from "../catalogue/db-errors";

const options = (rows: { name: string; price: number }[]) => rows.map((r) => ({ name: r.name, price: fromCents(toCents(r.price)) }));
const rooms = (rows: { name: string; price: number; units: number }[]) => rows.map((r) => ({ name: r.name, price: fromCents(toCents(r.price)), units: r.units }));

/** Validated form input → the guest house row (room types as [{name, price, units}], meal plans as [{name, price}]). */
export function guestHouseData(input: GuestHouseInput) {
  return { ...input, pricePerNight: decimal(input.pricePerNight), roomTypes: rooms(input.roomTypes), mealPlans: options(input.mealPlans) };
}
