import "server-only";

import type { HotelInput } from "@/lib/validation/content-hotels";
import { decimal } from "../catalogue/db-errors";
import { policyColumn, ratePlansColumn } from "../policies/property-policy-column";

/** Validated form input → the hotel row's columns (the room type names when given; saveHotelRoomTypes makes their records). */
export function hotelData(input: HotelInput) {
  return {
    name: input.name,
    location: input.location,
    image: input.image,
    price: decimal(input.price),
    rating: input.rating.toFixed(1),
    reviews: input.reviews,
    lovedPercentage: input.lovedPercentage,
    description: input.description,
    locationDescription: input.locationDescription,
    amenities: input.amenities,
    additionalImages: input.additionalImages,
    ...(input.roomTypes ? { roomTypes: input.roomTypes.map((r) => r.name) } : {}),
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    policies: input.policies,
    ...policyColumn(input.cancellationPolicy),
    ...ratePlansColumn(input.ratePlans),
  };
}
