import type { TemplateVariables } from "@/lib/email/templates";
import { BookingDetails } from "./booking-details";
import { Action, EmailLayout, P } from "./layout";

export default function PaymentRequestEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout preview={`Payment of ${v.totalPrice ?? ""} for booking ${v.bookingId ?? ""}`} heading="Payment required" websiteUrl={v.websiteUrl ?? ""}>
      <P>Dear {v.customerName},</P>
      <P>
        To secure your stay at {v.hotelName}, please complete the payment of {v.totalPrice}.
      </P>
      <BookingDetails v={v} />
      <Action href={v.paymentLink ?? ""}>Pay for your booking</Action>
      <P>If you have already paid, please ignore this message.</P>
    </EmailLayout>
  );
}
