import "server-only";

import type { PropertyKind } from "@/lib/availability/inventory";
import type { Tx } from "../availability/inventory-sql";

/** One changed field of a booking, as the audit trail keeps it (BookingStatusChange). */
export interface AuditedChange {
  field: "status" | "paymentStatus" | "cancellationFee" | "amountPaid" | "amountRefunded";
  from: string;
  to: string;
  /** Why (an administrator's fee waiver or refund); null otherwise. */
  reason?: string | null;
}

/**
 * Writes a booking's changes to its audit trail in the caller's transaction, one row per field:
 * who (null for a guest or the payment provider) and through what ("admin", "guest", "payment").
 */
export async function logBookingChanges(
  tx: Pick<Tx, "bookingStatusChange">,
  booking: { kind: PropertyKind; id: string },
  changes: readonly AuditedChange[],
  by: { changedByUserId: string | null; source: string },
): Promise<void> {
  if (changes.length === 0) return;
  await tx.bookingStatusChange.createMany({
    data: changes.map((c) => ({
      bookingKind: booking.kind,
      bookingId: booking.id,
      field: c.field,
      fromValue: c.from,
      toValue: c.to,
      changedByUserId: by.changedByUserId,
      source: by.source,
      reason: c.reason ?? null,
    })),
  });
}
