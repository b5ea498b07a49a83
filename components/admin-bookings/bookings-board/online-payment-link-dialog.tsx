"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import type { AdminBooking } from "@/lib/types/bookings";
import { api } from "@/lib/api/client";
import { formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/sonner";

/**
 * 'Send Payment Link' with online payments (docs/payments.md): POST /api/bookings/{id}/payment-link
 * e-mails the guest (or the address given) a link to pay the amount given — the balance when left
 * empty — on the provider's secure page. The toast says where it went.
 */
export function OnlinePaymentLinkDialog({
  booking,
  onOpenChange,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  // A new booking opens the dialog with its guest's address and no amount.
  if (booking && shownFor !== booking.id) {
    setShownFor(booking.id);
    setEmail(booking.customerEmail);
    setAmount("");
    setError(null);
  }

  async function send() {
    if (!booking) return;
    setSending(true);
    const body = { email, ...(amount.trim() ? { amount: Number(amount) } : {}) };
    const reply = await api<{ amount: number; sentTo: string }>("POST", `/api/bookings/${booking.id}/payment-link`, {
      body,
    });
    setSending(false);
    if (!reply.ok) {
      setError(reply.error.message);
      toast.error(`Failed to send payment link: ${reply.error.message}`);
      return;
    }
    toast.success("Payment link sent", {
      description: `A link to pay ${formatUsd(reply.data.amount, { cents: "always" })} went to ${reply.data.sentTo}.`,
    });
    onOpenChange(false);
    router.refresh();
  }

  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Send Payment Link</DialogTitle>
          <DialogDescription>
            {booking ? `Booking ${booking.reference} · ${formatUsd(booking.totalPrice)}` : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="payment-link-email">Email</Label>
          <Input
            id="payment-link-email"
            type="email"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Label htmlFor="payment-link-amount">Amount (USD)</Label>
          <Input
            id="payment-link-amount"
            type="number"
            min={0.5}
            step={0.01}
            placeholder="The balance"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-describedby="payment-link-hint"
          />
          <p id="payment-link-hint" className="text-sm text-muted-foreground">
            The guest pays on our payment provider&apos;s secure page. Leave the amount empty to ask for the whole
            balance.
          </p>
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={send} disabled={sending || !email}>
            Send Payment Link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
