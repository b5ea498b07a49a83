import { z } from "./zod";
import { MESSAGES, MAX_TEXT, imageUrl, money, number, optionalText, text, whole } from "./content";

/* The promotion form (admin dashboard). */

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => YMD.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const date = (message: string) => z.string({ error: message }).trim().refine(isRealDate, message);

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
