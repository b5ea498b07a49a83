import { z } from "./zod";
import { MAX_BOOKING_GUESTS } from "@/lib/catalogue/guest-house-booking";
import { MAX_UNITS } from "@/lib/availability/inventory";
import { imageHostAllowed, parseImageHosts } from "@/lib/images/remote-hosts.mjs";

/*
 * Admin content forms (admin spec §5), shared by the dashboard / settings dialogs (zodResolver)
 * and the content API (POST/PUT /api/hotels, /api/destinations, /api/promotions,
 * /api/local-tourism, /api/room-types), so the browser and the server say the same messages.
 * Unknown fields are dropped: the server decides ids, timestamps and computed figures
 * (a promotion's discountedPrice).
 *
 *
 * This file holds the messages and the kinds of field the forms share; each form's schema sits
 * beside it: content-hotels.ts (hotels and their room types), content-guest-houses.ts,
 * content-destinations.ts and content-promotions.ts.
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
  imageHost:
    "Images from this host are not allowed: use a picture under /images/ or a host listed in IMAGE_REMOTE_HOSTS.",
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
  maxGuests: `Max guests must be a whole number from 1 to ${MAX_BOOKING_GUESTS} (the most one booking may be for).`,
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

export const MAX_TEXT = 5000;
export const MAX_ENTRIES = 50;

export const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, MESSAGES.tooLong);
export const optionalText = (max = MAX_TEXT) => z.string().trim().max(max, MESSAGES.tooLong).optional().default("");

export const LOCAL_PICTURE_MAX = 300;
const LOCAL_PICTURE = /^\/images\/[A-Za-z0-9._/-]+$/;

/** A local picture path of the allowed form: "/images/" then [A-Za-z0-9._/-], at most 300 characters, no "..", no "//" (no "%", no query). */
export function isLocalPicturePath(value: string): boolean {
  return (
    value.length <= LOCAL_PICTURE_MAX && LOCAL_PICTURE.test(value) && !value.includes("..") && !value.includes("//")
  );
}

const MEDIA_PICTURE = /^\/media\/[0-9a-f]{32}\.(webp|jpg)$/;

/** An uploaded picture's address: "/media/" then its content hash and extension (lib/server/media). */
export function isMediaPicturePath(value: string): boolean {
  return MEDIA_PICTURE.test(value);
}

/**
 * An image: an absolute https URL, a path under public/images ("/images/x.jpg") or an uploaded
 * picture ("/media/<hash>.webp") — what the site's next/image can render (next.config.mjs:
 * localPatterns /images/** and /media/**, remotePatterns https). Nothing else is accepted.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/")) return isLocalPicturePath(value) || isMediaPicturePath(value);
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
export function isAllowedImageSource(
  value: string,
  env: Record<string, string | undefined> | null = typeof window === "undefined" ? process.env : null,
): boolean {
  if (value.startsWith("/") || env === null || !isImageUrl(value)) return true;
  try {
    return imageHostAllowed(new URL(value).hostname, parseImageHosts(env.IMAGE_REMOTE_HOSTS).hosts);
  } catch {
    return false;
  }
}
export const imageUrl = z
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
export const list = (by: "lines" | "commas", entryMax = 300) =>
  z
    .union([z.array(z.string().max(entryMax, MESSAGES.tooLong)), z.string().max(MAX_TEXT, MESSAGES.tooLong)])
    .optional()
    .transform((v) =>
      v === undefined ? [] : Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitList(v, by),
    )
    .pipe(z.array(z.string()).max(MAX_ENTRIES, MESSAGES.tooMany));

export const imageList = (by: "lines" | "commas") =>
  list(by, 2000).pipe(
    z.array(
      z
        .string()
        .refine(isImageUrl, MESSAGES.url)
        .refine((v) => isAllowedImageSource(v), MESSAGES.imageHost),
    ),
  );

/** A form number: the input's text or a number; empty text is "missing". */
export const number = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z.number({ error: message }).finite(message),
  );
export const money = (message: string, { min, exclusive }: { min: number; exclusive: boolean }) =>
  number(message)
    .refine((n) => (exclusive ? n > min : n >= min), message)
    .refine((n) => n <= 1_000_000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message);
export const whole = (message: string, min: number, max = 1_000_000) =>
  number(message).pipe(z.number().int(message).min(min, message).max(max, message));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(TIME, MESSAGES.time);

/** Rooms of a type (hotel room types, guest-house room rows): 1 to MAX_UNITS. */
export const units = () => whole(MESSAGES.units, 1, MAX_UNITS);
