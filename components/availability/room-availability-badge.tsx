import { Badge } from "@/components/ui/badge";
import { SoldOutBadge } from "@/components/catalogue/sold-out-badge";

/**
 * A room type's state on a detail page: 'Available for booking' without stay dates, and with
 * them how many are free for the whole stay or 'Sold out for your dates' — or, for a party asking
 * for more rooms than are free, that there are too few.
 */
export function RoomAvailabilityBadge({ free, rooms = 1 }: { free: number | null; rooms?: number }) {
  if (free === null) {
    return (
      <Badge variant="secondary" className="px-2.5 py-1">
        Available for booking
      </Badge>
    );
  }
  if (free <= 0) return <SoldOutBadge />;
  if (free < rooms)
    return <SoldOutBadge text={`Only ${free === 1 ? "1 room" : `${free} rooms`} free for your dates, not ${rooms}`} />;
  return (
    <Badge variant="secondary" className="px-2.5 py-1" data-testid="room-free">
      {free === 1 ? "1 room left for your dates" : `${free} rooms free for your dates`}
    </Badge>
  );
}
