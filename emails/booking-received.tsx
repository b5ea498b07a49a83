import type { TemplateVariables } from "@/lib/email/templates";
import { PENDING_FREE_SENTENCE } from "@/lib/policies/cancellation";
import { BookingDetails } from "./booking-details";
import { Action, EmailLayout, P } from "./layout";

export default function BookingReceivedEmail({ v }: { v: TemplateVariables }) {
  return (
    <EmailLayout
      preview={`We received your booking request ${v.bookingId ?? ""}`}
      heading="We received your booking request"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        Thank you for booking with us. Your request for {v.hotelName} is pending: we are checking availability and will
        confirm it by e-mail shortly. Nothing is charged until then.
      </P>
      <BookingDetails v={v} />
      {v.confirmEmailLink ? (
        <>
          {v.holdUntil ? (
            <P>
              Please confirm your e-mail address by {v.holdUntil}: until you do, we hold the room for your request only
              until then. Once confirmed, we hold it while we check availability.
            </P>
          ) : (
            <P>
              Please confirm your e-mail address: until you do, we hold the room for your request for a short time only.
              Once confirmed, we hold it while we check availability.
            </P>
          )}
          <Action href={v.confirmEmailLink}>Confirm your e-mail address</Action>
        </>
      ) : null}
      {v.cancellationTerms ? <P>Cancellation terms: {v.cancellationTerms}</P> : null}
      <P>{PENDING_FREE_SENTENCE} You can see your booking, or cancel it, until check-in:</P>
      <Action href={v.manageLink ?? ""}>View your booking</Action>
    </EmailLayout>
  );
}
