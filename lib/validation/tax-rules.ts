import { REGIONS } from "@/lib/policies/time-zones";
import { TAX_APPLIES_TO, TAX_BASES, TAX_RULE_KINDS } from "@/lib/pricing/taxes";
import { z } from "./zod";
import { number } from "./content";

/*
 * A tax or charge of a destination (Settings › Taxes & Fees; POST/PUT /api/tax-rules). The form and
 * the API speak in percent (17.5) and USD (12.00); the server stores basis points and cents.
 */

export const TAX_LABEL_MAX = 80;
export const TAX_SOURCE_MAX = 300;
/** The largest fixed charge: USD 1,000 per guest-night, room-night or stay. */
export const TAX_AMOUNT_MAX = 1000;
/** Rules per destination. */
export const TAX_RULES_MAX = 20;

export const TAX_MESSAGES = {
  region: "Choose a destination.",
  label: "Name the charge (1 to 80 characters).",
  kind: "Choose what the charge is counted on.",
  percent: "The percentage must be from 0 to 100, with at most 2 decimals.",
  base: "Choose what the percentage is taken of.",
  amount: `The amount must be from $0 to $${TAX_AMOUNT_MAX}, in whole cents.`,
  appliesTo: "Choose which properties the charge applies to.",
  exemptUnderAge: "The exemption age must be a whole number from 1 to 18, or empty.",
  month: "A month must be a whole number from 1 to 12.",
  season: "Give both months of the season, or neither.",
  seasonKind: "Only per-night charges can have a season.",
  exemptKind: "Only per-guest charges can exempt children.",
  source: `The source is at most ${TAX_SOURCE_MAX} characters.`,
  order: "Give every rule of the destination once, in the new order.",
} as const;

const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.union([z.null(), number(message).pipe(z.number().int(message).min(min, message).max(max, message))]),
  );

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const taxRuleSchema = z
  .object({
    region: z.enum(REGIONS, { error: TAX_MESSAGES.region }),
    label: z
      .string({ error: TAX_MESSAGES.label })
      .trim()
      .min(1, TAX_MESSAGES.label)
      .max(TAX_LABEL_MAX, TAX_MESSAGES.label),
    kind: z.enum(TAX_RULE_KINDS, { error: TAX_MESSAGES.kind }),
    percent: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.union([
        z.null(),
        number(TAX_MESSAGES.percent).refine((n) => n >= 0 && n <= 100 && twoDecimals(n), TAX_MESSAGES.percent),
      ]),
    ),
    base: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.union([z.null(), z.enum(TAX_BASES, { error: TAX_MESSAGES.base })]),
    ),
    amount: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.union([
        z.null(),
        number(TAX_MESSAGES.amount).refine((n) => n >= 0 && n <= TAX_AMOUNT_MAX && twoDecimals(n), TAX_MESSAGES.amount),
      ]),
    ),
    appliesTo: z.enum(TAX_APPLIES_TO, { error: TAX_MESSAGES.appliesTo }).optional().default("all"),
    exemptUnderAge: optionalWhole(TAX_MESSAGES.exemptUnderAge, 1, 18),
    fromMonth: optionalWhole(TAX_MESSAGES.month, 1, 12),
    toMonth: optionalWhole(TAX_MESSAGES.month, 1, 12),
    source: z
      .string({ error: TAX_MESSAGES.source })
      .trim()
      .max(TAX_SOURCE_MAX, TAX_MESSAGES.source)
      .optional()
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent") {
      if (v.percent === null) ctx.addIssue({ code: "custom", message: TAX_MESSAGES.percent, path: ["percent"] });
      if (v.base === null) ctx.addIssue({ code: "custom", message: TAX_MESSAGES.base, path: ["base"] });
    } else if (v.amount === null) {
      ctx.addIssue({ code: "custom", message: TAX_MESSAGES.amount, path: ["amount"] });
    }
    if ((v.fromMonth === null) !== (v.toMonth === null))
      ctx.addIssue({ code: "custom", message: TAX_MESSAGES.season, path: ["toMonth"] });
    if (v.fromMonth !== null && v.kind !== "per_guest_night" && v.kind !== "per_room_night")
      ctx.addIssue({ code: "custom", message: TAX_MESSAGES.seasonKind, path: ["fromMonth"] });
    if (v.exemptUnderAge !== null && v.kind !== "per_guest_night")
      ctx.addIssue({ code: "custom", message: TAX_MESSAGES.exemptKind, path: ["exemptUnderAge"] });
  })
  // What the kind does not use is dropped, so a stored rule is always one of the four shapes.
  .transform((v) => ({
    ...v,
    percent: v.kind === "percent" ? v.percent : null,
    base: v.kind === "percent" ? v.base : null,
    amount: v.kind === "percent" ? null : v.amount,
  }));
export type TaxRuleInput = z.output<typeof taxRuleSchema>;

/** The new order of a destination's rules: every id once. */
export const taxRuleOrderSchema = z.object({
  region: z.enum(REGIONS, { error: TAX_MESSAGES.region }),
  ids: z
    .array(
      z
        .number({ error: TAX_MESSAGES.order })
        .int(TAX_MESSAGES.order)
        .min(1, TAX_MESSAGES.order)
        .max(999_999_999, TAX_MESSAGES.order),
      { error: TAX_MESSAGES.order },
    )
    .min(1, TAX_MESSAGES.order)
    .max(TAX_RULES_MAX, TAX_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, TAX_MESSAGES.order),
});
export type TaxRuleOrderInput = z.output<typeof taxRuleOrderSchema>;
