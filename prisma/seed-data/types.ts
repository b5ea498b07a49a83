/**
 * Shapes of the demo catalogue. The data lives beside this file; prisma/seed.ts writes it to the
 * database idempotently, and tools/images/generate.ts draws every image it names.
 * Prices are USD per night as plain numbers with at most 2 decimals (the seed converts to Decimal).
 * Image paths are site paths under public/, e.g. "/images/hotels/baa-lagoon-main.webp".
 * The records' own fields are the API's (lib/types/catalogue.ts); the seed adds stable keys (`slug`),
 * pictures as scenes to draw, and offsets in days where the database has dates.
 */

import type {
  DestinationDTO,
  GuestHouseDTO,
  HotelDTO,
  PriceOption,
  PromotionDTO,
  RoomTypeDTO,
} from "../../lib/types/catalogue";

/** What an illustrated scene shows; the image generator draws each kind in its own style. */
export type SceneKind =
  | "overwater-villas"
  | "beach-palms"
  | "reef-lagoon"
  | "infinity-pool"
  | "island-aerial"
  | "sandbank-picnic"
  | "rice-terraces"
  | "jungle-temple"
  | "longtail-boats"
  | "limestone-cliffs"
  | "santorini-village"
  | "santorini-sunset"
  | "guest-house-street"
  | "guest-house-garden"
  | "room-interior"
  | "dining-deck"
  | "spa";

export type TimeOfDay = "morning" | "noon" | "golden" | "sunset" | "dusk" | "night";

export interface Scene {
  /** Site path of the image to produce, under /images/. */
  path: string;
  kind: SceneKind;
  time: TimeOfDay;
  /** Any integer; different seeds give different compositions of the same kind. */
  seed: number;
  /** Short alt text describing the picture. */
  alt: string;
}

/** A hotel room type as seeded: the record's own fields (RoomType.units: rooms of this type). */
export type SeedRoomType = Pick<
  RoomTypeDTO,
  "name" | "units" | "description" | "basePrice" | "maxOccupancy" | "amenities" | "images"
>;

/** The fields a hotel has in the API too; the seed adds its key and its pictures as scenes. */
type HotelFields =
  | "name"
  | "location"
  | "price"
  | "rating"
  | "reviews"
  | "lovedPercentage"
  | "description"
  | "locationDescription"
  | "amenities"
  | "policies"
  | "checkInTime"
  | "checkOutTime";

export interface SeedHotel extends Pick<HotelDTO, HotelFields> {
  /** Stable key used for idempotent seeding and for linking promotions. */
  slug: string;
  image: Scene;
  additionalImages: Scene[];
  roomTypes: SeedRoomType[];
}

export interface SeedDestination extends Omit<DestinationDTO, "id" | "image" | "createdAt" | "updatedAt"> {
  slug: string;
  image: Scene;
}

type PromotionFields =
  "title" | "discount" | "rating" | "reviews" | "originalPrice" | "description" | "terms" | "maxBookings";

export interface SeedPromotion extends Pick<PromotionDTO, PromotionFields> {
  slug: string;
  /** The hotel the offer is for; its location is used as the promotion's location. */
  hotelSlug: string;
  image: Scene;
  /** Days from the seeding date (negative = in the past). */
  validFromOffsetDays: number;
  validUntilOffsetDays: number;
}

export interface SeedPriceOption extends PriceOption {
  /** Guest-house rooms of this type (1 when absent). */
  units?: number;
}

type GuestHouseFields =
  | "title"
  | "type"
  | "description"
  | "location"
  | "pricePerNight"
  | "checkInTime"
  | "checkOutTime"
  | "maxGuests"
  | "minimumStay"
  | "facilities"
  | "activities"
  | "policies"
  | "isActive";

export interface SeedGuestHouse extends Pick<GuestHouseDTO, GuestHouseFields> {
  slug: string;
  mainImage: Scene;
  galleryImages: Scene[];
  /** Resort day visits: guests a day (GuestHouse.dailyCapacity). */
  dailyCapacity?: number;
  roomTypes: SeedPriceOption[];
  mealPlans: SeedPriceOption[];
}
