import "server-only";

import { ownRatePlans } from "@/lib/validation/rate-plans";
import { parsePolicy } from "@/lib/policies/cancellation";
import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouse } from "../db/generated/client";
import { iso, money } from "../catalogue/serialize";
import { logger } from "../logger";
import { DEFAULT_MEAL_PLANS, normalisePriceOptions } from "./normalize-price-options";
import { guestHouseRooms } from "../availability/resolve-inventory-target";

/** `roomIds`: each room type also carries its id (the admin dashboard's form sends it back on save, so a rename keeps the room type). */
export function toGuestHouseDTO(g: GuestHouse, { roomIds = false }: { roomIds?: boolean } = {}): GuestHouseDTO {
  const warn = (field: string) => (message: string, context: Record<string, unknown>) =>
    logger.warn(message, { guestHouseId: g.id, field, ...context });
  return {
    id: g.id,
    title: g.title,
    type: g.type,
    description: g.description,
    location: g.location,
    mainImage: g.mainImage,
    galleryImages: g.galleryImages,
    pricePerNight: money(g.pricePerNight),
    checkInTime: g.checkInTime,
    checkOutTime: g.checkOutTime,
    maxGuests: g.maxGuests,
    minimumStay: g.minimumStay,
    facilities: g.facilities,
    activities: g.activities,
    policies: g.policies,
    cancellationPolicy: parsePolicy(g.cancellationPolicy),
    ratePlans: ownRatePlans(g.ratePlans),
    roomTypes: guestHouseRooms(g.roomTypes, warn("roomTypes")).map(({ id, name, price, units }) =>
      roomIds && id ? { name, price, units, id } : { name, price, units },
    ),
    mealPlans: normalisePriceOptions(g.mealPlans, DEFAULT_MEAL_PLANS, warn("mealPlans")),
    dailyCapacity: g.dailyCapacity,
    isActive: g.isActive,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
  };
}
