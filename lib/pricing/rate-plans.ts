/**
 * Rate plans (issue 36 item 1; docs/pricing.md "Rate plans"): the terms a stay is sold under. Every
 * bookable unit of a property — a hotel's room types, a guest house's rooms with their meal plans, a
 * resort day visit — sells under the property's plans, each with a name, a cancellation rule and a
 * price rule. Pure: the server charges with it and the wizards show the same figures.
 *
 * - Cancellation: "property" (the property's policy: its own, or its kind's default with the
 *   seasons — lib/policies/cancellation.ts) or "nonRefundable" (the whole total is charged whenever a
 *   confirmed booking is cancelled).
 * - Price: each night's rate (after the seasons and an offer) less `discountPercent` (rounded to the
 *   cent, halves up, as every percentage here), plus `boardCents` for each room and night when the plan
 *   includes breakfast or half board. The destination's taxes and charges then go on the result.
 * - A property that never set its plans sells under DEFAULT_RATE_PLANS: Flexible, and Non-refundable
 *   at 10 % off. A request that names no plan books the default plan: the first whose cancellation is
 *   the property's policy (there is always one: the admin form refuses a set without it).
 * - A booking stores the plan it was sold under (`ratePlan`, a snapshot): a later edit of the plans
 *   never changes it.
 */
import { z } from "@/lib/validation/zod";

import { percentOf, type Cents } from "./money";

export type PlanCancellation = "property" | "nonRefundable";
export type PlanBoard = "room_only" | "breakfast" | "half_board";

// A type (not an interface): it is stored as JSON as it is.
export type RatePlan = {
  /** Stable within the property: what a request names ("flexible", "non-refundable"). */
  id: string;
  name: string;
  cancellation: PlanCancellation;
  /** Percent off each night's rate, 0–50. */
  discountPercent: number;
  board: PlanBoard;
  /** USD cents per room per night for the board (0 when room only). */
  boardCents: Cents;
};

export const MAX_RATE_PLANS = 4;
export const MAX_PLAN_DISCOUNT = 50;
/** USD 1,000 a room-night. */
export const MAX_BOARD_CENTS = 100_000;

export const BOARD_LABELS: Readonly<Record<PlanBoard, string>> = {
  room_only: "Room only",
  breakfast: "Breakfast included",
  half_board: "Half board included",
};

export const DEFAULT_RATE_PLANS: readonly RatePlan[] = [
  { id: "flexible", name: "Flexible", cancellation: "property", discountPercent: 0, board: "room_only", boardCents: 0 },
  { id: "non-refundable", name: "Non-refundable", cancellation: "nonRefundable", discountPercent: 10, board: "room_only", boardCents: 0 },
];

/** A plan's id from its name: lower case, words joined by hyphens ("Non-refundable" → "non-refundable"). */
export function planIdOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
}

export const RATE_PLAN_NEEDS_FLEXIBLE = "Keep at least one plan under the property's own cancellation policy.";

const planSchema = z
  .object({
    name: z.string().trim().min(2, "A plan's name has 2 to 40 characters.").max(40, "A plan's name has 2 to 40 characters."),
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
  })
  .refine((p) => planIdOf(p.name).length > 0, { message: "A plan's name needs a letter or a digit.", path: ["name"] })
  .refine((p) => p.board !== "room_only" || p.boardCents === 0, { message: "A room-only plan has no board price.", path: ["boardCents"] });

/** A property's plans as its admin form sends them (ids come from the names); null = the default plans. */
export const ratePlansSchema = z
  .array(planSchema)
  .min(1, "Give at least one rate plan.")
  .max(MAX_RATE_PLANS, `At most ${MAX_RATE_PLANS} rate plans.`)
  .refine((plans) => new Set(plans.map((p) => planIdOf(p.name))).size === plans.length, "Two plans have the same name.")
  .refine((plans) => plans.some((p) => p.cancellation === "property"), RATE_PLAN_NEEDS_FLEXIBLE)
  .transform((plans): RatePlan[] => plans.map((p) => ({ ...p, id: planIdOf(p.name) })))
  .nullable();

const storedPlanSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(40),
  cancellation: z.enum(["property", "nonRefundable"]),
  discountPercent: z.number().int().min(0).max(MAX_PLAN_DISCOUNT),
  board: z.enum(["room_only", "breakfast", "half_board"]),
  boardCents: z.number().int().min(0).max(MAX_BOARD_CENTS),
});

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

/** The plan a request books: the one it names (null when the property has no such plan), or the default plan. */
export function choosePlan(plans: readonly RatePlan[], id: string | null | undefined): RatePlan | null {
  if (id) return plans.find((p) => p.id === id.trim().toLowerCase()) ?? null;
  return defaultPlan(plans);
}

/** The plan a request that names none books: the first under the property's policy (else the first). */
export function defaultPlan(plans: readonly RatePlan[]): RatePlan {
  return plans.find((p) => p.cancellation === "property") ?? plans[0] ?? DEFAULT_RATE_PLANS[0]!;
}

/** One room's night under a plan: the night's rate less the plan's discount, plus its board. */
export function planNightCents(plan: Pick<RatePlan, "discountPercent" | "boardCents"> | null | undefined, cents: Cents): Cents {
  if (!plan) return cents;
  return Math.max(0, cents - percentOf(cents, plan.discountPercent)) + plan.boardCents;
}

/** `perNight` then the plan: a whole night's price rule (an offer's or surcharges', then the plan's). */
export function withPlan(plan: RatePlan | null | undefined, perNight?: (cents: Cents) => Cents): (cents: Cents) => Cents {
  return (cents) => planNightCents(plan, perNight ? perNight(cents) : cents);
}

/** What a plan includes and takes off, in words: "Breakfast included · 10% off" / "Room only". */
export function planFeatures(plan: Pick<RatePlan, "board" | "discountPercent">): string {
  const parts: string[] = [BOARD_LABELS[plan.board]];
  if (plan.discountPercent > 0) parts.push(`${plan.discountPercent}% off`);
  return parts.join(" · ");
}
