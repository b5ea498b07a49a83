import { describe, expect, it } from "vitest";
import { z } from "zod";

import { MESSAGES, isImageUrl, splitList } from "./content";
import { hotelSchema, mergeAmenities, roomTypeSchema } from "./content-hotels";
import { guestHouseSchema } from "./content-guest-houses";
import { destinationSchema } from "./content-destinations";
import { promotionSchema } from "./content-promotions";

const firstError = (schema: z.ZodType, input: unknown, field: string) => {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
};

const hotel = {
  name: "Test Reef Resort",
  location: "Baa Atoll, Maldives",
  image: "/images/hotels/reef.jpg",
  price: "450",
  rating: "4.6",
  reviews: "12",
  lovedPercentage: "90",
  description: "A quiet resort on a house reef.",
  locationDescription: "Thirty minutes by seaplane from Malé.",
  amenities: "Free WiFi, infinity pool ,, Spa",
  additionalImages: "https://example.com/a.jpg, /images/b.jpg",
  roomTypes: "Beach Villa, Water Villa",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  policies: "No smoking.",
};

describe("hotelSchema", () => {
  it("takes amenities from the curated list only, naming the curated one for a near-duplicate", () => {
    const near = hotelSchema.safeParse({ ...hotel, amenities: ["Spa", "WiFi"] });
    expect(near.success).toBe(false);
    expect(near.error?.issues[0]).toMatchObject({
      path: ["amenities"],
      message: '"WiFi" is not on the amenity list: use "Free WiFi".',
    });
    expect(hotelSchema.safeParse({ ...hotel, amenities: "Diving center" }).error?.issues[0]?.message).toContain(
      'use "Diving centre"',
    );
    expect(hotelSchema.safeParse({ ...hotel, amenities: "Helipad" }).success).toBe(false);
  });
  it("parses the form's text into numbers and lists", () => {
    const v = hotelSchema.parse(hotel);
    expect(v).toMatchObject({
      price: 450,
      rating: 4.6,
      reviews: 12,
      lovedPercentage: 90,
      amenities: ["Free WiFi", "Infinity pool", "Spa"],
    });
    // Names (the spec's comma list) become rows without a record id, price or units: the server's defaults apply.
    expect(v.roomTypes).toEqual([
      { id: null, name: "Beach Villa", basePrice: null, units: null },
      { id: null, name: "Water Villa", basePrice: null, units: null },
    ]);
  });
  it("takes the dialog's rows (a record's id, price and rooms) and refuses a name twice", () => {
    const v = hotelSchema.parse({
      ...hotel,
      roomTypes: [
        { id: "7", name: " Sea Villa ", basePrice: "460", units: "2" },
        { name: "Garden Room", basePrice: "", units: "" },
        "Loft",
      ],
    });
    expect(v.roomTypes).toEqual([
      { id: 7, name: "Sea Villa", basePrice: 460, units: 2 },
      { id: null, name: "Garden Room", basePrice: null, units: null },
      { id: null, name: "Loft", basePrice: null, units: null },
    ]);
    // What the dialog sends is parsed again by the API to the same rows.
    expect(hotelSchema.parse({ ...hotel, roomTypes: v.roomTypes }).roomTypes).toEqual(v.roomTypes);
    const twice = hotelSchema.safeParse({ ...hotel, roomTypes: "Sea Villa, sea villa" });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({
      message: MESSAGES.roomTypeDuplicate,
      path: ["roomTypes", 1, "name"],
    });
    expect(firstError(hotelSchema, { ...hotel, roomTypes: [{ name: "Villa", basePrice: "0" }] }, "roomTypes")).toBe(
      MESSAGES.basePrice,
    );
    expect(v.additionalImages).toEqual(["https://example.com/a.jpg", "/images/b.jpg"]);
  });
  it("defaults check-in 15:00 and check-out 11:00", () => {
    const rest: Partial<typeof hotel> = { ...hotel };
    delete rest.checkInTime;
    delete rest.checkOutTime;
    expect(hotelSchema.parse(rest)).toMatchObject({ checkInTime: "15:00", checkOutTime: "11:00" });
  });
  it.each([
    ["name", "A", MESSAGES.nameMin],
    ["location", "", "Location is required."],
    ["image", "not a url", "Must be a valid URL."],
    ["image", "javascript:alert(1)", "Must be a valid URL."],
    ["description", "short", MESSAGES.descriptionMin],
    ["locationDescription", "short", MESSAGES.locationDescriptionMin],
    ["rating", "6", MESSAGES.rating],
    ["rating", "0.5", MESSAGES.rating],
    ["lovedPercentage", "101", MESSAGES.lovedPercentage],
    ["price", "0", MESSAGES.price],
    ["price", "abc", MESSAGES.price],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(hotelSchema, { ...hotel, [field]: value }, field)).toBe(message);
  });
});

describe("promotionSchema", () => {
  const promo = {
    title: "Early Bird",
    location: "Maldives",
    image: "/images/p.jpg",
    description: "Book early and save a lot.",
    discount: "20",
    originalPrice: "300",
    rating: "4.5",
    validFrom: "2026-01-01",
    validUntil: "2026-03-01",
    discountedPrice: 1,
  };
  it("drops a client's discountedPrice and defaults maxBookings to 0 (unlimited)", () => {
    const v = promotionSchema.parse(promo);
    expect(v).not.toHaveProperty("discountedPrice");
    expect(v.maxBookings).toBe(0);
    expect(v.hotelId).toBeNull();
  });
  it.each([
    ["title", "A", MESSAGES.titleMin],
    ["location", "A", MESSAGES.locationRequired],
    ["discount", "0", MESSAGES.discount],
    ["discount", "101", MESSAGES.discount],
    ["rating", "5.1", MESSAGES.rating],
    ["validUntil", "2025-12-31", MESSAGES.validUntilAfter],
    ["validFrom", "2026-02-30", MESSAGES.validFrom],
    // Impossible dates were a RangeError inside the refinement (a 500), issue 34.
    ["validFrom", "2026-13-01", MESSAGES.validFrom],
    ["validFrom", "2026-00-10", MESSAGES.validFrom],
    ["validUntil", "2026-01-32", MESSAGES.validUntil],
    ["validUntil", "2026-01-00", MESSAGES.validUntil],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(promotionSchema, { ...promo, [field]: value }, field)).toBe(message);
  });
});

describe("destinationSchema", () => {
  const dest = {
    name: "Bali",
    country: "Indonesia",
    image: "https://example.com/bali.jpg",
    description: "Temples and rice terraces.",
  };
  it("fills defaults", () => {
    expect(destinationSchema.parse(dest)).toMatchObject({ hotels: 0, priceFrom: 0, currency: "USD", attractions: [] });
  });
  it.each([
    ["name", "B", MESSAGES.nameMin],
    ["country", "I", MESSAGES.countryMin],
    ["image", "bali.jpg", MESSAGES.url],
    ["description", "Nice", MESSAGES.descriptionMin],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(destinationSchema, { ...dest, [field]: value }, field)).toBe(message);
  });
});

describe("guestHouseSchema", () => {
  const gh = {
    title: "Coral Guest House",
    type: "guest_house",
    description: "Family-run rooms by the beach.",
    location: "Maafushi",
    checkInTime: "14:00",
    checkOutTime: "12:00",
    pricePerNight: "80",
    activities: "Snorkelling\nSandbank trips",
    facilities: "WiFi\nAir conditioning",
    mainImage: "/images/gh.jpg",
    galleryImages: "/images/gh1.jpg\n/images/gh2.jpg",
    roomTypes: [
      { name: "Standard Room", price: 0 },
      { name: "Dormitory", price: -30 },
      { name: "", price: 5 },
    ],
    mealPlans: [{ name: "Bed & Breakfast", price: "15" }],
  };
  it("splits one-per-line lists, drops empty rows, defaults minimum stay 1 and isActive", () => {
    const v = guestHouseSchema.parse(gh);
    expect(v.activities).toEqual(["Snorkelling", "Sandbank trips"]);
    expect(v.galleryImages).toHaveLength(2);
    // A room row without units is one room.
    expect(v.roomTypes).toEqual([
      { name: "Standard Room", price: 0, units: 1 },
      { name: "Dormitory", price: -30, units: 1 },
    ]);
    expect(v.mealPlans).toEqual([{ name: "Bed & Breakfast", price: 15 }]);
    expect(v).toMatchObject({ minimumStay: 1, isActive: true, maxGuests: null });
  });
  it.each([
    ["title", "C", MESSAGES.titleMin],
    ["type", "hostel", "Please select accommodation type."],
    ["type", undefined, "Please select accommodation type."],
    ["description", "Small", MESSAGES.descriptionMin],
    ["location", "", "Location is required."],
    ["checkInTime", "", MESSAGES.checkInTime],
    ["checkOutTime", "", MESSAGES.checkOutTime],
    ["activities", "Swim", "Please list available activities."],
    ["facilities", "", "Please list guest house facilities."],
    ["mainImage", "x", "Must be a valid URL."],
    ["roomTypes", [{ name: "", price: 0 }], "At least one room type is required."],
    ["roomTypes", [], "At least one room type is required."],
    ["mealPlans", [{ name: " ", price: 0 }], "At least one meal plan is required."],
    ["roomTypes", [{ name: "Standard Room", price: 0, units: 0 }], "Units must be a whole number from 1 to 1000."],
    ["roomTypes", [{ name: "Standard Room", price: 0, units: "2.5" }], "Units must be a whole number from 1 to 1000."],
    ["dailyCapacity", 0, "Daily capacity must be a whole number of guests from 1 to 1000."],
    ["dailyCapacity", "5000", "Daily capacity must be a whole number of guests from 1 to 1000."],
    // No more than one booking may be for (the wizard's 'Maximum 20 guests allowed.'): the card's 'Up to N' is what the selector offers.
    ["maxGuests", "24", "Max guests must be a whole number from 1 to 20 (the most one booking may be for)."],
    ["maxGuests", "0", "Max guests must be a whole number from 1 to 20 (the most one booking may be for)."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(guestHouseSchema, { ...gh, [field]: value }, field)).toBe(message);
  });
  it("keeps room units and the daily capacity as entered (text from the form)", () => {
    const v = guestHouseSchema.parse({
      ...gh,
      roomTypes: [{ name: "Standard Room", price: "0", units: "4" }],
      dailyCapacity: "60",
    });
    expect(v.roomTypes).toEqual([{ name: "Standard Room", price: 0, units: 4 }]);
    expect(v.dailyCapacity).toBe(60);
    expect(guestHouseSchema.parse({ ...gh, dailyCapacity: "" }).dailyCapacity).toBeNull();
  });
  it("refuses a negative meal plan and a room discount below zero", () => {
    expect(firstError(guestHouseSchema, { ...gh, mealPlans: [{ name: "Odd", price: -1 }] }, "mealPlans")).toBe(
      MESSAGES.optionPrice,
    );
    expect(firstError(guestHouseSchema, { ...gh, roomTypes: [{ name: "Odd", price: -100 }] }, "roomTypes")).toBe(
      MESSAGES.roomOptionPrice,
    );
  });
});

describe("roomTypeSchema", () => {
  const rt = { hotelId: "3", name: "Sunset Villa", basePrice: "500", amenities: "WiFi, Balcony, WiFi", images: "" };
  it("defaults max occupancy to 2 and merges amenities without repeats", () => {
    expect(roomTypeSchema.parse(rt)).toMatchObject({
      hotelId: 3,
      maxOccupancy: 2,
      amenities: ["WiFi", "Balcony"],
      images: [],
    });
  });
  it.each([
    ["hotelId", "", "Please select a hotel."],
    ["hotelId", undefined, "Please select a hotel."],
    ["name", "S", MESSAGES.nameMin],
    ["basePrice", "0", "Base price must be a valid number greater than 0."],
    ["basePrice", "x", "Base price must be a valid number greater than 0."],
    ["maxOccupancy", "0", "Max occupancy must be a valid number greater than 0."],
    ["maxOccupancy", "two", "Max occupancy must be a valid number greater than 0."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(roomTypeSchema, { ...rt, [field]: value }, field)).toBe(message);
  });
});

describe("helpers", () => {
  it("isImageUrl takes http(s) URLs and public paths only", () => {
    expect(isImageUrl("https://example.com/x.jpg")).toBe(true);
    expect(isImageUrl("/images/x.jpg")).toBe(true);
    expect(isImageUrl("//evil.example/x.jpg")).toBe(false);
    expect(isImageUrl("/images/../secret")).toBe(false);
    expect(isImageUrl("ftp://example.com/x")).toBe(false);
    expect(isImageUrl("http://example.com/x.jpg")).toBe(false);
    // An uploaded picture's address: "/media/" + 32 hex + .webp or .jpg, nothing else under /media.
    expect(isImageUrl("/media/0123456789abcdef0123456789abcdef.webp")).toBe(true);
    expect(isImageUrl("/media/0123456789abcdef0123456789abcdef.jpg")).toBe(true);
    expect(isImageUrl("/media/0123456789abcdef0123456789abcdef.svg")).toBe(false);
    expect(isImageUrl("/media/../secret.webp")).toBe(false);
    expect(isImageUrl("/media/0123456789ABCDEF0123456789abcdef.webp")).toBe(false);
    expect(isImageUrl("/favicon.ico")).toBe(false);
  });
  it("splitList and mergeAmenities", () => {
    expect(splitList(" a \n\n b ", "lines")).toEqual(["a", "b"]);
    expect(splitList("a, b,,c ", "commas")).toEqual(["a", "b", "c"]);
    expect(mergeAmenities(["WiFi", "TV"], " Kettle , WiFi,")).toEqual(["WiFi", "TV", "Kettle"]);
  });
});
