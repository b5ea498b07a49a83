import { describe, expect, it } from "vitest";
import { isContactSubject, subjectLabel } from "./subjects";
import { subjectFromQuery } from "./subject-from-query";
import { CONTACT_SUBJECTS } from "@/lib/validation/contact";

describe("contact subjects", () => {
  it("preselects a known subject from the query, case-insensitively", () => {
    expect(subjectFromQuery("booking-assistance", CONTACT_SUBJECTS)).toBe("booking-assistance");
    expect(subjectFromQuery(" Partnership ", CONTACT_SUBJECTS)).toBe("partnership");
  });

  it("preselects nothing for missing, unknown or repeated values", () => {
    expect(subjectFromQuery(undefined, CONTACT_SUBJECTS)).toBeUndefined();
    expect(subjectFromQuery("", CONTACT_SUBJECTS)).toBeUndefined();
    expect(subjectFromQuery("refund-now", CONTACT_SUBJECTS)).toBeUndefined();
    expect(subjectFromQuery(["feedback", "complaint"], CONTACT_SUBJECTS)).toBeUndefined();
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
