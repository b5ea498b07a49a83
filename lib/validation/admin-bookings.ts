import { z } from "./zod";
import { pagination } from "./common";
import { adminBookingKindSchema } from "./bookings";
import { ADMIN_BOOKING_SORTS, ADMIN_SEARCH_MAX, BOOKING_STATUSES, PAYMENT_STATUSES } from "@/lib/bookings/admin-query";
import type { BookingStatus, PaymentStatus } from "@/lib/types/bookings";

/** Search text: trimmed, at most ADMIN_SEARCH_MAX characters; empty means none. */
export const adminSearchText = z
  .string()
  .max(1000, `q must be at most ${ADMIN_SEARCH_MAX} characters.`)
  .transform((v) => v.trim())
  .pipe(z.string().max(ADMIN_SEARCH_MAX, `q must be at most ${ADMIN_SEARCH_MAX} characters.`))
  .transform((v) => v || undefined)
  .optional();

const statusValues = ["all", ...BOOKING_STATUSES] as [string, ...string[]];
const paymentValues = ["all", ...PAYMENT_STATUSES] as [string, ...string[]];

/** The filters of the admin booking lists (GET /api/bookings, GET /api/local-tourism/bookings, the CSV export). */
export const adminBookingFilters = z.object({
  q: adminSearchText,
  status: z
    .enum(statusValues, { error: `status must be one of ${BOOKING_STATUSES.join(", ")}.` })
    .optional()
    .transform((v) => (v === undefined || v === "all" ? undefined : (v as BookingStatus))),
  paymentStatus: z
    .enum(paymentValues, { error: `paymentStatus must be one of ${PAYMENT_STATUSES.join(", ")}.` })
    .optional()
    .transform((v) => (v === undefined || v === "all" ? undefined : (v as PaymentStatus))),
  kind: z
    .union([z.literal("all"), adminBookingKindSchema], { error: "kind must be hotel or guestHouse." })
    .optional()
    .transform((v) => (v === "all" ? undefined : v)),
  sort: z.enum(ADMIN_BOOKING_SORTS, { error: `sort must be one of ${ADMIN_BOOKING_SORTS.join(", ")}.` }).optional(),
});

/** `?q=&status=&paymentStatus=&kind=&sort=&limit=&offset=` of the admin booking lists. */
export const adminBookingListQuery = adminBookingFilters.extend(pagination.shape);

/** GET /api/email/logs: `?status=sent|failed|pending&limit=&offset=`. */
export const emailLogListQuery = pagination.extend({
  status: z
    .enum(["sent", "failed", "pending", "test"], { error: "status must be one of sent, failed, pending, test." })
    .optional(),
});
