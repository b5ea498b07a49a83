import { describe, expect, it } from "vitest";
import { isContactSubject, subjectFromQuery, subjectLabel } from "./subjects";

describe("contact subjects", () => {
  it("preselects a known subject from the query, case-insensitively", () => {
    expect(subjectFromQuery("booking-assistance")).toBe("booking-assistance");
    expect(subjectFromQuery(" Partnership ")).toBe("partnership");
  });

  it("preselects nothing for missing, unknown or repeated values", () => {
    expect(subjectFromQuery(undefined)).toBeUndefined();
    expect(subjectFromQuery("")).toBeUndefined();
    expect(subjectFromQuery("refund-now")).toBeUndefined();
    expect(subjectFromQuery(["feedback", "complaint"])).toBeUndefined();
  });

  it("knows the six spec subjects and their labels", () => {
    for (const s of [
      "general-inquiry",
      "booking-assistance",
      "destination-advice",
      "complaint",
      "feedback",
      "partnership",
    ]) {
      expect(isContactSubject(s)).toBe(true);
    }
    expect(isContactSubject("booking_assistance")).toBe(false);
    expect(subjectLabel("destination-advice")).toBe("Destination advice");
    expect(subjectLabel("other")).toBe("other");
  });
});
