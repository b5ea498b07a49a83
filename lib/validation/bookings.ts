import { z } from "./zod";
import { todayYmd } from "@/lib/pricing/dates";
import { MAX_BOOKING_GUESTS } from "@/lib/catalogue/guest-house-booking";
import { MAX_BOOKING_ROOMS } from "@/lib/catalogue/occupancy";
import { stripFormatCharacters } from "./names";
import { calendarDate, isCalendarDate } from "./common";
import { checkInTooFarMessage, isCheckInTooFar, isStayTooLong, stayTooLongMessage } from "@/lib/bookings/stay-limits";

export const LOOKUP_EMAIL_MESSAGE = "Please enter a valid email address";

/**
 * The e-mail of a booking look-up (GET /api/bookings/email/{email}): trimmed, lower-cased
 * (bookings store it so), at most 254 characters, a valid address.
 */
export const bookingLookupEmailSchema = z
  .string({ error: LOOKUP_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address to track your bookings.")
  .max(254, LOOKUP_EMAIL_MESSAGE)
  .pipe(z.email(LOOKUP_EMAIL_MESSAGE));

/*
 * Booking requests (spec §5), shared by the two wizards (zodResolver) and POST /api/bookings,
 * POST /api/local-tourism/bookings, so the browser and the server say the same messages.
 * Whatever else a client sends (a total, a status) is dropped: the server decides those.
 */

const customerName = z
  .string({ error: "Name must be at least 2 characters." })
  .overwrite(stripFormatCharacters)
  .trim()
  .min(2, "Name must be at least 2 characters.")
  .max(120, "Name must be at most 120 characters.");
const customerEmail = z
  .string({ error: "Please enter a valid email address." })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address.")
  .pipe(z.email("Please enter a valid email address."));
const customerPhone = z
  .string({ error: "Please enter a valid phone number." })
  .trim()
  .min(10, "Please enter a valid phone number.")
  .max(40, "Please enter a valid phone number.")
  .regex(/^[0-9+()\-.\s/]+$/, "Please enter a valid phone number.");
const specialRequests = z
  .string()
  .trim()
  .max(2000, "Please keep special requests under 2000 characters.")
  .optional()
  .default("");
/**
 * The rate plan chosen (lib/pricing/rate-plans.ts): its id, as the wizard lists the property's plans.
 * Left out (or empty): the property's default plan. A plan the property does not sell → 400 on the server.
 */
export const RATE_PLAN_MESSAGE = "Please choose a rate plan.";
const ratePlan = z
  .string({ error: RATE_PLAN_MESSAGE })
  .trim()
  .toLowerCase()
  .max(40, RATE_PLAN_MESSAGE)
  .optional()
  .transform((v) => (v ? v : undefined));
const whole = (message: string) => z.coerce.number({ error: message }).int(message);

export const CHECK_OUT_AFTER_CHECK_IN = "Check-out date must be after check-in date.";

/**
 * The stay's own rules: check-out after check-in, at most STAY_LIMITS.maxNights nights, and
 * check-in at most STAY_LIMITS.horizonDays ahead (lib/bookings/stay-limits.ts; today is UTC's).
 */
function checkOutAfterCheckIn<T extends Record<string, unknown>>(inKey: keyof T & string, outKey: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const a = value[inKey];
    const b = value[outKey];
    if (isCalendarDate(a) && isCheckInTooFar(a, todayYmd())) {
      ctx.addIssue({ code: "custom", message: checkInTooFarMessage(), path: [inKey] });
    }
    if (isCalendarDate(a) && isCalendarDate(b)) {
      if (b <= a) ctx.addIssue({ code: "custom", message: CHECK_OUT_AFTER_CHECK_IN, path: [outKey] });
      else if (isStayTooLong(a, b)) ctx.addIssue({ code: "custom", message: stayTooLongMessage(), path: [outKey] });
    }
  };
}

/** A hotel stay's party and room type (spec §5), also read from a search's address (./search.ts). */
export const adultsField = whole("At least 1 adult is required.")
  .min(1, "At least 1 adult is required.")
  .max(10, "Maximum 10 adults allowed.");
export const childrenField = whole("Maximum 6 children allowed.")
  .min(0, "Children cannot be negative.")
  .max(6, "Maximum 6 children allowed.");
/** Rooms of the room type booked together (issue 35, multi-room parties). */
export { MAX_BOOKING_ROOMS };
export const ROOMS_MESSAGE = `Please choose 1 to ${MAX_BOOKING_ROOMS} rooms.`;
export const ROOM_NEEDS_ADULT = "Each room needs at least one adult.";
export const roomsField = whole(ROOMS_MESSAGE).min(1, ROOMS_MESSAGE).max(MAX_BOOKING_ROOMS, ROOMS_MESSAGE);

/**
 * Each child's age at check-in (0–17), for the age exemptions of the destination's charges (the
 * Maldives' Green Tax spares children under 2: docs/pricing.md). Optional on the API (without ages,
 * children are charged like adults); when given, one age per child. The wizard asks for them.
 */
export const CHILD_AGE_MESSAGE = "Please give each child's age (0 to 17).";
export const childAgesField = z
  .array(
    z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      whole(CHILD_AGE_MESSAGE).min(0, CHILD_AGE_MESSAGE).max(17, CHILD_AGE_MESSAGE),
    ),
    {
      error: CHILD_AGE_MESSAGE,
    },
  )
  .max(6, CHILD_AGE_MESSAGE)
  .optional();

/** Ages given for some children but not all (or for children not booked). */
function anAgeForEachChild(value: { children?: unknown; childAges?: unknown }, ctx: z.RefinementCtx) {
  if (
    Array.isArray(value.childAges) &&
    typeof value.children === "number" &&
    value.childAges.length !== value.children
  ) {
    ctx.addIssue({ code: "custom", message: CHILD_AGE_MESSAGE, path: ["childAges"] });
  }
}

/** More rooms than adults: a room would have no adult in it. */
function adultInEveryRoom(value: { adults?: unknown; rooms?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.adults === "number" && typeof value.rooms === "number" && value.rooms > value.adults) {
    ctx.addIssue({ code: "custom", message: ROOM_NEEDS_ADULT, path: ["rooms"] });
  }
}
export const roomTypeField = z
  .string({ error: "Please select a room type." })
  .trim()
  .min(1, "Please select a room type.")
  .max(100, "Please select a room type.");

const hotelBookingFields = {
  customerName,
  customerEmail,
  customerPhone,
  hotelId: whole("Please select a hotel.").positive("Please select a hotel."),
  roomType: roomTypeField,
  checkIn: calendarDate("Please select a check-in date."),
  checkOut: calendarDate("Please select a check-out date."),
  adults: adultsField,
  children: childrenField.optional().default(0),
  childAges: childAgesField,
  rooms: roomsField.optional().default(1),
  specialRequests,
  ratePlan,
  promotionId: z
    .union([z.literal(""), z.null(), whole("Invalid promotion.").positive("Invalid promotion.")])
    .optional()
    .transform((v) => (typeof v === "number" ? v : null)),
};

export const ACCOUNT_PASSWORD_MESSAGE = "Password must be at least 6 characters";

/**
 * Spec §6: a guest's hotel booking may create an account. Opt-in, and the guest picks the password
 * (nothing is ever e-mailed in plain text); the welcome e-mail follows.
 */
const accountFields = {
  createAccount: z.boolean({ error: "createAccount must be true or false." }).optional().default(false),
  accountPassword: z
    .string({ error: ACCOUNT_PASSWORD_MESSAGE })
    .max(200, "Password must be at most 200 characters")
    .optional()
    .default(""),
};

function passwordWhenCreatingAccount(
  value: { createAccount?: boolean; accountPassword?: string },
  ctx: z.RefinementCtx,
) {
  if (value.createAccount && (value.accountPassword ?? "").length < 6) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_PASSWORD_MESSAGE, path: ["accountPassword"] });
  }
}

export const TERMS_MESSAGE = "You must agree to the terms and conditions.";

/**
 * Spec §5: the terms box must be ticked, on both forms. The server refuses a request without
 * `agreeToTerms: true` (the JSON boolean: not "true", not 1) with the same message (issue 21).
 */
const agreeToTerms = z.literal(true, { error: TERMS_MESSAGE });

/** POST /api/bookings: a hotel booking request, terms accepted. */
export const hotelBookingSchema = z
  .object({ ...hotelBookingFields, ...accountFields, agreeToTerms })
  .superRefine(checkOutAfterCheckIn("checkIn", "checkOut"))
  .superRefine(adultInEveryRoom)
  .superRefine(anAgeForEachChild)
  .superRefine(passwordWhenCreatingAccount);
export type HotelBookingData = z.output<typeof hotelBookingSchema>;

/**
 * The hotel wizard's form: exactly what the server checks (the terms box included).
 * @alias kept on purpose: bookings.test.ts checks the two names stay one schema
 */
export const hotelBookingFormSchema = hotelBookingSchema;

const guestHouseBookingFields = {
  tourismId: whole("Guest house ID is required.").positive("Guest house ID is required."),
  customerName,
  customerEmail,
  customerPhone,
  checkInDate: calendarDate("Please select a check-in date."),
  checkOutDate: calendarDate("Please select a check-out date."),
  guests: whole("At least 1 guest is required.")
    .min(1, "At least 1 guest is required.")
    .max(MAX_BOOKING_GUESTS, `Maximum ${MAX_BOOKING_GUESTS} guests allowed.`),
  roomType: z
    .string({ error: "Please select a room type." })
    .trim()
    .min(1, "Please select a room type.")
    .max(100, "Please select a room type."),
  mealPlan: z
    .string({ error: "Please select a meal plan." })
    .trim()
    .min(1, "Please select a meal plan.")
    .max(100, "Please select a meal plan."),
  specialRequests,
  ratePlan,
};

/** POST /api/local-tourism/bookings: a guest-house booking request, terms accepted. */
export const guestHouseBookingSchema = z
  .object({ ...guestHouseBookingFields, agreeToTerms })
  .superRefine(checkOutAfterCheckIn("checkInDate", "checkOutDate"));
export type GuestHouseBookingData = z.output<typeof guestHouseBookingSchema>;

/**
 * The guest-house wizard's form: exactly what the server checks (the terms box included).
 * @alias kept on purpose: bookings.test.ts checks the two names stay one schema
 */
export const guestHouseBookingFormSchema = guestHouseBookingSchema;

/*
 * Admin booking calls: GET /api/bookings (?kind=&limit=&offset=), PUT /api/bookings/{id}/status and
 * PUT /api/local-tourism/bookings/{id}/status (API contract, "Bookings" and "Lists").
 */

const BOOKING_STATUS_VALUES = ["pending", "confirmed", "cancelled", "completed"] as const;
const PAYMENT_STATUS_VALUES = ["pending", "paid", "failed", "refunded"] as const;

/** A booking id in a path: a UUID; anything else answers 400 before reaching the database. */
export const bookingIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid booking id.")
  .transform((v) => v.toLowerCase());

export const WAIVE_ONLY_WHEN_CANCELLING = "A cancellation fee can be waived only when cancelling.";

/** The reason an administrator gives for waiving a cancellation fee (the admin's cancel dialog and the status PUT). */
export const waiveFeeReasonSchema = z
  .string({ error: "The reason must be text." })
  .trim()
  .min(3, "Please give a reason for waiving the fee (at least 3 characters).")
  .max(500, "The reason must be at most 500 characters.");

export const bookingStatusChangeSchema = z
  .object({
    status: z
      .enum(BOOKING_STATUS_VALUES, { error: "Status must be one of pending, confirmed, cancelled, completed." })
      .optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUS_VALUES, { error: "Payment status must be one of pending, paid, failed, refunded." })
      .optional(),
    /** Optional precondition: the status the admin saw; if it changed meanwhile → 409 instead of applying. */
    expectedStatus: z
      .enum(BOOKING_STATUS_VALUES, { error: "expectedStatus must be one of pending, confirmed, cancelled, completed." })
      .optional(),
    /** Cancelling only: waive the cancellation fee, for this reason (logged with the fee it replaces). */
    waiveFeeReason: waiveFeeReasonSchema.optional(),
  })
  .refine((v) => v.status !== undefined || v.paymentStatus !== undefined, "Send a status, a paymentStatus or both.")
  .refine((v) => v.waiveFeeReason === undefined || v.status === "cancelled", {
    message: WAIVE_ONLY_WHEN_CANCELLING,
    path: ["waiveFeeReason"],
  });

/** `?kind=hotel|guestHouse` (guest_house is accepted too) on GET /api/bookings. */
export const adminBookingKindSchema = z
  .enum(["hotel", "guestHouse", "guest_house"], { error: "kind must be hotel or guestHouse." })
  .transform((v) => (v === "hotel" ? ("hotel" as const) : ("guest_house" as const)));

/**
 * What a manage link's page sends its server actions (cancel, confirm the e-mail address): the
 * reference and the link's tokens, bounded. Anything else is a link that names no booking.
 */
export const manageLinkSchema = z.object({
  reference: z.string().trim().min(1).max(20),
  token: z.string().min(1).max(200),
  confirm: z.string().max(200).optional(),
});
