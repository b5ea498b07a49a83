/**
 * Shapes of the demo catalogue. The data lives beside this file; prisma/seed.ts writes it to the
 * database idempotently, and tools/images/generate.ts draws every image it names.
 * Prices are USD per night as plain numbers with at most 2 decimals (the seed converts to Decimal).
 * Image paths are site paths under public/, e.g. "/images/hotels/baa-lagoon-main.webp".
 */

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

export interface SeedRoomType {
  name: string;
  /** Rooms of this type (RoomType.units). */
  units: number;
  description: string;
  basePrice: number;
  maxOccupancy: number;
  amenities: string[];
  images: string[];
}

export interface SeedHotel {
  /** Stable key used for idempotent seeding and for linking promotions. */
  slug: string;
  name: string;
  /** e.g. "South Malé Atoll, Maldives", "Ubud, Bali, Indonesia", "Patong, Phuket, Thailand", "Oia, Santorini, Greece" */
  location: string;
  price: number;
  rating: number;
  reviews: number;
  lovedPercentage: number;
  description: string;
  locationDescription: string;
  amenities: string[];
  policies: string;
  checkInTime: string;
  checkOutTime: string;
  image: Scene;
  additionalImages: Scene[];
  roomTypes: SeedRoomType[];
}

export interface SeedDestination {
  slug: string;
  name: string;
  country: string;
  image: Scene;
  hotels: number;
  priceFrom: number;
  description: string;
  attractions: string[];
  bestTimeToVisit: string;
  currency: string;
  language: string;
  timezone: string;
}

export interface SeedPromotion {
  slug: string;
  title: string;
  /** The hotel the offer is for; its location is used as the promotion's location. */
  hotelSlug: string;
  image: Scene;
  discount: number;
  rating: number;
  reviews: number;
  originalPrice: number;
  description: string;
  /** Days from the seeding date (negative = in the past). */
  validFromOffsetDays: number;
  validUntilOffsetDays: number;
  terms: string;
  maxBookings: number;
}

export interface SeedPriceOption {
  name: string;
  price: number;
  /** Guest-house rooms of this type (1 when absent). */
  units?: number;
}

export interface SeedGuestHouse {
  slug: string;
  title: string;
  type: "guest_house" | "resort_day_visit";
  description: string;
  /** e.g. "Maafushi, Kaafu Atoll, Maldives" */
  location: string;
  mainImage: Scene;
  galleryImages: Scene[];
  pricePerNight: number;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number | null;
  /** Resort day visits: guests a day (GuestHouse.dailyCapacity). */
  dailyCapacity?: number;
  minimumStay: number;
  facilities: string[];
  activities: string[];
  policies: string;
  roomTypes: SeedPriceOption[];
  mealPlans: SeedPriceOption[];
  isActive: boolean;
}
