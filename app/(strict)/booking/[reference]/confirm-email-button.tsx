"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";
import { confirmEmailAction } from "./actions";

/** 'Confirm your e-mail address' (a POST: a mail scanner that follows the link confirms nothing). */
export function ConfirmEmailButton({
  reference,
  token,
  confirm,
}: {
  reference: string;
  token: string;
  confirm: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();

  function run() {
    startTransition(async () => {
      const result = await confirmEmailAction(reference, token, confirm);
      if (result.ok) {
        toast.success("E-mail address confirmed", {
          description: `We hold the room for ${reference} while we check availability.`,
        });
        router.refresh();
      } else {
        toast.error("Could not confirm", { description: result.message });
      }
    });
  }

  return (
    <Button onClick={run} disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      Confirm your e-mail address
    </Button>
  );
}
