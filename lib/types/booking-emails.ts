/** E-mail activity shown on the admin Booking Management page (/bookings-old). */

export interface BookingEmailLog {
  id: string;
  toEmail: string;
  subject: string;
  templateType: string | null;
  /** `test`: sent in test mode (no SMTP server saved), delivered to no one. */
  status: "sent" | "failed" | "pending" | "test";
  errorMessage: string | null;
  /** The hotel or guest-house booking it was about, if any. */
  bookingId: string | null;
  createdAt: string;
}

export interface BookingEmailActivity {
  /** All e-mails sent and failed (the Overview cards). */
  totals: { sent: number; failed: number };
  /** Booking id → how many e-mails about it were sent or failed (all of them, not only the logs below), for the bookings asked about (one page). */
  counts: Record<string, { sent: number; failed: number }>;
  /** The 50 most recent log entries (Email Tracking tab). */
  recent: BookingEmailLog[];
  /** Booking id → its most recent e-mails (at most 20 each), for the detail dialog, for the bookings asked about. */
  history: Record<string, BookingEmailLog[]>;
}
