import type { TemplateVariables } from "@/lib/email/templates";
import { BookingDetails } from "./booking-details";
import { Action, EmailLayout, P } from "./layout";

/**
 * The payment request. With online payments (an administrator's 'Send Payment Link', docs/payments.md)
 * it asks for `amountDue` and links to the site's payment page for it (`paymentLink`), which opens the
 * provider's secure page. Without, the site takes no online payment: the e-mail says how to pay (the
 * administrator's instructions, Settings › General) and links to the booking's manage page, which
 * says the same — never to a payment page (docs/email.md).
 */
export default function PaymentRequestEmail({ v }: { v: TemplateVariables }) {
  if (v.amountDue) {
    return (
      <EmailLayout
        preview={`Payment of ${v.amountDue} for booking ${v.bookingId ?? ""}`}
        heading="Payment required"
        websiteUrl={v.websiteUrl ?? ""}
      >
        <P>Dear {v.customerName},</P>
        <P>
          Please pay {v.amountDue} for your stay at {v.hotelName} (total {v.totalPrice}). The button opens our payment
          page; you pay on our payment provider&apos;s secure page.
        </P>
        <Action href={v.paymentLink ?? ""}>Pay {v.amountDue}</Action>
        <BookingDetails v={v} />
        <P>If you have already paid, please ignore this message.</P>
      </EmailLayout>
    );
  }
  return (
    <EmailLayout
      preview={`Payment of ${v.totalPrice ?? ""} for booking ${v.bookingId ?? ""}`}
      heading="Payment required"
      websiteUrl={v.websiteUrl ?? ""}
    >
      <P>Dear {v.customerName},</P>
      <P>
        The payment of {v.totalPrice} for your stay at {v.hotelName} is still open. We take no payment online. How to
        pay:
      </P>
      <P>{v.paymentInstructions}</P>
      <BookingDetails v={v} />
      <Action href={v.manageLink ?? ""}>View your booking</Action>
      <P>If you have already paid, please ignore this message.</P>
    </EmailLayout>
  );
}
