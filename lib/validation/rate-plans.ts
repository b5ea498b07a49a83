/**
 * Rate plans as forms send them and as they are stored (lib/pricing/rate-plans.ts has the pricing):
 * the admin form's schema (shared with the content API) and the stored JSON read back.
 */
import { z } from "./zod";

import { MAX_DEPOSIT_PERCENT } from "@/lib/pricing/payments";
import {
  DEFAULT_RATE_PLANS,
  MAX_BOARD_CENTS,
  MAX_PLAN_DISCOUNT,
  MAX_RATE_PLANS,
  RATE_PLAN_NEEDS_FLEXIBLE,
  planIdOf,
  type RatePlan,
} from "@/lib/pricing/rate-plans";

const DEPOSIT_MESSAGE = `A deposit from 0% to ${MAX_DEPOSIT_PERCENT}% of the total.`;

const planSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, "A plan's name has 2 to 40 characters.")
      .max(40, "A plan's name has 2 to 40 characters."),
    cancellation: z.enum(["property", "nonRefundable"], { error: "Choose the plan's cancellation terms." }),
    discountPercent: z
      .number({ error: `A discount from 0% to ${MAX_PLAN_DISCOUNT}%.` })
      .int("A whole percentage.")
      .min(0, `A discount from 0% to ${MAX_PLAN_DISCOUNT}%.`)
      .max(MAX_PLAN_DISCOUNT, `A discount from 0% to ${MAX_PLAN_DISCOUNT}%.`),
    board: z.enum(["room_only", "breakfast", "half_board"], { error: "Choose what the plan includes." }),
    boardCents: z
      .number({ error: "The board's price from $0 to $1,000 a room-night." })
      .int("The board's price in whole cents.")
      .min(0, "The board's price from $0 to $1,000 a room-night.")
      .max(MAX_BOARD_CENTS, "The board's price from $0 to $1,000 a room-night."),
    depositPercent: z
      .number({ error: DEPOSIT_MESSAGE })
      .int("A whole percentage.")
      .min(0, DEPOSIT_MESSAGE)
      .max(MAX_DEPOSIT_PERCENT, DEPOSIT_MESSAGE)
      .optional(),
  })
  .refine((p) => planIdOf(p.name).length > 0, { message: "A plan's name needs a letter or a digit.", path: ["name"] })
  .refine((p) => p.board !== "room_only" || p.boardCents === 0, {
    message: "A room-only plan has no board price.",
    path: ["boardCents"],
  });

/** A property's plans as its admin form sends them (ids come from the names); null = the default plans. */
export const ratePlansSchema = z
  .array(planSchema)
  .min(1, "Give at least one rate plan.")
  .max(MAX_RATE_PLANS, `At most ${MAX_RATE_PLANS} rate plans.`)
  .refine((plans) => new Set(plans.map((p) => planIdOf(p.name))).size === plans.length, "Two plans have the same name.")
  .refine((plans) => plans.some((p) => p.cancellation === "property"), RATE_PLAN_NEEDS_FLEXIBLE)
  .transform((plans): RatePlan[] =>
    plans.map(({ depositPercent, ...p }) => ({
      ...p,
      id: planIdOf(p.name),
      ...depositOf(p.cancellation, depositPercent),
    })),
  )
  .nullable();

const storedPlanSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(40),
  cancellation: z.enum(["property", "nonRefundable"]),
  discountPercent: z.number().int().min(0).max(MAX_PLAN_DISCOUNT),
  board: z.enum(["room_only", "breakfast", "half_board"]),
  boardCents: z.number().int().min(0).max(MAX_BOARD_CENTS),
  depositPercent: z.number().int().min(0).max(MAX_DEPOSIT_PERCENT).optional(),
});

/** A deposit is kept only where it means something: a plan under the property's policy, above 0 % (a non-refundable plan is paid in full). */
function depositOf(
  cancellation: RatePlan["cancellation"],
  depositPercent: number | undefined,
): Pick<RatePlan, "depositPercent"> {
  return cancellation === "property" && depositPercent ? { depositPercent } : {};
}

/** One stored plan (a booking's snapshot) read back: the plan, or null when absent or not one (an older booking). */
export function parseRatePlan(value: unknown): RatePlan | null {
  const parsed = storedPlanSchema.safeParse(value);
  return parsed.success ? (parsed.data as RatePlan) : null;
}

/** A property's stored plans (JSON column): its own when valid, else the default plans. */
export function propertyRatePlans(value: unknown): readonly RatePlan[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_RATE_PLANS) return DEFAULT_RATE_PLANS;
  const plans = value.map(parseRatePlan);
  if (plans.some((p) => p === null) || !plans.some((p) => p!.cancellation === "property")) return DEFAULT_RATE_PLANS;
  return plans as RatePlan[];
}

/** A property's own plans as stored (for its admin form): the plans, or null when it sells under the default ones. */
export function ownRatePlans(value: unknown): RatePlan[] | null {
  const plans = propertyRatePlans(value);
  return plans === DEFAULT_RATE_PLANS ? null : [...plans];
}
