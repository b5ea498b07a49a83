"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Mail } from "lucide-react";

import type { AdminBooking } from "@/lib/types/bookings";
import type { TEMPLATE_TYPES } from "@/lib/email/templates";
import { api } from "@/lib/api/client";
import { emailSentToast, type EmailSentReply } from "@/lib/bookings/admin-view";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/sonner";

/** The templates an admin sends about a booking (all but the welcome e-mail). */
export type BookingTemplateType = Exclude<(typeof TEMPLATE_TYPES)[number], "welcomeEmail">;

/**
 * POST /api/email/send-notification {bookingId, templateType} with the spec's toasts (admin spec
 * §8): 'Email sent successfully' (or '… (using test mode)'), else 'Failed to send email: {message}'.
 */
async function sendBookingEmail(bookingId: string, templateType: BookingTemplateType): Promise<boolean> {
  const reply = await api<EmailSentReply>("POST", "/api/email/send-notification", {
    body: { bookingId, templateType },
  });
  if (!reply.ok) {
    toast.error(`Failed to send email: ${reply.error.message}`);
    return false;
  }
  toast.success(emailSentToast(reply.data));
  return true;
}

/**
 * A dialog that sends one e-mail about `booking` (open while it is set): `children` between the
 * heading and the buttons; the send button waits for a `template` and closes the dialog once sent.
 */
export function BookingEmailDialog({
  booking,
  template,
  title,
  description,
  sendLabel,
  onOpenChange,
  children,
}: {
  booking: AdminBooking | null;
  /** "" until one is chosen. */
  template: BookingTemplateType | "";
  title: string;
  description: string;
  sendLabel: string;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const [sending, setSending] = useState(false);
  const router = useRouter();

  async function send() {
    if (!booking || !template) return;
    setSending(true);
    const sent = await sendBookingEmail(booking.id, template);
    setSending(false);
    if (sent) {
      onOpenChange(false);
      // The page's e-mail log and counts (Email Tracking, the booking's history) show it at once.
      router.refresh();
    }
  }

  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">{children}</div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => void send()} disabled={sending || !template}>
            <Mail aria-hidden="true" />
            {sending ? "Sending…" : sendLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
