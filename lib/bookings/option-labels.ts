/**
 * How a guest house's room types and meal plans are offered in a select (the wizard and the
 * detail card): the name and the surcharge per night.
 */
import { surchargeLabel } from "@/lib/catalogue/guest-house-booking";
import { formatUsd } from "@/lib/format";

/** A room type's or meal plan's choice: its name and surcharge per night ("Deluxe Room (+$25/night)", "Room Only (Included)"). */
export function priceOptionLabel(option: { name: string; price: number }): string {
  return `${option.name} (${surchargeLabel(option.price, formatUsd)}${option.price === 0 ? "" : "/night"})`;
}
