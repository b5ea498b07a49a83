import "server-only";

/**
 * The stored cancellation defaults (issue 36 item 3): each kind's default policy and the seasons,
 * one row (CancellationPolicyDefaults, seeded with today's published windows). Read with one small
 * query: pages read it through Next's cache (tag `cancellation-policies`, expired on every save, so
 * every instance sharing the cache handler agrees); a new booking reads it afresh in its own
 * transaction. Settings › Cancellation Policies and PUT /api/cancellation-policies save it.
 */
import {
  parsePolicyDefaults,
  propertyPolicy,
  PUBLISHED_DEFAULTS,
  type PolicyDefaults,
  type PolicyKind,
  type PropertyPolicy,
} from "@/lib/policies/cancellation";
import { getDb, type Prisma } from "../db/client";
import type { Tx } from "../availability/inventory-sql";
import { catalogueCache } from "../catalogue/cache-scope";
import { AREA_TAGS, expireCatalogue } from "../catalogue/cache-tags";
import { logger } from "../logger";

type Reader = Pick<Tx, "cancellationPolicyDefaults">;

/** The stored defaults (the published ones while no valid row is stored). */
export async function loadPolicyDefaults(db: Reader = getDb()): Promise<PolicyDefaults> {
  const row = await db.cancellationPolicyDefaults.findUnique({
    where: { id: 1 },
    select: { policies: true, seasons: true },
  });
  if (!row) return PUBLISHED_DEFAULTS;
  const parsed = parsePolicyDefaults({ policies: row.policies, seasons: row.seasons });
  if (!parsed) logger.warn("Stored cancellation defaults are not valid; the published ones apply.", {});
  return parsed ?? PUBLISHED_DEFAULTS;
}

/** The stored defaults for pages (/cancellation, detail pages, listings, wizards), cached until the next save. */
export async function cachedPolicyDefaults(): Promise<PolicyDefaults> {
  "use cache";
  catalogueCache(AREA_TAGS.cancellationPolicies);
  return loadPolicyDefaults();
}

/** A property's policy for a page: its own, or its kind's cached default. */
export async function cachedPropertyPolicy(kind: PolicyKind, own: unknown): Promise<PropertyPolicy> {
  return propertyPolicy(kind, own, await cachedPolicyDefaults());
}

/** Saves the defaults (validated by policyDefaultsSchema); returns what is stored. Bookings already made keep their snapshot. */
export async function savePolicyDefaults(input: PolicyDefaults): Promise<PolicyDefaults> {
  const data = {
    policies: input.policies as unknown as Prisma.InputJsonValue,
    seasons: input.seasons as unknown as Prisma.InputJsonValue,
  };
  await getDb().cancellationPolicyDefaults.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
  expireCatalogue([AREA_TAGS.cancellationPolicies]);
  return loadPolicyDefaults();
}
