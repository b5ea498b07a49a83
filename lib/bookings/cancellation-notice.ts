import { formatDate } from "@/lib/format";
import {
  cancellationFee,
  describeTerms,
  feeSentence,
  PENDING_FREE_SENTENCE,
  type CancellationTerms,
  type FeeStay,
} from "@/lib/policies/cancellation";

export interface CancellationNotice {
  /** Where and until when the guest can cancel online (the status rules: until check-in). */
  rule: string;
  /** The booking's own terms, from the terms it was sold under (lib/policies/cancellation.ts). */
  terms: string[];
  /** What cancelling costs at `at`, in cents, and in one sentence. */
  feeCents: number;
  fee: string;
}

/**
 * What the manage page (and its cancel confirmation) says about cancelling: that the guest may
 * cancel here until check-in, the booking's own terms, and the fee cancelling at `at` costs — the
 * same figure the server's cancel computes and stores.
 */
export function cancellationNotice(terms: CancellationTerms, stay: FeeStay, at: Date): CancellationNotice {
  const feeCents = cancellationFee(terms, stay, at);
  const pending = stay.status === "pending" ? ` ${PENDING_FREE_SENTENCE}` : "";
  return {
    rule: `You can cancel this booking here until check-in on ${formatDate(stay.checkIn)}.${pending} If you have paid, our team refunds what you paid less the cancellation fee.`,
    terms: describeTerms(terms, stay),
    feeCents,
    fee: feeSentence(feeCents),
  };
}
