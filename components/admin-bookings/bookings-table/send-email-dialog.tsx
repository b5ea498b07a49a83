"use client";

import { useState } from "react";

import type { AdminBooking } from "@/lib/types/bookings";
import { templatesForBooking } from "@/lib/bookings/status-rules";
import { Label } from "@/components/ui/label";
import { NativeSelect, SelectOptions } from "@/components/ui/native-select";
import { BookingEmailDialog, type BookingTemplateType } from "../booking-email-dialog";

const TEMPLATE_OPTIONS: readonly { value: BookingTemplateType; label: string }[] = [
  { value: "bookingReceived", label: "Booking Received" },
  { value: "bookingConfirmed", label: "Booking Confirmed" },
  { value: "paymentRequest", label: "Payment Request" },
  { value: "bookingCancelled", label: "Booking Cancelled" },
  { value: "checkinReminder", label: "Check-in Reminder" },
];

/**
 * Send Email: one template, chosen first (the send button waits for it), about one booking to its
 * guest. Only the templates true for the booking's status are offered (a pending booking's guest is
 * never told it is confirmed); the server refuses the others too.
 */
export function SendEmailDialog({
  booking,
  onOpenChange,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [template, setTemplate] = useState<BookingTemplateType | "">("");
  const fitting = booking ? templatesForBooking(booking.status, booking.paymentStatus) : [];
  const options = TEMPLATE_OPTIONS.filter((o) => fitting.includes(o.value));

  function openChange(open: boolean) {
    if (!open) setTemplate("");
    onOpenChange(open);
  }

  return (
    <BookingEmailDialog
      booking={booking}
      template={template}
      title="Send Email"
      description={booking ? `To ${booking.customerEmail} about ${booking.reference}` : ""}
      sendLabel="Send Email"
      onOpenChange={openChange}
    >
      <Label htmlFor="send-email-template">Template</Label>
      <NativeSelect
        id="send-email-template"
        value={template}
        onChange={(e) => setTemplate(e.target.value as BookingTemplateType | "")}
      >
        <option value="">Choose a template</option>
        <SelectOptions options={options} />
      </NativeSelect>
      {booking ? (
        <p className="text-sm text-muted-foreground">
          Only the e-mails true for a {booking.status} booking
          {booking.status !== "cancelled" && booking.paymentStatus !== "pending" ? " with its payment settled" : ""} are
          offered.
        </p>
      ) : null}
    </BookingEmailDialog>
  );
}
