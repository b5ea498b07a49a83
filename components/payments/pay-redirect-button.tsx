"use client";

import * as React from "react";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";

/**
 * "Pay $X": `pay` (a server action bound to its booking or link) opens the provider's secure page
 * and redirects the browser there; a reply means it could not, and says why.
 */
export function PayRedirectButton({
  pay,
  label,
  testId,
}: {
  pay: () => Promise<{ ok: boolean; message?: string } | undefined>;
  label: string;
  testId: string;
}) {
  const [pending, startTransition] = React.useTransition();
  return (
    <Button
      type="button"
      disabled={pending}
      data-testid={testId}
      onClick={() =>
        startTransition(async () => {
          const result = await pay();
          if (result && !result.ok) toast.error("Could not open the payment page", { description: result.message });
        })
      }
    >
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
