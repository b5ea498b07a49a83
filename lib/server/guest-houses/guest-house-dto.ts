import type { GuestHouseDTO } from "@/lib/types/catalogue";
import type { GuestHouse } from "../db/generated/client";
import { iso, money } from "../catalogue/serialize";
import { logger } from "../logger";
import { DEFAULT_MEAL_PLANS, normalisePriceOptions } from "./normalize-price-options";
import { guestHouseRoomUnits } from "../availability/resolve-inventory-target";

export function toGuestHouseDTO(g: GuestHouse): GuestHouseDTO {
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
    roomTypes: guestHouseRoomUnits(g.roomTypes, warn("roomTypes")),
    mealPlans: normalisePriceOptions(g.mealPlans, DEFAULT_MEAL_PLANS, warn("mealPlans")),
    dailyCapacity: g.dailyCapacity,
    isActive: g.isActive,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
  };
}
