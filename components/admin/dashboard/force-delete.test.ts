import { describe, expect, it } from "vitest";

import { forceDeletableRelated } from "./force-delete";

const blocked = {
  error: "This hotel has related bookings or room types.",
  message: "This hotel has related bookings or room types.",
  reason: "has_related_records" as const,
  canForceDelete: true,
  relatedRecords: {
    hasBookings: true,
    bookingsCount: 2,
    hasRoomTypes: true,
    roomTypesCount: 1,
    hasReviews: false,
    reviewsCount: 0,
  },
};

describe("forceDeletableRelated", () => {
  it("reads the counts of a delete refused for related records", () => {
    expect(forceDeletableRelated(409, blocked)).toEqual({ bookingsCount: 2, roomTypesCount: 1, reviewsCount: 0 });
  });

  it("decides by status and reason, never by the sentence", () => {
    expect(forceDeletableRelated(409, { ...blocked, reason: undefined })).toBeNull();
    expect(forceDeletableRelated(409, { ...blocked, reason: "status_move_not_allowed" })).toBeNull();
    expect(forceDeletableRelated(500, blocked)).toBeNull();
    expect(
      forceDeletableRelated(409, { error: "related records", message: "has_related_records canForceDelete" }),
    ).toBeNull();
  });

  it("offers no forced delete when the server does not allow one or sends no counts", () => {
    expect(forceDeletableRelated(409, { ...blocked, canForceDelete: false })).toBeNull();
    expect(forceDeletableRelated(409, { ...blocked, relatedRecords: undefined })).toBeNull();
  });

  it("reads a missing or bad count as none", () => {
    expect(
      forceDeletableRelated(409, { ...blocked, relatedRecords: { bookingsCount: "2", roomTypesCount: -1 } }),
    ).toEqual({
      bookingsCount: 0,
      roomTypesCount: 0,
      reviewsCount: 0,
    });
  });
});
