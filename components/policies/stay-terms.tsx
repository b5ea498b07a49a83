import { ShieldCheck } from "@/components/icons";

import {
  describeTerms,
  PENDING_FREE_SENTENCE,
  termsAtPlace,
  type PolicyPlace,
  type PropertyPolicy,
} from "@/lib/policies/cancellation";
import { toCents } from "@/lib/pricing/money";

export interface StayTermsProps {
  /** What the property sells under (resolved on the server: its own policy, or its kind's stored default). */
  policy: PropertyPolicy;
  /** "yyyy-MM-dd". */
  checkIn: string;
  /** USD per night and in all, as the summary shows them. */
  nightly: number;
  total: number;
  /** Where the property is (its destination's time zone) and its check-in time: what the deadlines count from. */
  place: PolicyPlace;
}

/**
 * A stay's cancellation terms in a wizard's review, before booking (issue 36): the same terms
 * (lib/policies/cancellation.ts termsAtPlace) the server stores on the booking it makes for these
 * dates at this property, in the sentences the e-mails and the manage page use.
 */
export function StayTerms({ policy, checkIn, nightly, total, place }: StayTermsProps) {
  const terms = termsAtPlace(policy, checkIn, place);
  const lines = describeTerms(terms, { checkIn, nightlyCents: toCents(nightly), totalCents: toCents(total) });
  return (
    <section
      aria-labelledby="stay-terms-heading"
      className="rounded-xl border border-border/70 p-4 text-sm"
      data-testid="stay-terms"
    >
      <h3 id="stay-terms-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
        Cancellation terms
      </h3>
      {lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
      <p className="mt-1 text-muted-foreground">{PENDING_FREE_SENTENCE}</p>
    </section>
  );
}
