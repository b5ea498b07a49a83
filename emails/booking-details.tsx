import type { TemplateVariables } from "@/lib/email/templates";
import { Details } from "./layout";

/** The stay as every booking e-mail shows it (a cancelled one with the fee recorded). */
export function BookingDetails({ v }: { v: TemplateVariables }) {
  return (
    <Details
      rows={[
        ["Booking reference", v.bookingId],
        ["Property", v.hotelName],
        ["Room", v.roomType],
        ["Check-in", v.checkInDate],
        ["Check-out", v.checkOutDate],
        ["Nights", v.nights],
        ["Guests", v.guests],
        ["Rate plan", v.ratePlan],
        ["Room rate", v.roomPrice],
        ["Taxes and charges", v.taxesAndCharges],
        ["Total", v.totalPrice],
        ["Cancellation fee", v.cancellationFee],
      ]}
    />
  );
}
