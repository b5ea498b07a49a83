import "server-only";

/**
 * A booking's cancellation terms on the server (lib/policies/cancellation.ts): the snapshot stored
 * when it is made — its property's own policy, else its kind's stored default and seasons — read
 * back (or, for a booking made before issue 36, what its property sells under today), and the fee
 * of cancelling it at a moment.
 */
import type { RatePlan } from "@/lib/pricing/rate-plans";
import {
  cancellationFee,
  parseTerms,
  planPolicy,
  propertyPolicy,
  publishedPolicy,
  termsAtPlace,
  type CancellationTerms,
  type PolicyKind,
  type PolicyPlace,
} from "@/lib/policies/cancellation";
import { toCents, type Cents } from "@/lib/pricing/money";
import type { Prisma } from "../db/client";
import type { Tx } from "../availability/inventory-sql";
import type { Stay } from "./kinds/kind";
import { loadPolicyDefaults } from "../policies/cancellation-defaults";

/** A property as a booking reads it: where it is, its check-in time, its own policy (null = its kind's default). */
type Place = PolicyPlace & { cancellationPolicy: unknown };

/**
 * The terms a new booking stores, as its JSON column takes them: read in the booking's own transaction
 * (the defaults as stored now), under its rate plan's cancellation rule (a non-refundable plan's, or the property's).
 */
export async function storedTermsJson(
  tx: Pick<Tx, "cancellationPolicyDefaults">,
  kind: PolicyKind,
  checkIn: string,
  place: Place,
  plan: Pick<RatePlan, "cancellation">,
): Promise<Prisma.InputJsonValue> {
  const policy = planPolicy(propertyPolicy(kind, place.cancellationPolicy, await loadPolicyDefaults(tx)), plan);
  return termsAtPlace(policy, checkIn, place) as unknown as Prisma.InputJsonValue;
}

/** The Stay fields a fee is computed from, of either table's row. */
export function feeColumns(row: {
  cancellationTerms: unknown;
  nightlyRate: { toString(): string };
  totalPrice: { toString(): string };
}) {
  return {
    cancellationTerms: row.cancellationTerms,
    nightlyCents: toCents(row.nightlyRate),
    totalCents: toCents(row.totalPrice),
  };
}

/** The property's check-in time when it is gone (the columns' defaults). */
const DEFAULT_CHECK_IN = { hotel: "15:00", guest_house: "14:00" } as const;

/**
 * A stored booking's terms: its snapshot, or — made before the snapshot existed (before issue 36)
 * — the terms it was sold under then: its kind's published default (PUBLISHED_DEFAULTS; no property
 * had a policy of its own, and a later edit of the defaults does not reach back) at its property
 * (the house's type tells a day visit, its location the time zone; a deleted property reads as a
 * guest house / hotel in the default zone).
 */
export async function termsOfStay(db: Pick<Tx, "hotel" | "guestHouse">, stay: Stay): Promise<CancellationTerms> {
  const stored = parseTerms(stay.cancellationTerms);
  if (stored) return stored;
  const where = { id: stay.propertyId ?? -1 };
  if (stay.kind === "hotel") {
    const hotel =
      stay.propertyId === null
        ? null
        : await db.hotel.findUnique({ where, select: { location: true, checkInTime: true } });
    return termsAtPlace(
      publishedPolicy("hotel"),
      stay.checkIn,
      hotel ?? { location: null, checkInTime: DEFAULT_CHECK_IN.hotel },
    );
  }
  const house =
    stay.propertyId === null
      ? null
      : await db.guestHouse.findUnique({ where, select: { type: true, location: true, checkInTime: true } });
  const kind = house?.type === "resort_day_visit" ? "day_visit" : "guest_house";
  return termsAtPlace(
    publishedPolicy(kind),
    stay.checkIn,
    house ?? { location: null, checkInTime: DEFAULT_CHECK_IN.guest_house },
  );
}

/** The fee of cancelling this stay at `at` under these terms (0 while it is pending). */
export function feeOfStay(terms: CancellationTerms, stay: Stay, at: Date): Cents {
  return cancellationFee(
    terms,
    { checkIn: stay.checkIn, nightlyCents: stay.nightlyCents, totalCents: stay.totalCents, status: stay.status },
    at,
  );
}
