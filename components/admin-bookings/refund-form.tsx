"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";

import type { AdminBooking } from "@/lib/types/bookings";
import { api } from "@/lib/api/client";
import { formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";

/**
 * An administrator's refund of money paid online (docs/payments.md): POST /api/bookings/{id}/refunds
 * {amount, reason}, through the payment provider, logged with the reason; at most what the booking's
 * payments still hold (the server's 400 says the figure).
 */
export function RefundForm({ booking }: { booking: AdminBooking }) {
  const router = useRouter();
  const held = Math.round((booking.amountPaid - booking.amountRefunded) * 100) / 100;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function refund() {
    setSending(true);
    const reply = await api<{ refunds: string[] }>("POST", `/api/bookings/${booking.id}/refunds`, {
      body: { amount: Number(amount), reason },
    });
    setSending(false);
    if (!reply.ok) {
      const detail = reply.error.details ? Object.values(reply.error.details)[0]?.[0] : undefined;
      setError(detail ?? reply.error.message);
      return;
    }
    setError(null);
    setAmount("");
    setReason("");
    toast.success("Refund sent", {
      description: `${formatUsd(Number(amount), { cents: "always" })} goes back to the guest's card.`,
    });
    router.refresh();
  }

  return (
    <section
      aria-labelledby={`refund-${booking.id}`}
      className="grid gap-2 rounded-lg border border-border/70 p-3"
      data-testid="refund-form"
    >
      <h3 id={`refund-${booking.id}`} className="text-sm font-semibold">
        Refund
      </h3>
      <p className="text-xs text-muted-foreground">
        Up to {formatUsd(held, { cents: "always" })} paid online can be given back to the guest&apos;s card.
      </p>
      <Label htmlFor={`refund-amount-${booking.id}`}>Amount (USD)</Label>
      <Input
        id={`refund-amount-${booking.id}`}
        type="number"
        min={0.01}
        max={held}
        step={0.01}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Label htmlFor={`refund-reason-${booking.id}`}>Reason</Label>
      <Textarea
        id={`refund-reason-${booking.id}`}
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="outline" onClick={refund} disabled={sending || !amount}>
          Refund
        </Button>
      </div>
    </section>
  );
}
