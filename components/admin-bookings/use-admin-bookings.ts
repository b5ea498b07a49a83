"use client";

import { useCallback, useEffect, useState, useTransition } from "react";
import { useRouter } from "next/navigation";

import type { AdminBooking, BookingStatus, PaymentStatus } from "@/lib/types/bookings";
import { api } from "@/lib/api/client";
import { changeFailure, paymentUpdatedToast, statusUpdatedToast } from "@/lib/bookings/admin-view";
import { toast } from "@/components/ui/sonner";

const REFETCH_DELAY_MS = 100;

/**
 * The bookings a page shows (one page, from the server), kept fresh: the page is rendered again
 * from its address (router.refresh) on window focus, on Refresh and about 100 ms after a status
 * change, whose reply first swaps the changed booking into the shown list.
 */
export function useAdminBookings(initial: AdminBooking[]) {
  const router = useRouter();
  const [shown, setShown] = useState({ source: initial, bookings: initial });
  const [loading, startRefresh] = useTransition();
  // A new page from the server replaces what is shown (props → state, during render).
  if (shown.source !== initial) setShown({ source: initial, bookings: initial });

  const refetch = useCallback(() => startRefresh(() => router.refresh()), [router]);

  useEffect(() => {
    const onFocus = () => refetch();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refetch]);

  /** PUT …/status with a new status or payment status; the reply's booking replaces the shown one. */
  const update = useCallback(
    async (
      booking: AdminBooking,
      change: { status: BookingStatus; waiveFeeReason?: string } | { paymentStatus: PaymentStatus },
    ): Promise<boolean> => {
      const failed = "status" in change ? "Failed to update booking status" : "Failed to update payment status";
      const reply = await api<{ booking: AdminBooking }>("PUT", `/api/bookings/${booking.id}/status`, {
        body: { ...change, expectedStatus: booking.status },
      });
      if (!reply.ok) {
        const failure = changeFailure(reply.status, reply.error, failed);
        toast.error("Error", { description: failure.message });
        if (failure.refetch) refetch();
        return false;
      }
      const changed = reply.data.booking;
      setShown((s) => ({ ...s, bookings: s.bookings.map((b) => (b.id === changed.id ? changed : b)) }));
      const t = "status" in change ? statusUpdatedToast(change.status) : paymentUpdatedToast(change.paymentStatus);
      toast.success(t.title, { description: t.description });
      setTimeout(refetch, REFETCH_DELAY_MS);
      return true;
    },
    [refetch],
  );
  /** A cancellation may waive its fee, for a reason the server logs. */
  const changeStatus = useCallback(
    (booking: AdminBooking, status: BookingStatus, waiveFeeReason?: string) =>
      update(booking, waiveFeeReason ? { status, waiveFeeReason } : { status }),
    [update],
  );
  const changePayment = useCallback(
    (booking: AdminBooking, paymentStatus: PaymentStatus) => update(booking, { paymentStatus }),
    [update],
  );

  return { bookings: shown.bookings, loading, refetch, changeStatus, changePayment };
}
