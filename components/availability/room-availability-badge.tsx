import { Badge } from "@/components/ui/badge";
import { SoldOutBadge } from "@/components/catalogue/sold-out-badge";

/**
 * A room type's state on a detail page: 'Available for booking' without stay dates, and with
 * them how many are free for the whole stay or 'Sold out for your dates'.
 */
export function RoomAvailabilityBadge({ free }: { free: number | null }) {
  if (free === null) {
    return (
      <Badge variant="secondary" className="px-2.5 py-1">
        Available for booking
      </Badge>
    );
  }
  if (free <= 0) return <SoldOutBadge />;
  return (
    <Badge variant="secondary" className="px-2.5 py-1" data-testid="room-free">
      {free === 1 ? "1 room left for your dates" : `${free} rooms free for your dates`}
    </Badge>
  );
}
