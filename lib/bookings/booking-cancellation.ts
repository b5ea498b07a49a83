import { cancellationFee, describeTerms, feeSentence, type CancellationTerms } from "@/lib/policies/cancellation";
import { toCents } from "@/lib/pricing/money";
import type { BookingStatus } from "@/lib/types/bookings";

/** What the admin views read of a booking to state its terms and fee (AdminBooking has it all). */
export interface CancellableBooking {
  checkIn: string;
  nightlyRate: number;
  totalPrice: number;
  status: BookingStatus;
  cancellationTerms: CancellationTerms | null;
  /** A hotel booking's rooms (issue 35): its first night is every room's. Guest houses: one. */
  rooms?: number;
}

const OLDER = "Booked before terms were stored: its kind's default terms apply.";

function feeStay(b: CancellableBooking) {
  return {
    checkIn: b.checkIn,
    nightlyCents: toCents(b.nightlyRate) * (b.rooms ?? 1),
    totalCents: toCents(b.totalPrice),
    status: b.status,
  };
}

/** The booking's own terms in the sentences the guest sees (lib/policies/cancellation.ts). */
export function bookingTermsText(b: CancellableBooking): string {
  return b.cancellationTerms ? describeTerms(b.cancellationTerms, feeStay(b)).join(" ") : OLDER;
}

/**
 * What the admin's cancel confirmation says the cancel costs at `at` — the figure the server
 * computes again, and stores, when the cancel arrives. An older booking without stored terms: the
 * server computes it from its kind's default.
 */
export function adminCancelFee(b: CancellableBooking, at: Date): string {
  if (!b.cancellationTerms) return `${OLDER} The server computes the fee when you cancel.`;
  return feeSentence(cancellationFee(b.cancellationTerms, feeStay(b), at));
}
