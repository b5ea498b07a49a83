import { z } from "./zod";
import { MAX_UNITS } from "@/lib/availability/inventory";
import { imageHostAllowed, parseImageHosts } from "@/lib/images/remote-hosts.mjs";

/*
 * Admin content forms (admin spec §5), shared by the dashboard / settings dialogs (zodResolver)
 * and the content API (POST/PUT /api/hotels, /api/destinations, /api/promotions,
 * /api/local-tourism, /api/room-types), so the browser and the server say the same messages.
 * Unknown fields are dropped: the server decides ids, timestamps and computed figures
 * (a promotion's discountedPrice).
 *
 * List fields accept an array of strings or the text the form holds: one entry per line
 * (activities, facilities, gallery images, attractions) or comma-separated (amenities,
 * additional images, hotel room types, room type images). Entries are trimmed, empties dropped.
 */

export const MESSAGES = {
  nameMin: "Name must be at least 2 characters.",
  titleMin: "Title must be at least 2 characters.",
  locationRequired: "Location is required.",
  countryMin: "Country must be at least 2 characters.",
  url: "Must be a valid URL.",
  imageHost: "Images from this host are not allowed: use a picture under /images/ or a host listed in IMAGE_REMOTE_HOSTS.",
  descriptionMin: "Description must be at least 10 characters.",
  locationDescriptionMin: "Location description must be at least 10 characters.",
  price: "Price must be a valid number greater than 0.",
  priceFrom: "Price from must be a valid number of 0 or more.",
  rating: "Rating must be between 1 and 5.",
  lovedPercentage: "Loved percentage must be between 0 and 100.",
  reviews: "Reviews must be a whole number of 0 or more.",
  hotelsCount: "Hotels must be a whole number of 0 or more.",
  time: "Please enter a time as HH:MM.",
  discount: "Discount must be between 1 and 100.",
  originalPrice: "Original price must be a valid number greater than 0.",
  validFrom: "Please select a valid from date.",
  validUntil: "Please select a valid until date.",
  validUntilAfter: "Valid until must be on or after valid from.",
  maxBookings: "Max bookings must be a whole number of 0 or more (0 means unlimited).",
  accommodationType: "Please select accommodation type.",
  checkInTime: "Check-in time is required.",
  checkOutTime: "Check-out time is required.",
  activities: "Please list available activities.",
  facilities: "Please list guest house facilities.",
  pricePerNight: "Price per night must be a valid number of 0 or more.",
  optionName: "Name is required.",
  optionPrice: "Price must be a number of 0 or more.",
  roomOptionPrice: "A room type discount cannot exceed the price per night.",
  roomTypesRequired: "At least one room type is required.",
  roomTypeDuplicate: "Another room type already has this name.",
  mealPlansRequired: "At least one meal plan is required.",
  maxGuests: "Max guests must be a whole number greater than 0.",
  minimumStay: "Minimum stay must be a whole number of at least 1.",
  selectHotel: "Please select a hotel.",
  basePrice: "Base price must be a valid number greater than 0.",
  maxOccupancy: "Max occupancy must be a valid number greater than 0.",
  units: "Units must be a whole number from 1 to 1000.",
  dailyCapacity: "Daily capacity must be a whole number of guests from 1 to 1000.",
  tooLong: "This text is too long.",
  tooMany: "Too many entries.",
} as const;

/** The spec's toast for a form that fails validation. */
export const VALIDATION_ERROR_TITLE = "Validation Error";
export const VALIDATION_ERROR_TEXT = "Please check the form for errors and try again.";

const MAX_TEXT = 5000;
const MAX_ENTRIES = 50;

const text = (min: number, message: string, max = 200) => z.string({ error: message }).trim().min(min, message).max(max, MESSAGES.tooLong);
const optionalText = (max = MAX_TEXT) => z.string().trim().max(max, MESSAGES.tooLong).optional().default("");

/**
 * An image: an absolute https URL, or a path under public/images ("/images/x.jpg") — what the
 * site's next/image can render (next.config.mjs: localPatterns /images/**, remotePatterns https).
 * Uploads are a later step; nothing else is accepted.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/")) return /^\/images\/[^\s?#]+$/.test(value) && !value.includes("..") && !value.includes("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether an image URL may be saved: a public path always; an https URL only from a host in
 * IMAGE_REMOTE_HOSTS (next.config.mjs lets the server fetch and resize only those). Checked on the
 * server, which knows its environment; the browser's form leaves it to the server's 400.
 */
export function isAllowedImageSource(value: string, env: Record<string, string | undefined> | null = typeof window === "undefined" ? process.env : null): boolean {
  if (value.startsWith("/") || env === null || !isImageUrl(value)) return true;
  try {
    return imageHostAllowed(new URL(value).hostname, parseImageHosts(env.IMAGE_REMOTE_HOSTS).hosts);
  } catch {
    return false;
  }
}
const imageUrl = z
  .string({ error: MESSAGES.url })
  .trim()
  .max(2000, MESSAGES.url)
  .refine(isImageUrl, MESSAGES.url)
  .refine((v) => isAllowedImageSource(v), MESSAGES.imageHost);

/** Splits a form's list text: "lines" (one entry per line) or "commas". */
export function splitList(value: string, by: "lines" | "commas"): string[] {
  return value
    .split(by === "lines" ? /\r?\n/ : /[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A list field as entered (text) or sent (array), always out as trimmed, non-empty entries. */
const list = (by: "lines" | "commas", entryMax = 300) =>
  z
    .union([z.array(z.string().max(entryMax, MESSAGES.tooLong)), z.string().max(MAX_TEXT, MESSAGES.tooLong)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitList(v, by)))
    .pipe(z.array(z.string()).max(MAX_ENTRIES, MESSAGES.tooMany));

const toEntries = (v: string | string[]) => (Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitList(v, "lines"));

const imageList = (by: "lines" | "commas") =>
  list(by, 2000).pipe(
    z.array(
      z
        .string()
        .refine(isImageUrl, MESSAGES.url)
        .refine((v) => isAllowedImageSource(v), MESSAGES.imageHost),
    ),
  );

/** A form number: the input's text or a number; empty text is "missing". */
const number = (message: string) => z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v), z.number({ error: message }).finite(message));
const money = (message: string, { min, exclusive }: { min: number; exclusive: boolean }) =>
  number(message)
    .refine((n) => (exclusive ? n > min : n >= min), message)
    .refine((n) => n <= 1_000_000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);
const whole = (message: string, min: number, max = 1_000_000) => number(message).pipe(z.number().int(message).min(min, message).max(max, message));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(TIME, MESSAGES.time);

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => YMD.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const date = (message: string) => z.string({ error: message }).trim().refine(isRealDate, message);

/* ---------------------------------------------------------------- hotels */

export const hotelSchema = z.object({
  name: text(2, MESSAGES.nameMin),
  location: text(2, MESSAGES.locationRequired),
  image: imageUrl,
  price: money(MESSAGES.price, { min: 0, exclusive: true }),
  rating: number(MESSAGES.rating).pipe(z.number().min(1, MESSAGES.rating).max(5, MESSAGES.rating)),
  reviews: whole(MESSAGES.reviews, 0).optional().default(0),
  lovedPercentage: whole(MESSAGES.lovedPercentage, 0, 100).optional().default(0),
  description: text(10, MESSAGES.descriptionMin, MAX_TEXT),
  locationDescription: text(10, MESSAGES.locationDescriptionMin, MAX_TEXT),
  amenities: list("commas"),
  additionalImages: imageList("commas"),
  roomTypes: list("commas"),
  checkInTime: time("Check-in time is required.").optional().default("15:00"),
  checkOutTime: time("Check-out time is required.").optional().default("11:00"),
  policies: optionalText(),
});
export type HotelInput = z.output<typeof hotelSchema>;

/* ---------------------------------------------------------- destinations */

export const destinationSchema = z.object({
  name: text(2, MESSAGES.nameMin),
  country: text(2, MESSAGES.countryMin),
  image: imageUrl,
  description: text(10, MESSAGES.descriptionMin, MAX_TEXT),
  hotels: whole(MESSAGES.hotelsCount, 0).optional().default(0),
  priceFrom: money(MESSAGES.priceFrom, { min: 0, exclusive: false }).optional().default(0),
  attractions: list("lines"),
  bestTimeToVisit: optionalText(200),
  currency: z
    .string()
    .trim()
    .max(10, MESSAGES.tooLong)
    .optional()
    .default("USD")
    .transform((v) => v || "USD"),
  language: optionalText(100),
  timezone: optionalText(100),
});
export type DestinationInput = z.output<typeof destinationSchema>;

/* ------------------------------------------------------------ promotions */

export const promotionSchema = z
  .object({
    title: text(2, MESSAGES.titleMin),
    location: text(2, MESSAGES.locationRequired),
    image: imageUrl,
    description: text(10, MESSAGES.descriptionMin, MAX_TEXT),
    discount: whole(MESSAGES.discount, 1, 100),
    originalPrice: money(MESSAGES.originalPrice, { min: 0, exclusive: true }),
    rating: number(MESSAGES.rating).pipe(z.number().min(1, MESSAGES.rating).max(5, MESSAGES.rating)),
    reviews: whole(MESSAGES.reviews, 0).optional().default(0),
    validFrom: date(MESSAGES.validFrom),
    validUntil: date(MESSAGES.validUntil),
    terms: optionalText(),
    maxBookings: whole(MESSAGES.maxBookings, 0).optional().default(0),
    hotelId: z
      .union([z.literal(""), z.null(), whole(MESSAGES.selectHotel, 1)])
      .optional()
      .transform((v) => (typeof v === "number" ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (isRealDate(v.validFrom) && isRealDate(v.validUntil) && v.validUntil < v.validFrom) {
      ctx.addIssue({ code: "custom", message: MESSAGES.validUntilAfter, path: ["validUntil"] });
    }
  });
export type PromotionInput = z.output<typeof promotionSchema>;

/* ---------------------------------------------- guest houses (local tourism) */

const priceOption = z.object({
  name: z.string({ error: MESSAGES.optionName }).trim().min(1, MESSAGES.optionName).max(100, MESSAGES.tooLong),
  price: number(MESSAGES.optionPrice).refine((n) => n <= 1_000_000, MESSAGES.optionPrice),
});

/** Rooms of a type (hotel room types, guest-house room rows): 1 to MAX_UNITS. */
const units = () => whole(MESSAGES.units, 1, MAX_UNITS);

/** A stored room type's id, as the admin form carries it back (anything else is ignored: the row is then matched by name, or new). */
const ROOM_TYPE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A guest-house room row also has its number of rooms (1 when not given), and its id when it is a stored one. */
const roomOption = priceOption.extend({
  units: z.preprocess((v) => (v === "" || v === null ? undefined : v), units().optional()).transform((v) => v ?? 1),
  id: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" && ROOM_TYPE_ID.test(v) ? v : undefined)),
});

/** Room and meal rows: a name and a price (rows with an empty name are dropped, as the form does). */
const priceOptions = (requiredMessage: string) =>
  z
    .array(z.object({ name: z.string().optional().default(""), price: z.unknown() }), { error: requiredMessage })
    .transform((rows) => rows.filter((r) => r.name.trim() !== ""))
    .pipe(z.array(priceOption).min(1, requiredMessage).max(MAX_ENTRIES, MESSAGES.tooMany));

/** Room rows: name, price and units. */
const roomOptions = (requiredMessage: string) =>
  z
    .array(z.object({ name: z.string().optional().default(""), price: z.unknown(), units: z.unknown().optional(), id: z.unknown().optional() }), { error: requiredMessage })
    .transform((rows) => rows.filter((r) => r.name.trim() !== ""))
    .pipe(z.array(roomOption).min(1, requiredMessage).max(MAX_ENTRIES, MESSAGES.tooMany));

export const GUEST_HOUSE_TYPES = ["guest_house", "resort_day_visit"] as const;

export const guestHouseSchema = z
  .object({
    title: text(2, MESSAGES.titleMin),
    type: z.enum(GUEST_HOUSE_TYPES, { error: MESSAGES.accommodationType }),
    description: text(10, MESSAGES.descriptionMin, MAX_TEXT),
    location: text(2, MESSAGES.locationRequired),
    checkInTime: time(MESSAGES.checkInTime),
    checkOutTime: time(MESSAGES.checkOutTime),
    pricePerNight: money(MESSAGES.pricePerNight, { min: 0, exclusive: false }),
    activities: z
      .union([z.array(z.string()), z.string()], { error: MESSAGES.activities })
      .refine((v) => (Array.isArray(v) ? v.join("\n") : v).trim().length >= 5, MESSAGES.activities)
      .transform(toEntries)
      .pipe(z.array(z.string().max(300, MESSAGES.tooLong)).max(MAX_ENTRIES, MESSAGES.tooMany)),
    facilities: z
      .union([z.array(z.string()), z.string()], { error: MESSAGES.facilities })
      .refine((v) => (Array.isArray(v) ? v.join("\n") : v).trim().length >= 5, MESSAGES.facilities)
      .transform(toEntries)
      .pipe(z.array(z.string().max(300, MESSAGES.tooLong)).max(MAX_ENTRIES, MESSAGES.tooMany)),
    mainImage: imageUrl,
    galleryImages: imageList("lines"),
    roomTypes: roomOptions(MESSAGES.roomTypesRequired),
    mealPlans: priceOptions(MESSAGES.mealPlansRequired),
    maxGuests: z
      .union([z.literal(""), z.null(), whole(MESSAGES.maxGuests, 1, 1000)])
      .optional()
      .transform((v) => (typeof v === "number" ? v : null)),
    /** Resort day visits: guests a day; empty = the default (lib/availability). */
    dailyCapacity: z.preprocess((v) => (v === "" || v === null ? undefined : v), whole(MESSAGES.dailyCapacity, 1, MAX_UNITS).optional()).transform((v) => v ?? null),
    minimumStay: whole(MESSAGES.minimumStay, 1, 365).optional().default(1),
    policies: optionalText(),
    isActive: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    // A room type may lower the night (the spec's Dormitory preset is -30), never below zero;
    // a meal plan is never negative.
    v.roomTypes.forEach((r, i) => {
      if (r.price < 0 && r.price + v.pricePerNight < 0) ctx.addIssue({ code: "custom", message: MESSAGES.roomOptionPrice, path: ["roomTypes", i, "price"] });
      // A guest books a room type by its name: two of one name would be one room type to the guest.
      if (v.roomTypes.slice(0, i).some((o) => o.name.toLowerCase() === r.name.toLowerCase())) {
        ctx.addIssue({ code: "custom", message: MESSAGES.roomTypeDuplicate, path: ["roomTypes", i, "name"] });
      }
    });
    v.mealPlans.forEach((m, i) => {
      if (m.price < 0) ctx.addIssue({ code: "custom", message: MESSAGES.optionPrice, path: ["mealPlans", i, "price"] });
    });
  });
export type GuestHouseInput = z.output<typeof guestHouseSchema>;

/** The spec's presets for the guest-house dialog's rows (admin spec §9). */
export const ROOM_TYPE_PRESETS = [
  { name: "Standard Room", price: 0 },
  { name: "Deluxe Room", price: 25 },
  { name: "Family Room", price: 40 },
  { name: "Dormitory", price: -30 },
] as const;
export const MEAL_PLAN_PRESETS = [
  { name: "Room Only", price: 0 },
  { name: "Bed & Breakfast", price: 15 },
  { name: "Half Board", price: 35 },
  { name: "Full Board", price: 50 },
  { name: "All Inclusive", price: 75 },
] as const;

/* ------------------------------------------------------------ room types */

export const roomTypeSchema = z.object({
  hotelId: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z.number({ error: MESSAGES.selectHotel }).int(MESSAGES.selectHotel).positive(MESSAGES.selectHotel).max(999_999_999, MESSAGES.selectHotel),
  ),
  name: text(2, MESSAGES.nameMin, 100),
  description: optionalText(),
  basePrice: money(MESSAGES.basePrice, { min: 0, exclusive: true }),
  maxOccupancy: whole(MESSAGES.maxOccupancy, 1, 100).optional().default(2),
  /** Rooms of this type; left out = unchanged on update (5 on create, the database default). */
  units: units().optional(),
  amenities: list("commas").transform((a) => [...new Set(a)]),
  images: imageList("commas"),
});
export type RoomTypeInput = z.output<typeof roomTypeSchema>;
export type RoomTypeFormValues = z.input<typeof roomTypeSchema>;

/**
 * The spec's predefined room type options (admin spec, defaults: standard, deluxe, suite, family,
 * oceanView, gardenView, villa, presidential), as the readable names the dialog offers beside free
 * text and stores as the room type's name.
 */
export const ROOM_TYPE_NAME_OPTIONS = [
  { key: "standard", name: "Standard" },
  { key: "deluxe", name: "Deluxe" },
  { key: "suite", name: "Suite" },
  { key: "family", name: "Family" },
  { key: "oceanView", name: "Ocean View" },
  { key: "gardenView", name: "Garden View" },
  { key: "villa", name: "Villa" },
  { key: "presidential", name: "Presidential" },
] as const;

/** The spec's preset amenity checklist for room types (admin spec §2.2). */
export const ROOM_AMENITY_PRESETS = [
  "WiFi",
  "Air Conditioning",
  "TV",
  "Mini Bar",
  "Balcony",
  "Ocean View",
  "Room Service",
  "Safe",
  "Phone",
  "Parking",
  "Gym Access",
  "Spa Access",
] as const;

/** Checked presets plus comma-separated custom entries: merged, trimmed, without repeats. */
export function mergeAmenities(checked: readonly string[], custom: string): string[] {
  return [...new Set([...checked, ...splitList(custom, "commas")].map((s) => s.trim()).filter(Boolean))];
}
