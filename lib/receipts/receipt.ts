/**
 * A booking's receipt (issue 36 item 5): what it states, computed from the stored booking only —
 * the nightly lines, the total the server charged, what is paid and what is due, and the
 * cancellation terms it was sold under, in the same sentences the manage page and e-mails use.
 * Pure: the PDF (lib/server/receipts) and the tests read the same figures.
 */
import { ratePlanRows } from "@/lib/bookings/rate-plan-view";
import { describeTerms, type CancellationTerms } from "@/lib/policies/cancellation";
import { addDays } from "@/lib/pricing/dates";
import { toCents, type Cents } from "@/lib/pricing/money";
import { formatDate, formatDateTimeUtc, formatCentsUsd, pluralize } from "@/lib/format";
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/bookings/status-labels";
import { roomsOf } from "@/lib/bookings/summary-lines";
import type { BookingStatus, GuestHouseBookingDTO, HotelBookingDTO, PaymentStatus } from "@/lib/types/bookings";

/** A stored booking of either kind, as its manage page and the admin's dialog have it. */
export type ReceiptBooking = ({ kind: "hotel" } & HotelBookingDTO) | ({ kind: "guest_house" } & GuestHouseBookingDTO);

export interface ReceiptLine {
  label: string;
  cents: Cents;
}

export interface Receipt {
  reference: string;
  /** "Hotel booking" / "Guest house booking". */
  title: string;
  /** When the receipt was made (UTC, as printed). */
  issued: string;
  propertyName: string;
  guest: { name: string; email: string; phone: string };
  /** The stay, as label → text rows. */
  stay: [string, string][];
  /** One line per night (the rate charged that night), then one per tax and charge (docs/pricing.md). */
  lines: ReceiptLine[];
  /** The total the booking was charged (stored; the lines add up to it). */
  totalCents: Cents;
  /** Payment status, paid, and what is due or to be refunded, as label → text rows. */
  payment: [string, string][];
  /** The cancellation terms it was sold under, and its fee once cancelled. */
  terms: string[];
}

const usd = formatCentsUsd;

function dates(b: ReceiptBooking): { checkIn: string; checkOut: string } {
  return b.kind === "hotel"
    ? { checkIn: b.checkIn, checkOut: b.checkOut }
    : { checkIn: b.checkInDate, checkOut: b.checkOutDate };
}

/** Money that went through the payment provider (docs/payments.md): the booking's running totals. */
export interface OnlineMoney {
  paidCents: Cents;
  refundedCents: Cents;
}

/**
 * What the guest has paid and owes. With money paid online (`online`), the figures are the
 * provider's: paid, refunded, and what is still due (nothing once cancelled). Otherwise the
 * administrator records the payment status by hand. Not cancelled: the total is due until paid. Cancelled: only the cancellation
 * fee is charged — paid bookings are refunded what was paid less the fee (the manage page's
 * rule), unpaid ones owe nothing (lib/bookings/status-rules.ts paymentOwed).
 */
export function paymentRows(
  status: BookingStatus,
  paymentStatus: PaymentStatus,
  totalCents: Cents,
  feeCents: Cents | null,
  online: OnlineMoney | null = null,
): [string, string][] {
  const rows: [string, string][] = [["Payment status", PAYMENT_STATUS_LABELS[paymentStatus].label]];
  if (online && (online.paidCents > 0 || online.refundedCents > 0)) {
    if (status === "cancelled") rows.push(["Cancellation fee", usd(feeCents ?? 0)]);
    rows.push(["Paid online", usd(online.paidCents)]);
    if (online.refundedCents > 0) rows.push(["Refunded", usd(online.refundedCents)]);
    const net = Math.max(0, online.paidCents - online.refundedCents);
    rows.push(["Amount due", usd(status === "cancelled" ? 0 : Math.max(0, totalCents - net))]);
    return rows;
  }
  const paid = paymentStatus === "paid" ? totalCents : 0;
  if (status === "cancelled") {
    const fee = feeCents ?? 0;
    rows.push(["Cancellation fee", usd(fee)]);
    if (paymentStatus === "refunded") return rows;
    rows.push(["Paid", usd(paid)]);
    rows.push(paid > fee ? ["To be refunded", usd(paid - fee)] : ["Amount due", usd(0)]);
    return rows;
  }
  if (paymentStatus === "refunded") return rows;
  rows.push(["Paid", usd(paid)]);
  rows.push(["Amount due", usd(totalCents - paid)]);
  return rows;
}

/** The receipt of a booking, issued at `now`, under the terms it was sold under. */
export function buildReceipt(
  b: ReceiptBooking,
  terms: CancellationTerms,
  now: Date = new Date(),
  online: OnlineMoney | null = null,
): Receipt {
  const { checkIn, checkOut } = dates(b);
  // A hotel booking of several rooms (issue 35): each night is every room's rate.
  const rooms = b.kind === "hotel" ? b.rooms : 1;
  const nightlyCents = toCents(b.nightlyRate) * rooms;
  const totalCents = toCents(b.totalPrice);
  const feeCents = b.cancellationFee === null ? null : toCents(b.cancellationFee);
  const party =
    b.kind === "hotel"
      ? `${pluralize(b.adults, "adult")}${b.children ? `, ${pluralize(b.children, "child", "children")}` : ""}`
      : pluralize(b.guests, "guest");
  const propertyName = b.kind === "hotel" ? b.hotelName : b.guestHouseTitle;
  const stay: [string, string][] = [
    [b.kind === "hotel" ? "Hotel" : "Guest house", propertyName],
    ["Room type", roomsOf(rooms, b.roomType)],
    ...(b.kind === "guest_house" ? ([["Meal plan", b.mealPlan]] as [string, string][]) : []),
    ...ratePlanRows(b.ratePlan),
    ["Check-in", formatDate(checkIn)],
    ["Check-out", formatDate(checkOut)],
    ["Nights", String(b.nights)],
    ["Guests", party],
    ["Booked on", formatDateTimeUtc(b.createdAt)],
    ["Status", BOOKING_STATUS_LABELS[b.status].label],
    ...(b.cancelledAt ? ([["Cancelled on", formatDateTimeUtc(b.cancelledAt)]] as [string, string][]) : []),
  ];
  // Each night at the rate it was charged (seasons: the stored nights), else the booking's one rate.
  const charged = b.nightLines?.length === b.nights ? b.nightLines : null;
  const lines = Array.from({ length: b.nights }, (_, i) => {
    const night = charged?.[i];
    const season = night?.season ? ` · ${night.season}` : "";
    return {
      label: `Night of ${formatDate(addDays(checkIn, i))} · ${roomsOf(rooms, b.roomType)}${season}`,
      cents: night ? toCents(night.price) * rooms : nightlyCents,
    };
  });
  // Then each destination tax and charge as stored with the booking: the lines add up to its total.
  for (const tax of b.priceBreakdown?.taxes ?? [])
    lines.push({ label: `${tax.label} · ${tax.detail}`, cents: toCents(tax.amount) });
  const termLines = describeTerms(terms, { checkIn, nightlyCents, totalCents, status: b.status });
  return {
    reference: b.reference,
    title: b.kind === "hotel" ? "Hotel booking" : "Guest house booking",
    issued: formatDateTimeUtc(now.toISOString()),
    propertyName,
    guest: { name: b.customerName, email: b.customerEmail, phone: b.customerPhone },
    stay,
    lines,
    totalCents,
    payment: paymentRows(b.status, b.paymentStatus, totalCents, feeCents, online),
    terms:
      b.status === "cancelled" && feeCents !== null
        ? [...termLines, `Cancelled with a fee of ${usd(feeCents)}.`]
        : termLines,
  };
}

/** The receipt's file name: receipt-MV-7K3Q9P.pdf. */
export function receiptFileName(reference: string): string {
  return `receipt-${reference.replace(/[^A-Z0-9-]/gi, "")}.pdf`;
}
