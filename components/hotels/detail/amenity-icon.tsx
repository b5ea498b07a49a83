import { CircleCheck, Coffee, Dumbbell, Tv, UtensilsCrossed, Waves, Wifi } from "@/components/icons";
import type { SpriteIcon } from "@/components/ui/sprite-icon";

import { amenityIconKey, type AmenityIconKey } from "@/lib/catalogue/amenity-icons";

const ICONS: Record<AmenityIconKey, SpriteIcon> = {
  wifi: Wifi,
  breakfast: Coffee,
  restaurant: UtensilsCrossed,
  tv: Tv,
  gym: Dumbbell,
  pool: Waves,
  default: CircleCheck,
};

/** The amenity's icon, chosen by keyword (decorative: the name is always written beside it). */
export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  const key = amenityIconKey(name);
  const Icon = ICONS[key];
  return <Icon className={className} aria-hidden="true" data-icon={key} />;
}
