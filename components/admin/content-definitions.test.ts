import { describe, expect, it } from "vitest";

import type { DestinationDTO, GuestHouseDTO, HotelDTO, PromotionDTO } from "@/lib/types/catalogue";
import { hotelSchema } from "@/lib/validation/content-hotels";
import { guestHouseSchema } from "@/lib/validation/content-guest-houses";
import { destinationSchema } from "@/lib/validation/content-destinations";
import { promotionSchema } from "@/lib/validation/content-promotions";
import { destinationValues, guestHouseValues, hotelValues, promotionValues } from "./content-definitions";

const stamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-02T00:00:00.000Z" };

const hotel: HotelDTO = {
  id: 1,
  name: "Lagoon Hotel",
  location: "Malé, Maldives",
  price: 420.5,
  image: "/images/hotels/a.webp",
  rating: 4.7,
  reviews: 120,
  lovedPercentage: 93,
  description: "Overwater villas on a calm lagoon.",
  locationDescription: "Twenty minutes by speedboat from the airport.",
  amenities: ["Free WiFi", "Infinity pool"],
  roomTypes: ["Water Villa"],
  additionalImages: ["/images/hotels/b.webp", "https://example.com/c.jpg"],
  policies: "",
  cancellationPolicy: null,
  ratePlans: null,
  checkInTime: "14:00",
  checkOutTime: "12:00",
  ...stamps,
};

describe("an edit dialog starts from values its schema accepts, and saves the same record", () => {
  it("hotel", () => {
    const parsed = hotelSchema.parse(hotelValues(hotel));
    expect(parsed).toMatchObject({
      name: hotel.name,
      price: 420.5,
      rating: 4.7,
      amenities: hotel.amenities,
      additionalImages: hotel.additionalImages,
    });
    expect(parsed.roomTypes!.map((r) => r.name)).toEqual(hotel.roomTypes);
  });

  it("hotel with its room type records: each row keeps its record's id, price and rooms", () => {
    const record = {
      id: 41,
      hotelId: 1,
      hotelName: hotel.name,
      name: hotel.roomTypes[0]!,
      description: "",
      basePrice: 460,
      maxOccupancy: 2,
      units: 3,
      amenities: [],
      images: [],
      isActive: true,
      ...stamps,
    };
    const parsed = hotelSchema.parse(hotelValues({ ...hotel, roomTypeDetails: [record] }));
    expect(parsed.roomTypes?.[0]).toEqual({ id: 41, name: record.name, basePrice: 460, units: 3 });
  });

  it("destination", () => {
    const d: DestinationDTO = {
      id: 2,
      name: "Bali",
      country: "Indonesia",
      image: "/images/destinations/bali.webp",
      hotels: 4,
      priceFrom: 99.99,
      description: "Temples and rice terraces.",
      attractions: ["Ubud", "Uluwatu"],
      bestTimeToVisit: "April–October",
      currency: "IDR",
      language: "Indonesian",
      timezone: "Asia/Makassar",
      ...stamps,
    };
    expect(destinationSchema.parse(destinationValues(d))).toMatchObject({
      name: "Bali",
      priceFrom: 99.99,
      attractions: ["Ubud", "Uluwatu"],
      currency: "IDR",
    });
  });

  it("promotion (keeps its hotel)", () => {
    const p: PromotionDTO = {
      id: 3,
      title: "Early Bird",
      image: "/images/promotions/x.webp",
      location: "Maldives",
      discount: 20,
      rating: 4.5,
      reviews: 10,
      originalPrice: 300,
      discountedPrice: 240,
      description: "Book early and save.",
      validFrom: "2026-01-01",
      validUntil: "2026-06-30",
      terms: "",
      maxBookings: 0,
      hotelId: 7,
      ...stamps,
    };
    expect(promotionSchema.parse(promotionValues(p))).toMatchObject({
      title: "Early Bird",
      discount: 20,
      originalPrice: 300,
      hotelId: 7,
      maxBookings: 0,
    });
  });

  it("guest house (keeps isActive and its rows)", () => {
    const g: GuestHouseDTO = {
      id: 4,
      title: "Coral Guest House",
      type: "guest_house",
      description: "Family-run rooms by the beach.",
      location: "Maafushi",
      mainImage: "/images/guest-houses/a.webp",
      galleryImages: ["/images/guest-houses/b.webp"],
      pricePerNight: 80,
      checkInTime: "14:00",
      checkOutTime: "12:00",
      maxGuests: null,
      minimumStay: 1,
      facilities: ["WiFi", "Air conditioning"],
      activities: ["Snorkelling", "Fishing"],
      policies: "",
      cancellationPolicy: null,
      ratePlans: null,
      roomTypes: [{ name: "Dormitory", price: -30, units: 1 }],
      dailyCapacity: null,
      mealPlans: [{ name: "Room Only", price: 0 }],
      isActive: false,
      ...stamps,
    };
    expect(guestHouseSchema.parse(guestHouseValues(g))).toMatchObject({
      title: g.title,
      isActive: false,
      maxGuests: null,
      roomTypes: g.roomTypes,
      mealPlans: g.mealPlans,
      activities: g.activities,
    });
  });

  it("an add dialog starts empty: its schema refuses it with the spec's messages", () => {
    const result = guestHouseSchema.safeParse(guestHouseValues());
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain("Please select accommodation type.");
    expect(messages).toContain("Please list available activities.");
    expect(hotelValues()).toMatchObject({ checkInTime: "15:00", checkOutTime: "11:00" });
  });
});
