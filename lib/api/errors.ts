/**
 * The API's error body (docs: api-contract.md, "Shape of every reply") and the machine-readable
 * reasons a reply may carry beside its sentence. Pure: the server throws with a reason
 * (`AppError`), the browser decides by it (`lib/api/client.ts`); nobody compares message text.
 */
export const API_ERROR_REASONS = [
  /** 409: a night of the stay (or the day visit's capacity) is taken; `alternatives` follows. */
  "not_available",
  /** 409: the offer's places (`maxBookings`) are all taken. */
  "offer_fully_booked",
  /** 400: the party does not fit: a hotel room type's maxOccupancy (adults + children; `fits` names the room types that do) or a guest house's maxGuests. */
  "over_occupancy",
  /** 409: the e-mail's pending requests already hold the most nights allowed. */
  "too_many_held_nights",
  /** 409: a room type still held by bookings cannot be removed or moved; `roomType`, `firstHeldNight`. */
  "room_type_has_bookings",
  /** 409: lowering units (or a day visit's capacity) below what is booked on a night. */
  "units_below_booked",
  /** 409: the manage link's time is over. */
  "link_expired",
  /** 409: confirming a request whose room type was removed meanwhile. */
  "room_type_removed",
  /** 409: confirming a request whose hold lapsed and whose room is gone. */
  "hold_expired",
  /** 409: the booking's status changed since it was read; `currentStatus`. */
  "status_changed_meanwhile",
  /** 409: the status rules do not allow this move; `currentStatus`. */
  "status_move_not_allowed",
  /** 409: a hotel with bookings or room types; `relatedRecords`, `canForceDelete`. */
  "has_related_records",
  /** 502: the SMTP server refused the username or password. */
  "smtp_auth_failed",
  /** 503: the instance has more booking requests than it can take now; try again after `Retry-After`. */
  "busy",
  /** 409: the site takes no online payments (no provider configured). */
  "payments_disabled",
  /** 409: nothing is due on this booking now (paid, cancelled, or nothing asked when booking). */
  "nothing_due",
] as const;

export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

export function isApiErrorReason(value: unknown): value is ApiErrorReason {
  return typeof value === "string" && (API_ERROR_REASONS as readonly string[]).includes(value);
}

/** Every error reply: `error` and `message` carry the same sentence; `details` maps fields to messages. */
export interface ApiErrorBody {
  error: string;
  message: string;
  details?: Record<string, string[]>;
  reason?: ApiErrorReason;
  /** What some replies add (a 409's `alternatives`, a hotel delete's `relatedRecords`…). */
  [extra: string]: unknown;
}
