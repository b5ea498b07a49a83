import { z } from "./zod";
import { ratePlansSchema } from "./rate-plans";
import { propertyPolicySchema } from "@/lib/policies/cancellation";
import { amenityProblem, curatedAmenity } from "@/lib/catalogue/amenities";
import {
  MESSAGES,
  MAX_ENTRIES,
  MAX_TEXT,
  imageList,
  imageUrl,
  list,
  money,
  number,
  optionalText,
  text,
  time,
  units,
  whole,
  splitList,
} from "./content";

/* The hotel and room type forms (admin dashboard, settings), with the room type dialog's presets. */

/**
 * One of a hotel's room types as the hotel form sends it: a name (the spec's shape: a comma list or
 * an array of names), or a row of the dialog with the record's id (a rename keeps it) and the
 * price per night and rooms of a new one. Out: `{id, name, basePrice, units}`, null for "not
 * given" — a name without a record becomes one at the hotel's price with NEW_ROOM_TYPE_UNITS
 * room(s) (lib/server/hotels/hotel-room-types.ts).
 */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (v === "" || v === undefined ? null : v), z.union([z.null(), schema]))
    .transform((v) => (v ?? null) as z.output<T> | null);
const hotelRoomRow = z.object({
  id: optionalNumber(whole("Unknown room type.", 1, 999_999_999)),
  name: text(2, MESSAGES.nameMin, 100),
  basePrice: optionalNumber(money(MESSAGES.basePrice, { min: 0, exclusive: true })),
  units: optionalNumber(units()),
});
export type HotelRoomTypeEntry = z.output<typeof hotelRoomRow>;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Left out (undefined) = "not given": a create makes none, an update keeps the hotel's records as they are. */
const hotelRoomTypes = z
  .union([
    z.string().max(MAX_TEXT, MESSAGES.tooLong),
    z.array(z.union([z.string().max(100, MESSAGES.tooLong), hotelRoomRow])),
  ])
  .transform((v) => {
    const entries = typeof v === "string" ? splitList(v, "commas") : v;
    return entries
      .map((e) => (typeof e === "string" ? { id: null, name: e.trim(), basePrice: null, units: null } : e))
      .filter((e) => e.name !== "");
  })
  .pipe(
    z
      .array(
        z.object({
          id: z.number().nullable(),
          name: text(2, MESSAGES.nameMin, 100),
          basePrice: z.number().nullable(),
          units: z.number().nullable(),
        }),
      )
      .max(MAX_ENTRIES, MESSAGES.tooMany)
      .superRefine((rows, ctx) => {
        rows.forEach((row, i) => {
          if (rows.findIndex((r) => sameName(r.name, row.name)) !== i)
            ctx.addIssue({ code: "custom", message: MESSAGES.roomTypeDuplicate, path: [i, "name"] });
        });
      }),
  )
  .optional();

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
  /** Names from the curated list (lib/catalogue/amenities.ts), stored in its spelling; a near-duplicate is refused naming the curated one. */
  amenities: list("commas")
    .superRefine((names, ctx) => {
      const problem = names.map(amenityProblem).find(Boolean);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((names) => [...new Set(names.map((n) => curatedAmenity(n) ?? n))]),
  additionalImages: imageList("commas"),
  roomTypes: hotelRoomTypes,
  checkInTime: time("Check-in time is required.").optional().default("15:00"),
  checkOutTime: time("Check-out time is required.").optional().default("11:00"),
  policies: optionalText(),
  /** Its own cancellation policy; null = its kind's default; left out = unchanged on update (the default on create). */
  cancellationPolicy: propertyPolicySchema.optional(),
  /** Its own rate plans; null = the default plans; left out = unchanged on update (the default on create). */
  ratePlans: ratePlansSchema.optional(),
});
export type HotelInput = z.output<typeof hotelSchema>;

export const roomTypeSchema = z.object({
  hotelId: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number({ error: MESSAGES.selectHotel })
      .int(MESSAGES.selectHotel)
      .positive(MESSAGES.selectHotel)
      .max(999_999_999, MESSAGES.selectHotel),
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
