import { z } from "./zod";
import { addDays, todayYmd } from "@/lib/pricing/dates";
import { latestCheckOut } from "@/lib/bookings/stay-limits";
import { calendarDate, numericId } from "./common";

const ymd = (name: string) =>
  calendarDate(`${name} must be a real date as yyyy-MM-dd.`, `${name} is required (yyyy-MM-dd).`);

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
  .refine((q) => q.to > q.from, { message: "to must be after from.", path: ["to"] })
  // The bookable window (lib/bookings/stay-limits): nothing beyond the last possible check-out, and
  // nothing that ended before yesterday (UTC: a guest west of UTC may still be on it).
  .refine((q) => q.to <= latestCheckOut(todayYmd()), {
    message: "Availability is only shown up to the last day a stay can be booked (check-in at most a year ahead).",
    path: ["to"],
  })
  .refine((q) => q.to > addDays(todayYmd(), -1), {
    message: "Availability is only shown from today on.",
    path: ["from"],
  });
