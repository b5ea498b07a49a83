import { z } from "./zod";
import { calendarDate, isCalendarDate } from "./common";
import { money, text, whole } from "./content";
import { nightsBetween } from "@/lib/pricing/dates";

/* A property's season (Settings › Pricing Rules and /api/seasons; docs/seasons.md). */

export const SEASON_MESSAGES = {
  property: "Please choose a property.",
  name: "Season name must be 2 to 80 characters.",
  startDate: "First night must be a valid date.",
  endDate: "Last night must be a valid date.",
  endAfterStart: "Last night must be on or after the first night.",
  tooLong: "A season spans at most 366 nights.",
  minNights: "Minimum stay must be a whole number of nights from 1 to 60.",
  percent: "Percentage must be a whole number from -90 to 400.",
  price: "Price must be a valid amount greater than 0.",
  noPrice: "Give at least one nightly price, or choose a percentage.",
} as const;

/** A season spans at most this many nights. */
export const MAX_SEASON_NIGHTS = 366;
/** A property has at most this many seasons. */
export const MAX_SEASONS_PER_PROPERTY = 100;

const optionalWhole = (message: string, min: number, max: number) =>
  z
    .union([z.literal(""), z.null(), whole(message, min, max)])
    .optional()
    .transform((v) => (typeof v === "number" ? v : null));

/** Room key ("base" for a guest house, a RoomType id for a hotel) → price; an empty entry keeps the base rate. */
const prices = z
  .record(
    z.string().regex(/^(base|[1-9]\d{0,8})$/, "Unknown room type."),
    z.union([z.literal(""), money(SEASON_MESSAGES.price, { min: 0, exclusive: true })]),
  )
  .optional()
  .default({})
  .refine((v: Record<string, unknown>) => Object.keys(v).length <= 50, "At most 50 room types.")
  .transform((v: Record<string, number | "">) =>
    Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === "number")),
  );

export const seasonSchema = z
  .object({
    propertyKind: z.enum(["hotel", "guest_house"], { error: SEASON_MESSAGES.property }),
    propertyId: whole(SEASON_MESSAGES.property, 1, 999_999_999),
    name: text(2, SEASON_MESSAGES.name, 80),
    startDate: calendarDate(SEASON_MESSAGES.startDate),
    endDate: calendarDate(SEASON_MESSAGES.endDate),
    minNights: optionalWhole(SEASON_MESSAGES.minNights, 1, 60),
    pricing: z.enum(["price", "percent"], { error: "Choose a nightly price or a percentage." }),
    percent: optionalWhole(SEASON_MESSAGES.percent, -90, 400),
    prices,
  })
  .superRefine((v, ctx) => {
    if (isCalendarDate(v.startDate) && isCalendarDate(v.endDate)) {
      if (v.endDate < v.startDate)
        ctx.addIssue({ code: "custom", message: SEASON_MESSAGES.endAfterStart, path: ["endDate"] });
      else if (nightsBetween(v.startDate, v.endDate) + 1 > MAX_SEASON_NIGHTS)
        ctx.addIssue({ code: "custom", message: SEASON_MESSAGES.tooLong, path: ["endDate"] });
    }
    if (v.pricing === "percent" && v.percent === null)
      ctx.addIssue({ code: "custom", message: SEASON_MESSAGES.percent, path: ["percent"] });
    if (v.pricing === "price" && Object.keys(v.prices).length === 0)
      ctx.addIssue({ code: "custom", message: SEASON_MESSAGES.noPrice, path: ["prices"] });
  })
  // One rule: a percentage season carries no prices, a price season no percentage.
  .transform(({ pricing, ...v }) => ({
    ...v,
    percent: pricing === "percent" ? v.percent : null,
    prices: pricing === "percent" ? {} : v.prices,
  }));
export type SeasonInput = z.output<typeof seasonSchema>;
export type SeasonFormValues = z.input<typeof seasonSchema>;

/** GET /api/seasons?propertyKind=hotel&propertyId=3 */
export const seasonListQuery = z.object({
  propertyKind: z.enum(["hotel", "guest_house"], { error: SEASON_MESSAGES.property }),
  propertyId: whole(SEASON_MESSAGES.property, 1, 999_999_999),
});

/** Settings › Pricing Rules' address: ?tab=pricing&seasonKind=hotel&seasonProperty=3 (anything else: no property chosen). */
export const seasonPanelParams = z.object({
  seasonKind: z.enum(["hotel", "guest_house"]),
  seasonProperty: whole(SEASON_MESSAGES.property, 1, 999_999_999),
});
