import type { CancellationTerms } from "@/lib/policies/cancellation";
/**
 * Bookings as the API shows them to a guest (GET /api/bookings/email/{email}): display fields
 * only — never the phone number, special requests or user id. Dates "yyyy-MM-dd", timestamps
 * ISO 8601, money a USD number with at most 2 decimals.
 */

export type BookingStatus = "pending" | "confirmed" | "cancelled" | "completed";
export type PaymentStatus = "pending" | "paid" | "failed" | "refunded";
export type BookingKind = "hotel" | "guest_house";

interface BookingSummaryBase {
  id: string;
  /** Short human reference, e.g. MV-7K3Q9P or GH-7K3Q9P. */
  reference: string;
  kind: BookingKind;
  /** The hotel's or guest house's id; null once it has been deleted. */
  propertyId: number | null;
  /** The hotel name or guest-house title, as copied onto the booking. */
  propertyName: string;
  /** The property's location while it still exists, else null. */
  location: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Everyone staying (for a hotel: adults + children). */
  guests: number;
  roomType: string;
  totalPrice: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  /**
   * The booking's signed manage link (/booking/{reference}?token=…). Only for its owner: the
   * account's own lists and the tab that made it — never on the e-mail look-up, where anyone who
   * knows an address could otherwise cancel its bookings.
   */
  manageUrl?: string;
}

export interface HotelBookingSummary extends BookingSummaryBase {
  kind: "hotel";
  adults: number;
  children: number;
  /** Rooms of the room type booked together (1 for a single room). */
  rooms: number;
}

export interface GuestHouseBookingSummary extends BookingSummaryBase {
  kind: "guest_house";
  mealPlan: string;
}

/** One entry of the e-mail look-up's array (newest first). */
export type BookingSummary = HotelBookingSummary | GuestHouseBookingSummary;

/** One night of a booking as charged: its date (the evening of arrival), one room's price in USD, and its season. */
export interface BookingNight {
  date: string;
  price: number;
  season: string | null;
}

/** One charge as shown: its name, what it was computed on, and its amount in USD. */
export interface TaxLineView {
  label: string;
  detail: string;
  amount: number;
}

/** A booking's price split: the room rate of every night of every room, each charge, and what the guest pays. */
export interface PriceBreakdown {
  /** USD: the rate of every night of every room (after seasons and any offer). */
  roomTotal: number;
  taxes: TaxLineView[];
  /** USD: the sum of `taxes`. */
  taxesTotal: number;
  /** USD: roomTotal + taxesTotal, the booking's totalPrice. */
  total: number;
}

/** The rate plan a booking was sold under, as it was then (lib/pricing/rate-plans.ts). */
export interface BookingRatePlan {
  id: string;
  name: string;
  /** "property": the property's cancellation policy (the booking's `cancellationTerms`); "nonRefundable": nothing is refunded. */
  cancellation: "property" | "nonRefundable";
  /** Percent off each night's rate. */
  discountPercent: number;
  board: "room_only" | "breakfast" | "half_board";
  /** USD per room per night for the board (0 when room only); part of each night's price. */
  boardPrice: number;
}

/** The fields of a booking as its creator sees it that both kinds share (the contract puts each kind's own among them). */
interface BookingDTOBase {
  id: string;
  reference: string;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  roomType: string;
  nights: number;
  specialRequests: string;
  /** USD per night charged: a hotel's after any promotion; a guest house's base + room type + meal plan. */
  nightlyRate: number;
  totalPrice: number;
  /** One room's price each night as charged (seasons, offer), in order; null for a booking made before nights were stored. */
  nightLines: BookingNight[] | null;
  /** What totalPrice is made of: the room rate and each destination tax and charge (docs/pricing.md); null for a booking made before taxes were charged. */
  priceBreakdown: PriceBreakdown | null;
  /** The rate plan it was sold under; null for a booking made before rate plans (its property's policy at the room rate). */
  ratePlan: BookingRatePlan | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Where the guest sees and can cancel this booking without an account (signed link). */
  manageUrl: string;
  /** The cancellation terms it was sold under (lib/policies/cancellation.ts); null for a booking made before they were stored (its kind's default applies). */
  cancellationTerms: CancellationTerms | null;
  /** USD charged for cancelling it, fixed when it was cancelled; null while it is not cancelled. */
  cancellationFee: number | null;
  /** When it was cancelled (ISO 8601), or null. */
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A booking POST's `hold`: until when the pending request holds its room (ISO 8601, UTC), as
 * stored; `emailConfirmed` false while the short hold of an unconfirmed address applies (confirming
 * from the booking-received e-mail extends it).
 */
export interface BookingHold {
  until: string;
  emailConfirmed: boolean;
}

/** A hotel booking as its creator sees it (POST /api/bookings reply, the manage page). */
export interface HotelBookingDTO extends BookingDTOBase {
  hotelId: number | null;
  hotelName: string;
  promotionId: number | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** Rooms of the room type booked together (issue 35: a multi-room party), each at `nightlyRate`; totalPrice = nightlyRate × nights × rooms. */
  rooms: number;
}

/** A guest-house booking as its creator sees it (POST /api/local-tourism/bookings reply, the manage page). */
export interface GuestHouseBookingDTO extends BookingDTOBase {
  /** The spec's tourismId. */
  tourismId: number | null;
  guestHouseTitle: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  mealPlan: string;
}

/**
 * A booking in the admin lists (GET /api/bookings, GET /api/local-tourism/bookings): every field
 * of the booking, plus the fields both kinds share (`kind`, `propertyName`, `checkIn`, `checkOut`,
 * `guests`) so one list can show them side by side.
 */
/** What only the admin views show of a cancellation: an administrator's reason for waiving its fee (null when not waived). */
interface AdminCancellation {
  cancellationFeeWaiver: string | null;
  /** USD received and given back through the payment provider (docs/payments.md); 0 without online payments. */
  amountPaid: number;
  amountRefunded: number;
}
export type AdminHotelBooking = HotelBookingDTO &
  AdminCancellation & { kind: "hotel"; propertyId: number | null; propertyName: string; guests: number };
export type AdminGuestHouseBooking = GuestHouseBookingDTO &
  AdminCancellation & {
    kind: "guest_house";
    propertyId: number | null;
    propertyName: string;
    checkIn: string;
    checkOut: string;
  };
export type AdminBooking = AdminHotelBooking | AdminGuestHouseBooking;
