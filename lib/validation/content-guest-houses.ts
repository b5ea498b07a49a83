import { z } from "./zod";
import { ratePlansSchema } from "./rate-plans";
import { propertyPolicySchema } from "@/lib/policies/cancellation";
import { MAX_UNITS } from "@/lib/availability/inventory";
import { MAX_BOOKING_GUESTS } from "@/lib/catalogue/guest-house-booking";
import {
  MAX_ENTRIES,
  MAX_TEXT,
  MESSAGES,
  imageList,
  imageUrl,
  money,
  number,
  optionalText,
  splitList,
  text,
  time,
  units,
  whole,
} from "./content";

/* Guest houses (local tourism): the admin dialog's form and its presets. */

const priceOption = z.object({
  name: z.string({ error: MESSAGES.optionName }).trim().min(1, MESSAGES.optionName).max(100, MESSAGES.tooLong),
  price: number(MESSAGES.optionPrice).refine((n) => n <= 1_000_000, MESSAGES.optionPrice),
});

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
    .array(
      z.object({
        name: z.string().optional().default(""),
        price: z.unknown(),
        units: z.unknown().optional(),
        id: z.unknown().optional(),
      }),
      { error: requiredMessage },
    )
    .transform((rows) => rows.filter((r) => r.name.trim() !== ""))
    .pipe(z.array(roomOption).min(1, requiredMessage).max(MAX_ENTRIES, MESSAGES.tooMany));

const toEntries = (v: string | string[]) =>
  Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitList(v, "lines");

/** A required list, one entry per line (activities, facilities): at least 5 characters in all. */
const requiredLines = (message: string) =>
  z
    .union([z.array(z.string()), z.string()], { error: message })
    .refine((v) => (Array.isArray(v) ? v.join("\n") : v).trim().length >= 5, message)
    .transform(toEntries)
    .pipe(z.array(z.string().max(300, MESSAGES.tooLong)).max(MAX_ENTRIES, MESSAGES.tooMany));

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
    activities: requiredLines(MESSAGES.activities),
    facilities: requiredLines(MESSAGES.facilities),
    mainImage: imageUrl,
    galleryImages: imageList("lines"),
    roomTypes: roomOptions(MESSAGES.roomTypesRequired),
    mealPlans: priceOptions(MESSAGES.mealPlansRequired),
    maxGuests: z
      .union([z.literal(""), z.null(), whole(MESSAGES.maxGuests, 1, MAX_BOOKING_GUESTS)])
      .optional()
      .transform((v) => (typeof v === "number" ? v : null)),
    /** Resort day visits: guests a day; empty = the default (lib/availability). */
    dailyCapacity: z
      .preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        whole(MESSAGES.dailyCapacity, 1, MAX_UNITS).optional(),
      )
      .transform((v) => v ?? null),
    minimumStay: whole(MESSAGES.minimumStay, 1, 365).optional().default(1),
    policies: optionalText(),
    /** Its own cancellation policy; null = its kind's default; left out = unchanged on update (the default on create). */
    cancellationPolicy: propertyPolicySchema.optional(),
    /** Its own rate plans; null = the default plans; left out = unchanged on update (the default on create). */
    ratePlans: ratePlansSchema.optional(),
    isActive: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    // A room type may lower the night (the spec's Dormitory preset is -30), never below zero;
    // a meal plan is never negative.
    v.roomTypes.forEach((r, i) => {
      if (r.price < 0 && r.price + v.pricePerNight < 0)
        ctx.addIssue({ code: "custom", message: MESSAGES.roomOptionPrice, path: ["roomTypes", i, "price"] });
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
