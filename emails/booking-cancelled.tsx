import type { TemplateVariables } from "@/lib/email/templates";
import { BookingDetails } from "./booking-details";
import { Action, EmailLayout, P } from "./layout";

export default function BookingCancelledEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Booking ${v.bookingId ?? ""} is cancelled`}
      heading="Your booking is cancelled"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        Your booking at {v.hotelName} has been cancelled.{" "}
        {v.cancellationFee
          ? `The cancellation fee under your booking's terms is ${v.cancellationFee}. If you paid, we refund what you paid less this fee.`
          : null}
      </P>
      <BookingDetails v={v} />
      <P>We hope to welcome you another time.</P>
      <Action href={v.websiteUrl ?? ""}>Find another stay</Action>
    </EmailLayout>
  );
}
