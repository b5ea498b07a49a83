import { roomOptionLabel } from "@/components/availability/sold-out-dates-note";
import { priceOptionLabel } from "@/lib/booking/summary";

/**
 * A room type select's options (after its empty choice): a room type sold out for the chosen stay
 * says so and cannot be chosen, unless it is the current choice. Room types with a surcharge
 * (guest houses) show it per night.
 */
export function RoomTypeOptions({
  rooms,
  current,
  roomFree,
}: {
  rooms: readonly (string | { name: string; price: number })[];
  current: unknown;
  /** From useStayAvailability: false when the room type cannot take the stay. */
  roomFree: (name: string) => boolean | null;
}) {
  return rooms.map((room) => {
    const name = typeof room === "string" ? room : room.name;
    const soldOut = roomFree(name) === false;
    return (
      <option key={name} value={name} disabled={soldOut && current !== name}>
        {roomOptionLabel(typeof room === "string" ? room : priceOptionLabel(room), soldOut)}
      </option>
    );
  });
}

/** A meal plan select's options (after its empty choice), each with its surcharge per night. */
export function MealPlanOptions({ plans }: { plans: readonly { name: string; price: number }[] }) {
  return plans.map((plan) => (
    <option key={plan.name} value={plan.name}>
      {priceOptionLabel(plan)}
    </option>
  ));
}
