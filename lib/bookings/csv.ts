import type { AdminBooking } from "@/lib/types/bookings";

/**
 * CSV export of admin bookings (RFC 4180: comma separated, CRLF, quotes doubled). A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading
 * apostrophe, so a guest's name can never become a formula.
 */

export const BOOKING_CSV_COLUMNS = [
  "Reference",
  "Type",
  "Property",
  "Guest",
  "Email",
  "Phone",
  "Room type",
  "Check-in",
  "Check-out",
  "Nights",
  "Guests",
  "Total (USD)",
  "Status",
  "Payment",
  "Booked at",
] as const;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function bookingsCsv(bookings: readonly AdminBooking[]): string {
  const rows = bookings.map((b) => [
    b.reference,
    b.kind === "hotel" ? "Hotel" : "Guest house",
    b.propertyName,
    b.customerName,
    b.customerEmail,
    b.customerPhone,
    b.roomType,
    b.checkIn,
    b.checkOut,
    b.nights,
    b.guests,
    b.totalPrice.toFixed(2),
    b.status,
    b.paymentStatus,
    b.createdAt,
  ]);
  return [BOOKING_CSV_COLUMNS as readonly (string | number)[], ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** e.g. bookings-2026-11-23.csv */
export function bookingsCsvFilename(today: string): string {
  return `bookings-${today}.csv`;
}
