/**
 * The tax rules a fresh database starts with, per destination (the migration
 * 20261129043000_tax_rules inserts exactly these; an integration test holds the two together).
 * Sources and reasoning: docs/pricing.md. Administrators edit them in Settings › Taxes & Fees.
 */
import type { Region } from "@/lib/policies/time-zones";
import type { TaxRule } from "./taxes";

export interface DefaultTaxRule extends Omit<TaxRule, "id"> {
  region: Region;
  source: string;
}

const none = {
  percentBp: null,
  base: null,
  amountCents: null,
  exemptUnderAge: null,
  fromMonth: null,
  toMonth: null,
} as const;

export const DEFAULT_TAX_RULES: readonly DefaultTaxRule[] = [
  // Maldives: "$100++" = 10 % service charge, then 17 % T-GST on rate + service, then Green Tax.
  {
    ...none,
    region: "maldives",
    position: 1,
    label: "Service charge",
    kind: "percent",
    percentBp: 1000,
    base: "rate",
    appliesTo: "all",
    source: "Maldives: mandatory 10% service charge on the room rate (docs/pricing.md)",
  },
  {
    ...none,
    region: "maldives",
    position: 2,
    label: "T-GST",
    kind: "percent",
    percentBp: 1700,
    base: "rate_and_previous",
    appliesTo: "all",
    source: "MIRA: Tourism GST 17% from 1 Jul 2025 on rate + service charge (corporatemaldives.com; en.mmtv.mv/4603)",
  },
  {
    ...none,
    region: "maldives",
    position: 3,
    label: "Green Tax",
    kind: "per_guest_night",
    amountCents: 1200,
    appliesTo: "hotel",
    exemptUnderAge: 2,
    source:
      "Tourism Act 35(g), 14th amendment: USD 12 per guest per day from 1 Jan 2025; under-2s exempt (mira.gov.mv)",
  },
  {
    ...none,
    region: "maldives",
    position: 4,
    label: "Green Tax",
    kind: "per_guest_night",
    amountCents: 600,
    appliesTo: "guest_house",
    exemptUnderAge: 2,
    source:
      "Tourism Act 35(h): USD 6 at guesthouses on inhabited islands, 50 rooms or fewer; under-2s exempt (mira.gov.mv)",
  },
  // Bali: "++" = service charge, then the regency's 10 % hotel tax (PBJT) on the bill: 21 %.
  {
    ...none,
    region: "bali",
    position: 1,
    label: "Service charge",
    kind: "percent",
    percentBp: 1000,
    base: "rate",
    appliesTo: "all",
    source: "Indonesia: service charge set by the business, 5-10% of the bill before local tax (emerhub.com)",
  },
  {
    ...none,
    region: "bali",
    position: 2,
    label: "Hotel tax (PBJT)",
    kind: "percent",
    percentBp: 1000,
    base: "rate_and_previous",
    appliesTo: "all",
    source: "Law 1/2022 (HKPD), PP 35/2023: regional hotel tax, 10% in Bali's regencies (sasbali.com; balivisa.co)",
  },
  // Phuket: 10 % service charge, then 7 % VAT on rate + service: 17.7 %.
  {
    ...none,
    region: "phuket",
    position: 1,
    label: "Service charge",
    kind: "percent",
    percentBp: 1000,
    base: "rate",
    appliesTo: "all",
    source: "Thailand: customary 10% hotel service charge",
  },
  {
    ...none,
    region: "phuket",
    position: 2,
    label: "VAT",
    kind: "percent",
    percentBp: 700,
    base: "rate_and_previous",
    appliesTo: "all",
    source: "Thailand: VAT 7% charged on rate + service charge (17.7% together)",
  },
  // Santorini: VAT is in the rate (EU consumer prices include it); the climate resilience fee is per room-night.
  {
    ...none,
    region: "santorini",
    position: 1,
    label: "Climate resilience fee",
    kind: "per_room_night",
    amountCents: 1160,
    appliesTo: "hotel",
    fromMonth: 4,
    toMonth: 10,
    source:
      "Greece, from 1 Jan 2025: EUR 10 per room-night at 4-star hotels, Apr-Oct (ekathimerini.com); USD at 1.16/EUR",
  },
  {
    ...none,
    region: "santorini",
    position: 2,
    label: "Climate resilience fee",
    kind: "per_room_night",
    amountCents: 348,
    appliesTo: "hotel",
    fromMonth: 11,
    toMonth: 3,
    source: "Greece, from 1 Jan 2025: EUR 3 per room-night at 4-star hotels, Nov-Mar (greece-is.com); USD at 1.16/EUR",
  },
];

/** The default rules of one destination, in order. */
export function defaultTaxRules(region: Region): DefaultTaxRule[] {
  return DEFAULT_TAX_RULES.filter((r) => r.region === region);
}
