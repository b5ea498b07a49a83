import { z } from "./zod";
import { parseYmd } from "@/lib/pricing/dates";
import { numericId } from "./common";

const ymd = (name: string) =>
  z
    .string({ error: `${name} is required (yyyy-MM-dd).` })
    .refine((v) => parseYmd(v) !== null, `${name} must be a real date as yyyy-MM-dd.`);

/**
 * GET /api/availability?kind=hotel|guest_house&propertyId=1&from=yyyy-MM-dd&to=yyyy-MM-dd:
 * free units per room type and night over [from, to) (`to` is a check-out date).
 */
export const availabilityQuerySchema = z
  .object({
    kind: z.enum(["hotel", "guest_house"], { error: "kind must be hotel or guest_house." }),
    propertyId: z.string({ error: "propertyId is required." }).pipe(numericId("property")),
    from: ymd("from"),
    to: ymd("to"),
  })
  .refine((q) => q.to > q.from, { message: "to must be after from.", path: ["to"] });

export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
