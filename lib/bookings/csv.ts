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
  "Rate plan",
  "Room rate (USD)",
  "Taxes and charges (USD)",
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

/** One booking as a CSV line (with its CRLF). */
export function bookingCsvLine(b: AdminBooking): string {
  const cells: (string | number)[] = [
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
    // Empty for a booking made before rate plans.
    b.ratePlan?.name ?? "",
    // The total's make-up (docs/pricing.md); a booking made before taxes were charged is all room rate.
    (b.priceBreakdown?.roomTotal ?? b.totalPrice).toFixed(2),
    (b.priceBreakdown?.taxesTotal ?? 0).toFixed(2),
    b.totalPrice.toFixed(2),
    b.status,
    b.paymentStatus,
    b.createdAt,
  ];
  return cells.map(csvCell).join(",") + "\r\n";
}

/** The header line (with its CRLF). */
export const BOOKING_CSV_HEADER = BOOKING_CSV_COLUMNS.map(csvCell).join(",") + "\r\n";

export function bookingsCsv(bookings: readonly AdminBooking[]): string {
  return BOOKING_CSV_HEADER + bookings.map(bookingCsvLine).join("");
}

/** e.g. bookings-2026-11-23.csv */
export function bookingsCsvFilename(today: string): string {
  return `bookings-${today}.csv`;
}
