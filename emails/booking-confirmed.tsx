import type { TemplateVariables } from "@/lib/email/templates";
import { BookingDetails } from "./booking-details";
import { Action, EmailLayout, P } from "./layout";

export default function BookingConfirmedEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`Your stay at ${v.hotelName ?? ""} is confirmed`}
      heading="Your booking is confirmed"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>Good news: your booking at {v.hotelName} is confirmed. We look forward to welcoming you.</P>
      <BookingDetails v={v} />
      <Action href={v.manageLink ?? ""}>View your booking</Action>
      {v.cancellationTerms ? <P>Cancellation terms: {v.cancellationTerms}</P> : null}
      <P>
        Plans changed? You can cancel from the same page until check-in; it shows what cancelling costs before you
        confirm.
      </P>
    </EmailLayout>
  );
}
