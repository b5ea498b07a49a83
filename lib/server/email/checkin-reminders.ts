import "server-only";

import { addDays, todayYmd } from "@/lib/pricing/dates";
import { getDb } from "../db/client";
import { bookingEmailData, queueBookingEmail, type BookingRef } from "./booking-emails";
import { drainEmailOutbox } from "./outbox";

/**
 * Sends the check-in reminder (spec: 24 hours before check-in) for every confirmed booking that
 * checks in tomorrow. Each booking is claimed by setting reminderSentAt in a conditional update,
 * and its reminder is queued in that same transaction (outbox.ts), so a reminder is never sent
 * twice — not by a second run, a second process or the cron script — and never lost: one left
 * queued by a process that stopped is sent by the next drain. A failed send is retried like any other.
 */
export async function sendDueCheckinReminders(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  const tomorrow = new Date(`${addDays(todayYmd(now), 1)}T00:00:00.000Z`);
  const [hotel, houses] = await Promise.all([
    db.booking.findMany({
      where: { status: "confirmed", checkIn: tomorrow, reminderSentAt: null },
      select: { id: true },
    }),
    db.guestHouseBooking.findMany({
      where: { status: "confirmed", checkInDate: tomorrow, reminderSentAt: null },
      select: { id: true },
    }),
  ]);
  const refs: BookingRef[] = [
    ...hotel.map((b) => ({ kind: "hotel" as const, id: b.id })),
    ...houses.map((b) => ({ kind: "guest_house" as const, id: b.id })),
  ];

  const queued: string[] = [];
  for (const ref of refs) {
    const id = await db.$transaction(async (tx) => {
      const where = { id: ref.id, reminderSentAt: null };
      const data = { reminderSentAt: now };
      const claimed =
        ref.kind === "hotel"
          ? await tx.booking.updateMany({ where, data })
          : await tx.guestHouseBooking.updateMany({ where, data });
      if (claimed.count !== 1) return null;
      return queueBookingEmail(tx, "checkinReminder", await bookingEmailData(ref, tx));
    });
    if (id) queued.push(id);
  }
  const { sent, failed } = await drainEmailOutbox({ ids: queued });
  return { sent, failed };
}
