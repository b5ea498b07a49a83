"use client";

import * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import type { AdminBooking } from "@/lib/types/bookings";
import { adminCancelFee } from "@/lib/bookings/booking-cancellation";
import { waiveFeeReasonSchema } from "@/lib/validation/bookings";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * 'Cancel this booking?' for an administrator: what cancelling costs now by the booking's stored
 * terms (the server computes it again and stores it), and the choice to waive the fee with a reason
 * (3–500 characters, the same rule as the status PUT's `waiveFeeReason`), which the server logs.
 * Render it keyed by the booking's id, so each booking starts with a fresh form.
 */
export function CancelBookingDialog({
  booking,
  onAnswer,
}: {
  booking: AdminBooking | null;
  /** null: keep the booking; otherwise cancel it, waiving the fee for `waiveFeeReason` when given. */
  onAnswer: (answer: { waiveFeeReason?: string } | null) => void;
}) {
  const [waive, setWaive] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();

  function confirm(event: React.MouseEvent) {
    if (!waive) return onAnswer({});
    const parsed = waiveFeeReasonSchema.safeParse(reason);
    if (!parsed.success) {
      event.preventDefault();
      setError(parsed.error.issues[0]?.message ?? "Please give a reason.");
      return;
    }
    onAnswer({ waiveFeeReason: parsed.data });
  }

  return (
    <AlertDialogPrimitive.Root open={booking !== null} onOpenChange={(open) => (open ? null : onAnswer(null))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px]" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-lift outline-none">
          <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">
            Cancel this booking?
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
            {booking
              ? `${booking.reference} for ${booking.customerName}: the room is released and the guest is e-mailed. ${adminCancelFee(booking, new Date())} This cannot be undone.`
              : null}
          </AlertDialogPrimitive.Description>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-waive`} checked={waive} onCheckedChange={(v) => setWaive(v === true)} />
            <Label htmlFor={`${id}-waive`}>Waive the cancellation fee</Label>
          </div>
          {waive ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>Reason (logged)</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={500}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
              />
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: "outline" })}>
              Keep booking
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={cn(buttonVariants({ variant: "destructive" }))} onClick={confirm}>
              Cancel booking
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
