"use client";

import type { AdminBooking } from "@/lib/types/bookings";
import { formatUsd } from "@/lib/format";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BookingEmailDialog } from "../booking-email-dialog";
import { OnlinePaymentLinkDialog } from "./online-payment-link-dialog";

/** Send Payment Link: the paymentRequest e-mail (how to pay, Settings › General, and the booking's manage page) to the guest's address on the booking. */
export function PaymentLinkDialog({
  booking,
  onOpenChange,
  onlinePayments = false,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  onlinePayments?: boolean;
}) {
  // With online payments the link pays on the provider's page (docs/payments.md).
  if (onlinePayments) return <OnlinePaymentLinkDialog booking={booking} onOpenChange={onOpenChange} />;
  return (
    <BookingEmailDialog
      booking={booking}
      template="paymentRequest"
      title="Send Payment Link"
      description={booking ? `Booking ${booking.reference} · ${formatUsd(booking.totalPrice)}` : ""}
      sendLabel="Send Payment Link"
      onOpenChange={onOpenChange}
    >
      <Label htmlFor="payment-link-email">Email</Label>
      <Input
        id="payment-link-email"
        type="email"
        value={booking?.customerEmail ?? ""}
        readOnly
        aria-describedby="payment-link-hint"
      />
      <p id="payment-link-hint" className="text-sm text-muted-foreground">
        The payment request goes to the guest&apos;s e-mail on the booking. There is no online payment: it says how to
        pay (Settings › General) and links to the booking&apos;s manage page.
      </p>
    </BookingEmailDialog>
  );
}
