import type { AdminGuestHouseBooking, AdminHotelBooking } from "@/lib/types/bookings";
import { toGuestHouseBookingDTO, toHotelBookingDTO, type GuestHouseBookingRow, type HotelBookingRow } from "./booking-dto";

/** A hotel booking row as the admin lists show it. */
export function toAdminHotelBooking(row: HotelBookingRow): AdminHotelBooking {
  const dto = toHotelBookingDTO(row);
  return { ...dto, kind: "hotel", propertyId: dto.hotelId, propertyName: dto.hotelName, guests: dto.adults + dto.children };
}

/** A guest-house booking row as the admin lists show it. */
export function toAdminGuestHouseBooking(row: GuestHouseBookingRow): AdminGuestHouseBooking {
  const dto = toGuestHouseBookingDTO(row);
  return {
    ...dto,
    kind: "guest_house",
    propertyId: dto.tourismId,
    propertyName: dto.guestHouseTitle,
    checkIn: dto.checkInDate,
    checkOut: dto.checkOutDate,
  };
}
