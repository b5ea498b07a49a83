import { z } from "./zod";
import { calendarDate, isCalendarDate } from "./common";
import { MESSAGES, MAX_TEXT, imageUrl, money, number, optionalText, text, whole } from "./content";

/* The promotion form (admin dashboard). */

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
    validFrom: calendarDate(MESSAGES.validFrom),
    validUntil: calendarDate(MESSAGES.validUntil),
    terms: optionalText(),
    maxBookings: whole(MESSAGES.maxBookings, 0).optional().default(0),
    hotelId: z
      .union([z.literal(""), z.null(), whole(MESSAGES.selectHotel, 1)])
      .optional()
      .transform((v) => (typeof v === "number" ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (isCalendarDate(v.validFrom) && isCalendarDate(v.validUntil) && v.validUntil < v.validFrom) {
      ctx.addIssue({ code: "custom", message: MESSAGES.validUntilAfter, path: ["validUntil"] });
    }
  });
export type PromotionInput = z.output<typeof promotionSchema>;
