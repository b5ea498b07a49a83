"use client";

import { useState } from "react";

import type { AdminBooking } from "@/lib/types/bookings";
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

/** Send Email: one template, chosen first (the send button waits for it), about one booking to its guest. */
export function SendEmailDialog({ booking, onOpenChange }: { booking: AdminBooking | null; onOpenChange: (open: boolean) => void }) {
  const [template, setTemplate] = useState<BookingTemplateType | "">("");

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
      <NativeSelect id="send-email-template" value={template} onChange={(e) => setTemplate(e.target.value as BookingTemplateType | "")}>
        <option value="">Choose a template</option>
        <SelectOptions options={TEMPLATE_OPTIONS} />
      </NativeSelect>
    </BookingEmailDialog>
  );
}
