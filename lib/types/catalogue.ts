/**
 * The catalogue as it goes out of the API and into components: the contract's JSON shapes.
 * Money is a USD number with at most 2 decimals; calendar dates are "yyyy-MM-dd";
 * timestamps are ISO 8601 strings.
 */

import type { CancellationPolicy } from "@/lib/policies/cancellation";
import type { RatePlan } from "@/lib/pricing/rate-plans";

export type GuestHouseType = "guest_house" | "resort_day_visit";

export interface HotelDTO {
  id: number;
  name: string;
  location: string;
  price: number;
  image: string;
  rating: number;
  reviews: number;
  lovedPercentage: number;
  description: string;
  locationDescription: string;
  amenities: string[];
  roomTypes: string[];
  additionalImages: string[];
  policies: string;
  /** Its own cancellation policy; null = its kind's default (lib/policies/cancellation.ts). */
  cancellationPolicy: CancellationPolicy | null;
  /** Its own rate plans; null = the default plans (lib/pricing/rate-plans.ts: Flexible, Non-refundable). */
  ratePlans: RatePlan[] | null;
  checkInTime: string;
  checkOutTime: string;
  createdAt: string;
  updatedAt: string;
}

export interface RoomTypeDTO {
  id: number;
  hotelId: number;
  hotelName: string;
  name: string;
  description: string;
  basePrice: number;
  maxOccupancy: number;
  /** Rooms of this type (the inventory each night can sell). */
  units: number;
  amenities: string[];
  images: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/hotels/{id} adds the hotel's room type records. */
export interface HotelDetailDTO extends HotelDTO {
  roomTypeDetails: RoomTypeDTO[];
}

export interface DestinationDTO {
  id: number;
  name: string;
  country: string;
  image: string;
  hotels: number;
  priceFrom: number;
  description: string;
  attractions: string[];
  bestTimeToVisit: string;
  currency: string;
  language: string;
  timezone: string;
  createdAt: string;
  updatedAt: string;
}

export interface PromotionDTO {
  id: number;
  title: string;
  image: string;
  location: string;
  discount: number;
  rating: number;
  reviews: number;
  originalPrice: number;
  discountedPrice: number;
  description: string;
  validFrom: string;
  validUntil: string;
  terms: string;
  maxBookings: number;
  hotelId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PriceOption {
  name: string;
  /** USD per night added to the base price; may be negative (a discount). */
  price: number;
}

/** A guest-house room type: a price option with its number of rooms. */
export interface RoomOption extends PriceOption {
  units: number;
  /** Its stable identity (kept through renames): only in the admin dashboard's data, so the form can carry it back. */
  id?: string;
}

export interface GuestHouseDTO {
  id: number;
  title: string;
  type: GuestHouseType;
  description: string;
  location: string;
  mainImage: string;
  galleryImages: string[];
  pricePerNight: number;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number | null;
  minimumStay: number;
  facilities: string[];
  activities: string[];
  policies: string;
  /** Its own cancellation policy; null = its kind's default (lib/policies/cancellation.ts). */
  cancellationPolicy: CancellationPolicy | null;
  /** Its own rate plans; null = the default plans (lib/pricing/rate-plans.ts: Flexible, Non-refundable). */
  ratePlans: RatePlan[] | null;
  roomTypes: RoomOption[];
  mealPlans: PriceOption[];
  /** Resort day visits: guests a day; null = the default (lib/availability). */
  dailyCapacity: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
