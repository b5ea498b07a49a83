import { z } from "./zod";
import { MESSAGES, MAX_TEXT, imageUrl, list, money, optionalText, text, whole } from "./content";

/* The destination form (admin dashboard). */

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
