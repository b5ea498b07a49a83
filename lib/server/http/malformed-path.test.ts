import { describe, expect, it } from "vitest";

import { BUILD_PARAM, detailRewrites } from "@/lib/catalogue/detail-rewrites.mjs";
import { NOT_FOUND_PATH, isMalformedPath } from "./malformed-path";

describe("isMalformedPath", () => {
  it.each(["/hotels/%E0%A4%A", "/api/bookings/email/%", "/guest-house/%ZZ", "/%FF", "/hotels/%C3"])(
    "%s cannot be decoded",
    (path) => {
      expect(isMalformedPath(path)).toBe(true);
    },
  );
  it.each(["/", "/hotels/1", "/api/bookings/email/ana%40example.com", "/destinations/Mal%C3%A9"])(
    "%s is fine",
    (path) => {
      expect(isMalformedPath(path)).toBe(false);
    },
  );
});

describe("NOT_FOUND_PATH", () => {
  it("is where next.config's rewrites send the detail routes' build placeholder", () => {
    const placeholders = detailRewrites().filter((r) => r.source.endsWith(`/${BUILD_PARAM}`));
    expect(placeholders).toHaveLength(3);
    for (const rewrite of placeholders) expect(rewrite.destination).toBe(NOT_FOUND_PATH);
  });
});
