"use client";

import * as React from "react";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { payBookingAction } from "./actions";

/** "Pay $X now": the server opens the provider's hosted page and sends the browser there. */
export function PayButton({ reference, token, label }: { reference: string; token: string; label: string }) {
  const [pending, startTransition] = React.useTransition();

  function pay() {
    startTransition(async () => {
      // On success the action redirects to the hosted page; a reply means it could not open one.
      const result = await payBookingAction(reference, token);
      if (result && !result.ok) toast.error("Could not open the payment page", { description: result.message });
    });
  }

  return (
    <Button type="button" onClick={pay} disabled={pending} data-testid="pay-now">
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
