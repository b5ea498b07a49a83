import "server-only";

import { choosePlan, defaultPlan, type RatePlan } from "@/lib/pricing/rate-plans";
import { propertyRatePlans } from "@/lib/validation/rate-plans";
import { AppError } from "../../errors/app-error";
import { RATE_PLAN_MESSAGE } from "@/lib/validation/bookings";

/**
 * The rate plan a booking request is sold under (lib/pricing/rate-plans.ts): the one it names among
 * the property's (400 when the property has none of that name), or the default plan when it names
 * none. `canonical` is what the request's Idempotency-Key hash covers: the plan's id, unless it is
 * the default plan (so a request naming it and one naming none are the same request).
 */
export function requestedPlan(
  stored: unknown,
  id: string | undefined,
  propertyName: string,
): { plan: RatePlan; canonical: { ratePlan?: string } } {
  const plans = propertyRatePlans(stored);
  const plan = choosePlan(plans, id);
  if (!plan)
    throw AppError.badRequest(`"${id}" is not a rate plan of ${propertyName}.`, { ratePlan: [RATE_PLAN_MESSAGE] });
  return { plan, canonical: plan.id === defaultPlan(plans).id ? {} : { ratePlan: plan.id } };
}
