import "server-only";

import { ownRatePlans } from "@/lib/validation/rate-plans";
import { parsePolicy } from "@/lib/policies/cancellation";
import type { HotelDTO, RoomTypeDTO } from "@/lib/types/catalogue";
import type { Hotel, RoomType } from "../db/generated/client";
import { iso, money, rating } from "../catalogue/serialize";

export function toHotelDTO(h: Hotel): HotelDTO {
  return {
    id: h.id,
    name: h.name,
    location: h.location,
    price: money(h.price),
    image: h.image,
    rating: rating(h.rating),
    reviews: h.reviews,
    lovedPercentage: h.lovedPercentage,
    description: h.description,
    locationDescription: h.locationDescription,
    amenities: h.amenities,
    roomTypes: h.roomTypes,
    additionalImages: h.additionalImages,
    policies: h.policies,
    cancellationPolicy: parsePolicy(h.cancellationPolicy),
    ratePlans: ownRatePlans(h.ratePlans),
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    createdAt: iso(h.createdAt),
    updatedAt: iso(h.updatedAt),
  };
}

export function toRoomTypeDTO(r: RoomType, hotelName: string): RoomTypeDTO {
  return {
    id: r.id,
    hotelId: r.hotelId,
    hotelName,
    name: r.name,
    description: r.description,
    basePrice: money(r.basePrice),
    maxOccupancy: r.maxOccupancy,
    units: r.units,
    amenities: r.amenities,
    images: r.images,
    isActive: r.isActive,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}
