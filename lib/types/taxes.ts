import type { Region } from "@/lib/policies/time-zones";
import type { TaxAppliesTo, TaxBase, TaxRuleKind } from "@/lib/pricing/taxes";

/** A destination's tax or charge as the admin API and Settings › Taxes & Fees show it: percent and USD. */
export interface TaxRuleDTO {
  id: number;
  region: Region;
  position: number;
  label: string;
  kind: TaxRuleKind;
  /** percent: 17.5 means 17.5 %. */
  percent: number | null;
  base: TaxBase | null;
  /** Fixed kinds: USD per guest-night, room-night or stay. */
  amount: number | null;
  appliesTo: TaxAppliesTo;
  exemptUnderAge: number | null;
  fromMonth: number | null;
  toMonth: number | null;
  source: string;
}
