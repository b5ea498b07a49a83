import type { ApiErrorBody } from "@/lib/api/errors";

/** What a hotel still has, as a refused delete reports it (the Force Delete dialog's counts). */
export interface RelatedCounts {
  bookingsCount: number;
  roomTypesCount: number;
  reviewsCount: number;
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * A hotel delete refused because of related records that a forced delete may remove (409,
 * reason `has_related_records`, `canForceDelete`): their counts; any other failure: null.
 */
export function forceDeletableRelated(status: number, error: ApiErrorBody): RelatedCounts | null {
  if (status !== 409 || error.reason !== "has_related_records" || error.canForceDelete !== true) return null;
  const related = error.relatedRecords;
  if (!related || typeof related !== "object") return null;
  const r = related as Record<string, unknown>;
  return {
    bookingsCount: count(r.bookingsCount),
    roomTypesCount: count(r.roomTypesCount),
    reviewsCount: count(r.reviewsCount),
  };
}
