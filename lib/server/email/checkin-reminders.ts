import { addDays, todayYmd } from "@/lib/pricing/dates";
import { getDb } from "../db/client";
import { sendBookingEmail, type BookingRef } from "./booking-emails";

/**
 * Sends the check-in reminder (spec: 24 hours before check-in) for every confirmed booking that
 * checks in tomorrow. Each booking is claimed by setting reminderSentAt in a conditional update
 * first, so a reminder is never sent twice — not by a second run, a second process or the cron
 * script. A failed send is retried by retryDueEmails like any other.
 */
export async function sendDueCheckinReminders(now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  const tomorrow = new Date(`${addDays(todayYmd(now), 1)}T00:00:00.000Z`);
  const [hotel, houses] = await Promise.all([
    db.booking.findMany({ where: { status: "confirmed", checkIn: tomorrow, reminderSentAt: null }, select: { id: true } }),
    db.guestHouseBooking.findMany({ where: { status: "confirmed", checkInDate: tomorrow, reminderSentAt: null }, select: { id: true } }),
  ]);
  const refs: BookingRef[] = [...hotel.map((b) => ({ kind: "hotel" as const, id: b.id })), ...houses.map((b) => ({ kind: "guest_house" as const, id: b.id }))];

  const outcome = { sent: 0, failed: 0 };
  for (const ref of refs) {
    const where = { id: ref.id, reminderSentAt: null };
    const data = { reminderSentAt: now };
    const claimed = ref.kind === "hotel" ? await db.booking.updateMany({ where, data }) : await db.guestHouseBooking.updateMany({ where, data });
    if (claimed.count !== 1) continue;
    const result = await sendBookingEmail("checkinReminder", ref);
    if (result.status === "sent") outcome.sent++;
    else outcome.failed++;
  }
  return outcome;
}
