import { roomOptionLabel } from "@/components/availability/sold-out-dates-note";

const byName = (option: { name: string }) => option.name;

/**
 * A room type select's options (after its empty choice): a room type sold out for the chosen stay,
 * or too small for the party, says so and cannot be chosen, unless it is the current choice.
 */
export function RoomTypeOptions<R extends { name: string }>({
  rooms,
  label = byName,
  current,
  roomFree,
  tooSmall,
}: {
  rooms: readonly R[];
  /** The option's text (a guest house adds the surcharge per night: lib/bookings/option-labels.ts). */
  label?: (room: R) => string;
  current: unknown;
  /** From useStayAvailability: false when the room type cannot take the stay. */
  roomFree: (name: string) => boolean | null;
  /** A hotel room type too small for the party: its note ("sleeps 2"), else null (lib/catalogue/occupancy.ts). */
  tooSmall?: (name: string) => string | null;
}) {
  return rooms.map((room) => {
    const soldOut = roomFree(room.name) === false;
    const small = tooSmall?.(room.name) ?? null;
    const text = roomOptionLabel(label(room), soldOut);
    return (
      <option key={room.name} value={room.name} disabled={(soldOut || small !== null) && current !== room.name}>
        {small ? `${text} — ${small}: too small for your party` : text}
      </option>
    );
  });
}

/** A meal plan select's options (after its empty choice). */
export function MealPlanOptions<P extends { name: string }>({
  plans,
  label = byName,
}: {
  plans: readonly P[];
  label?: (plan: P) => string;
}) {
  return plans.map((plan) => (
    <option key={plan.name} value={plan.name}>
      {label(plan)}
    </option>
  ));
}
