import "server-only";

import type { GuestHouseInput } from "@/lib/validation/content-guest-houses";
import { fromCents, toCents } from "@/lib/pricing";
import { decimal } from "../catalogue/db-errors";
import { policyColumn, ratePlansColumn } from "../policies/property-policy-column";

const options = (rows: { name: string; price: number }[]) =>
  rows.map((r) => ({ name: r.name, price: fromCents(toCents(r.price)) }));
const rooms = (rows: { id: string; name: string; price: number; units: number }[]) =>
  rows.map((r) => ({ id: r.id, name: r.name, price: fromCents(toCents(r.price)), units: r.units }));

/**
 * Validated form input → the guest house row (room types as [{id, name, price, units}], meal plans
 * as [{name, price}]). `roomIds` are the room types' identities (room-type-ids.ts), in input order.
 */
export function guestHouseData(
  { cancellationPolicy, ratePlans, ...input }: GuestHouseInput,
  roomIds: readonly string[],
) {
  return {
    ...input,
    ...policyColumn(cancellationPolicy),
    ...ratePlansColumn(ratePlans),
    pricePerNight: decimal(input.pricePerNight),
    roomTypes: rooms(input.roomTypes.map((r, i) => ({ ...r, id: roomIds[i]! }))),
    mealPlans: options(input.mealPlans),
  };
}
