"use client";

import * as React from "react";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { payLinkAction } from "./actions";

/** "Pay $X": the server opens the provider's secure page for the link and sends the browser there. */
export function PayLinkButton({ paymentId, token, label }: { paymentId: string; token: string; label: string }) {
  const [pending, startTransition] = React.useTransition();
  return (
    <Button
      type="button"
      disabled={pending}
      data-testid="pay-link"
      onClick={() =>
        startTransition(async () => {
          const result = await payLinkAction(paymentId, token);
          if (result && !result.ok) toast.error("Could not open the payment page", { description: result.message });
        })
      }
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
