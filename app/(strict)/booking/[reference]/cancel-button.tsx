"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/sonner";
import { formatUsd } from "@/lib/format";
import { cancelBookingAction } from "./actions";

/** 'Cancel booking' with a confirmation stating the fee (`fee`, the page's sentence); the page shows the new status afterwards. */
export function CancelBookingButton({ reference, token, fee }: { reference: string; token: string; fee: string }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [pending, startTransition] = React.useTransition();

  function confirm() {
    startTransition(async () => {
      const result = await cancelBookingAction(reference, token);
      if (result.ok) {
        const charged =
          result.cancellationFee > 0
            ? ` Cancellation fee: ${formatUsd(result.cancellationFee, { cents: "always" })}.`
            : "";
        toast.success("Booking cancelled", { description: `${reference} has been cancelled.${charged}` });
        setOpen(false);
        router.refresh();
      } else {
        toast.error("Could not cancel", { description: result.message });
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/5">
          Cancel booking
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {reference}?</DialogTitle>
          <DialogDescription>
            The booking will be cancelled and the property told. This cannot be undone.
          </DialogDescription>
          <p className="text-sm font-medium" data-testid="cancel-fee">
            {fee}
          </p>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep booking</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Yes, cancel it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
