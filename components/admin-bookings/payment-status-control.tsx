"use client";

import { useId, useState } from "react";

import type { AdminBooking, PaymentStatus } from "@/lib/types/bookings";
import { PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];

/**
 * The booking details' payment status control (both admin booking pages): pick pending, paid,
 * failed or refunded and update it through PUT …/status {paymentStatus}.
 */
export function PaymentStatusControl({
  booking,
  onChange,
}: {
  booking: AdminBooking;
  onChange: (booking: AdminBooking, paymentStatus: PaymentStatus) => Promise<boolean>;
}) {
  const id = useId();
  const [value, setValue] = useState<PaymentStatus>(booking.paymentStatus);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    await onChange(booking, value);
    setSaving(false);
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-border/70 pt-4"
      aria-label="Payment status"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex min-w-[12rem] flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-payment`}>Payment status</Label>
        <NativeSelect
          id={`${id}-payment`}
          value={value}
          onChange={(e) => setValue(e.target.value as PaymentStatus)}
          disabled={saving}
        >
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status].label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" disabled={saving || value === booking.paymentStatus}>
        {saving ? "Updating…" : "Update payment"}
      </Button>
    </form>
  );
}
