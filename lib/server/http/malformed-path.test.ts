import { describe, expect, it } from "vitest";

import { isMalformedPath } from "./malformed-path";

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
