import type { GuestHouseBookingDTO, HotelBookingDTO } from "@/lib/types/bookings";
import { nightsBetween } from "@/lib/pricing/dates";
import { iso, money, ymd } from "../catalogue/serialize";
import { manageUrl } from "./manage-token";

type Decimalish = { toString(): string } | number;

export interface HotelBookingRow {
  id: string;
  reference: string;
  hotelId: number | null;
  hotelName: string;
  promotionId: number | null;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  roomType: string;
  checkIn: Date;
  checkOut: Date;
  adults: number;
  children: number;
  specialRequests: string;
  nightlyRate: Decimalish;
  totalPrice: Decimalish;
  status: HotelBookingDTO["status"];
  paymentStatus: HotelBookingDTO["paymentStatus"];
  createdAt: Date;
  updatedAt: Date;
}

export function toHotelBookingDTO(row: HotelBookingRow): HotelBookingDTO {
  const checkIn = ymd(row.checkIn);
  const checkOut = ymd(row.checkOut);
  return {
    id: row.id,
    reference: row.reference,
    hotelId: row.hotelId,
    hotelName: row.hotelName,
    promotionId: row.promotionId,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    roomType: row.roomType,
    checkIn,
    checkOut,
    nights: nightsBetween(checkIn, checkOut),
    adults: row.adults,
    children: row.children,
    specialRequests: row.specialRequests,
    nightlyRate: money(row.nightlyRate),
    totalPrice: money(row.totalPrice),
    status: row.status,
    paymentStatus: row.paymentStatus,
    manageUrl: manageUrl(row.reference, row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface GuestHouseBookingRow {
  id: string;
  reference: string;
  guestHouseId: number | null;
  guestHouseTitle: string;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  checkInDate: Date;
  checkOutDate: Date;
  guests: number;
  roomType: string;
  mealPlan: string;
  specialRequests: string;
  nightlyRate: Decimalish;
  totalPrice: Decimalish;
  status: GuestHouseBookingDTO["status"];
  paymentStatus: GuestHouseBookingDTO["paymentStatus"];
  createdAt: Date;
  updatedAt: Date;
}

export function toGuestHouseBookingDTO(row: GuestHouseBookingRow): GuestHouseBookingDTO {
  const checkInDate = ymd(row.checkInDate);
  const checkOutDate = ymd(row.checkOutDate);
  return {
    id: row.id,
    reference: row.reference,
    tourismId: row.guestHouseId,
    guestHouseTitle: row.guestHouseTitle,
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    checkInDate,
    checkOutDate,
    nights: nightsBetween(checkInDate, checkOutDate),
    guests: row.guests,
    roomType: row.roomType,
    mealPlan: row.mealPlan,
    specialRequests: row.specialRequests,
    nightlyRate: money(row.nightlyRate),
    totalPrice: money(row.totalPrice),
    status: row.status,
    paymentStatus: row.paymentStatus,
    manageUrl: manageUrl(row.reference, row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
