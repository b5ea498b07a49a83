import "server-only";

/**
 * A stored booking as the API shows it: to its creator (the POST reply, the manage page), in the
 * admin lists, and in a customer's list (display fields only). The fields both kinds share are
 * written once here; each kind adds its own names (hotelId / tourismId, checkIn / checkInDate…) in
 * the places the contract's shapes have them (lib/types/bookings.ts).
 */
import type {
  AdminGuestHouseBooking,
  AdminHotelBooking,
  BookingStatus,
  GuestHouseBookingDTO,
  GuestHouseBookingSummary,
  HotelBookingDTO,
  HotelBookingSummary,
  PaymentStatus,
} from "@/lib/types/bookings";
import { nightsBetween } from "@/lib/pricing/dates";
import { parseTerms } from "@/lib/policies/cancellation";
import { fromCents, toCents } from "@/lib/pricing/money";
import { parseTaxLines } from "@/lib/pricing/taxes";
import { storedPriceBreakdown } from "@/lib/bookings/tax-lines";
import { bookingRatePlan } from "@/lib/bookings/rate-plan-view";
import { parseNightLines } from "@/lib/pricing/seasons";
import { iso, money, ymd } from "../catalogue/serialize";
import { manageUrl } from "./manage-token";
import type { StayRequestBase } from "./kinds/kind";

type Decimalish = { toString(): string } | number;

/** The columns both booking tables have under the same names. */
interface SharedRow extends StayRequestBase {
  id: string;
  reference: string;
  userId: string | null;
  nightlyRate: Decimalish;
  totalPrice: Decimalish;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  updatedAt: Date;
  cancellationTerms: unknown;
  cancellationFee: Decimalish | null;
  cancelledAt: Date | null;
  /** Admin views only: the reason a fee was waived. */
  cancellationFeeWaiver?: string | null;
  /** Admin views only: USD received and given back online (docs/payments.md). */
  amountPaid?: Decimalish;
  amountRefunded?: Decimalish;
  /** The nights as charged (JSON, lib/pricing/seasons.ts NightLine); absent on rows read without it. */
  nightLines?: unknown;
  /** The taxes and charges as charged (JSON, lib/pricing/taxes.ts TaxLine); absent on rows read without it. */
  taxLines?: unknown;
  /** The rate plan as sold (JSON, lib/pricing/rate-plans.ts RatePlan); absent on rows read without it. */
  ratePlan?: unknown;
}

/** A booking's DTO: the shared fields around the kind's property fields and stay fields. */
function bookingDTO<Property extends object, StayFields extends object>(
  row: SharedRow,
  property: Property,
  stay: StayFields,
) {
  return {
    id: row.id,
    reference: row.reference,
    ...property,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    ...stay,
    specialRequests: row.specialRequests,
    nightlyRate: money(row.nightlyRate),
    totalPrice: money(row.totalPrice),
    nightLines:
      parseNightLines(row.nightLines)?.map((l) => ({ date: l.date, price: fromCents(l.cents), season: l.season })) ??
      null,
    priceBreakdown: storedPriceBreakdown(toCents(row.totalPrice), parseTaxLines(row.taxLines)),
    ratePlan: bookingRatePlan(row.ratePlan),
    status: row.status,
    paymentStatus: row.paymentStatus,
    manageUrl: manageUrl(row.reference, row.id),
    cancellationTerms: parseTerms(row.cancellationTerms),
    cancellationFee: row.cancellationFee === null ? null : money(row.cancellationFee),
    cancelledAt: row.cancelledAt ? iso(row.cancelledAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface HotelBookingRow extends SharedRow {
  hotelId: number | null;
  hotelName: string;
  promotionId: number | null;
  roomType: string;
  checkIn: Date;
  checkOut: Date;
  adults: number;
  children: number;
  rooms: number;
}

export function toHotelBookingDTO(row: HotelBookingRow): HotelBookingDTO {
  const checkIn = ymd(row.checkIn);
  const checkOut = ymd(row.checkOut);
  return bookingDTO(
    row,
    { hotelId: row.hotelId, hotelName: row.hotelName, promotionId: row.promotionId },
    {
      roomType: row.roomType,
      checkIn,
      checkOut,
      nights: nightsBetween(checkIn, checkOut),
      adults: row.adults,
      children: row.children,
      rooms: row.rooms,
    },
  );
}

export interface GuestHouseBookingRow extends SharedRow {
  guestHouseId: number | null;
  guestHouseTitle: string;
  checkInDate: Date;
  checkOutDate: Date;
  guests: number;
  roomType: string;
  mealPlan: string;
}

export function toGuestHouseBookingDTO(row: GuestHouseBookingRow): GuestHouseBookingDTO {
  const checkInDate = ymd(row.checkInDate);
  const checkOutDate = ymd(row.checkOutDate);
  return bookingDTO(
    row,
    { tourismId: row.guestHouseId, guestHouseTitle: row.guestHouseTitle },
    {
      checkInDate,
      checkOutDate,
      nights: nightsBetween(checkInDate, checkOutDate),
      guests: row.guests,
      roomType: row.roomType,
      mealPlan: row.mealPlan,
    },
  );
}

/** A hotel booking row as the admin lists show it. */
export function toAdminHotelBooking(row: HotelBookingRow): AdminHotelBooking {
  const dto = toHotelBookingDTO(row);
  return {
    ...dto,
    cancellationFeeWaiver: row.cancellationFeeWaiver ?? null,
    amountPaid: money(row.amountPaid ?? 0),
    amountRefunded: money(row.amountRefunded ?? 0),
    kind: "hotel",
    propertyId: dto.hotelId,
    propertyName: dto.hotelName,
    guests: dto.adults + dto.children,
  };
}

/** A guest-house booking row as the admin lists show it. */
export function toAdminGuestHouseBooking(row: GuestHouseBookingRow): AdminGuestHouseBooking {
  const dto = toGuestHouseBookingDTO(row);
  return {
    ...dto,
    cancellationFeeWaiver: row.cancellationFeeWaiver ?? null,
    amountPaid: money(row.amountPaid ?? 0),
    amountRefunded: money(row.amountRefunded ?? 0),
    kind: "guest_house",
    propertyId: dto.tourismId,
    propertyName: dto.guestHouseTitle,
    checkIn: dto.checkInDate,
    checkOut: dto.checkOutDate,
  };
}

/** The columns a customer's list reads of either table (only what a guest may see). */
interface SummaryRow {
  id: string;
  reference: string;
  totalPrice: Decimalish;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

/** A customer's list entry: the shared display fields around the kind's own. */
function summary<Kind extends string, Own extends object>(
  row: SummaryRow,
  head: {
    kind: Kind;
    propertyId: number | null;
    propertyName: string;
    location: string | null;
    checkIn: Date;
    checkOut: Date;
    guests: number;
  },
  own: Own,
) {
  const checkIn = ymd(head.checkIn);
  const checkOut = ymd(head.checkOut);
  return {
    id: row.id,
    reference: row.reference,
    kind: head.kind,
    propertyId: head.propertyId,
    propertyName: head.propertyName,
    location: head.location,
    checkIn,
    checkOut,
    nights: nightsBetween(checkIn, checkOut),
    guests: head.guests,
    ...own,
    totalPrice: money(row.totalPrice),
    status: row.status,
    paymentStatus: row.paymentStatus,
    createdAt: iso(row.createdAt),
  };
}

/** The SummaryRow columns, read of either table. */
const SUMMARY_COLUMNS = {
  id: true,
  reference: true,
  totalPrice: true,
  status: true,
  paymentStatus: true,
  createdAt: true,
} as const;

// Only the columns a guest may see are read, so nothing else can leak into a customer's list.
export const HOTEL_SUMMARY_SELECT = {
  ...SUMMARY_COLUMNS,
  hotelId: true,
  hotelName: true,
  roomType: true,
  checkIn: true,
  checkOut: true,
  adults: true,
  children: true,
  rooms: true,
  hotel: { select: { location: true } },
} as const;

export const GUEST_HOUSE_SUMMARY_SELECT = {
  ...SUMMARY_COLUMNS,
  guestHouseId: true,
  guestHouseTitle: true,
  roomType: true,
  mealPlan: true,
  checkInDate: true,
  checkOutDate: true,
  guests: true,
  guestHouse: { select: { location: true } },
} as const;

export function toHotelSummary(
  b: SummaryRow & {
    hotelId: number | null;
    hotelName: string;
    roomType: string;
    checkIn: Date;
    checkOut: Date;
    adults: number;
    children: number;
    rooms: number;
    hotel: { location: string } | null;
  },
): HotelBookingSummary {
  return summary(
    b,
    {
      kind: "hotel",
      propertyId: b.hotelId,
      propertyName: b.hotelName,
      location: b.hotel?.location ?? null,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      guests: b.adults + b.children,
    },
    { adults: b.adults, children: b.children, rooms: b.rooms, roomType: b.roomType },
  );
}

export function toGuestHouseSummary(
  b: SummaryRow & {
    guestHouseId: number | null;
    guestHouseTitle: string;
    roomType: string;
    mealPlan: string;
    checkInDate: Date;
    checkOutDate: Date;
    guests: number;
    guestHouse: { location: string } | null;
  },
): GuestHouseBookingSummary {
  return summary(
    b,
    {
      kind: "guest_house",
      propertyId: b.guestHouseId,
      propertyName: b.guestHouseTitle,
      location: b.guestHouse?.location ?? null,
      checkIn: b.checkInDate,
      checkOut: b.checkOutDate,
      guests: b.guests,
    },
    { roomType: b.roomType, mealPlan: b.mealPlan },
  );
}
