import "server-only";

import type { CancellationPolicy } from "@/lib/policies/cancellation";
import type { RatePlan } from "@/lib/pricing/rate-plans";
import { Prisma } from "../db/client";

/**
 * A property form's cancellation policy → its row's `cancellationPolicy` column: a policy of its
 * own, SQL NULL for "its kind's default", nothing when the form left it out (an update keeps it).
 */
export function policyColumn(policy: CancellationPolicy | null | undefined): {
  cancellationPolicy?: Prisma.InputJsonValue | typeof Prisma.DbNull;
} {
  if (policy === undefined) return {};
  return { cancellationPolicy: policy === null ? Prisma.DbNull : (policy as unknown as Prisma.InputJsonValue) };
}

/** A property form's rate plans → its row's `ratePlans` column: its own plans, SQL NULL for the default plans, nothing when left out. */
export function ratePlansColumn(plans: RatePlan[] | null | undefined): {
  ratePlans?: Prisma.InputJsonValue | typeof Prisma.DbNull;
} {
  if (plans === undefined) return {};
  return { ratePlans: plans === null ? Prisma.DbNull : (plans as unknown as Prisma.InputJsonValue) };
}
