import { describe, expect, it } from "vitest";

import {
  cancellationFee,
  checkInClock,
  parsePolicyDefaults,
  policyDefaultsSchema,
  policyOn,
  propertyPolicy,
  PUBLISHED_DEFAULTS,
  publishedPolicy,
  defaultPolicyRows,
  describePolicy,
  describeTerms,
  feeSentence,
  freeCancellationUntil,
  PENDING_FREE_SENTENCE,
  propertyPolicyLines,
  stayTermsLine,
  localInstant,
  parseTerms,
  termsFor,
  type CancellationTerms,
} from "./cancellation";
import { DEFAULT_ZONE, zoneOfLocation } from "./time-zones";

const standard = publishedPolicy;
const MALDIVES = { timeZone: "Indian/Maldives", zoneName: "Maldives time" };
const stay = { checkIn: "2027-03-19", nightlyCents: 25_000, totalCents: 75_000, status: "confirmed" };
const ms = (iso: string) => new Date(iso);

describe("default policies", () => {
  it("hotel: free until 7 days before the local check-in time, then the first night", () => {
    const terms = termsFor(standard("hotel"), stay.checkIn, { ...MALDIVES, checkInTime: "15:00" });
    // 12 Mar 2027 15:00 in the Maldives (UTC+5) is 10:00 UTC.
    expect(freeCancellationUntil(terms, stay.checkIn)?.toISOString()).toBe("2027-03-12T10:00:00.000Z");
    expect(cancellationFee(terms, stay, ms("2027-03-12T09:59:59.999Z"))).toBe(0);
    expect(cancellationFee(terms, stay, ms("2027-03-12T10:00:00.000Z"))).toBe(25_000);
    expect(describeTerms(terms, stay)).toEqual([
      "Free cancellation until Mar 12, 2027, 3:00 PM (Maldives time). After that, the first night ($250.00) is charged.",
    ]);
  });

  it("guest house: 3 days before its check-in time", () => {
    const terms = termsFor(standard("guest_house"), stay.checkIn, { ...MALDIVES, checkInTime: "14:00" });
    expect(freeCancellationUntil(terms, stay.checkIn)?.toISOString()).toBe("2027-03-16T09:00:00.000Z");
    expect(cancellationFee(terms, stay, ms("2027-03-16T08:59:59Z"))).toBe(0);
    expect(cancellationFee(terms, stay, ms("2027-03-16T09:00:00Z"))).toBe(25_000);
  });

  it("day visit: 48 hours before, then the full price", () => {
    const visit = { checkIn: "2027-03-19", nightlyCents: 12_000, totalCents: 12_000, status: "confirmed" };
    const terms = termsFor(standard("day_visit"), visit.checkIn, { ...MALDIVES, checkInTime: "09:00" });
    expect(freeCancellationUntil(terms, visit.checkIn)?.toISOString()).toBe("2027-03-17T04:00:00.000Z");
    expect(cancellationFee(terms, visit, ms("2027-03-17T03:59:59Z"))).toBe(0);
    expect(cancellationFee(terms, visit, ms("2027-03-17T04:00:00Z"))).toBe(12_000);
    expect(describeTerms(terms, visit)[0]).toContain("the full day-visit price ($120.00)");
  });

  it("festive season (check-in 20 Dec – 10 Jan): 30 days before, then 50 % of the total; not for day visits", () => {
    expect(policyOn(standard("hotel"), "2027-12-19").season).toBeNull();
    expect(policyOn(standard("hotel"), "2027-12-20").season).toBe("Festive season");
    expect(policyOn(standard("guest_house"), "2028-01-10").season).toBe("Festive season");
    expect(policyOn(standard("hotel"), "2028-01-11").season).toBeNull();
    expect(policyOn(standard("day_visit"), "2027-12-25").season).toBeNull();

    const festive = { checkIn: "2027-12-24", nightlyCents: 40_000, totalCents: 120_001, status: "confirmed" };
    const terms = termsFor(standard("hotel"), festive.checkIn, { ...MALDIVES, checkInTime: "15:00" });
    expect(freeCancellationUntil(terms, festive.checkIn)?.toISOString()).toBe("2027-11-24T10:00:00.000Z");
    expect(cancellationFee(terms, festive, ms("2027-11-24T09:59:59Z"))).toBe(0);
    // Half of 1 200.01, rounded to the nearest cent.
    expect(cancellationFee(terms, festive, ms("2027-11-24T10:00:00Z"))).toBe(60_001);
    expect(describeTerms(terms, festive)[0]).toBe(
      "Festive season terms. Free cancellation until Nov 24, 2027, 3:00 PM (Maldives time). After that, 50% of the total ($600.01) is charged.",
    );
  });

  it("the /cancellation page's rows follow the data", () => {
    expect(defaultPolicyRows(PUBLISHED_DEFAULTS)).toEqual([
      {
        stay: "Hotels and resorts",
        free: "Free cancellation until 7 days before check-in",
        after: ["After that, the first night is charged"],
      },
      {
        stay: "Guest houses",
        free: "Free cancellation until 3 days before check-in",
        after: ["After that, the first night is charged"],
      },
      {
        stay: "Resort day visits",
        free: "Free cancellation until 48 hours before the visit",
        after: ["After that, the full day-visit price is charged"],
      },
      {
        stay: "Festive season: hotel and guest-house stays checking in Dec 20 – Jan 10",
        free: "Free cancellation until 30 days before check-in",
        after: ["After that, 50% of the total is charged"],
      },
    ]);
    const changed = defaultPolicyRows({
      policies: {
        ...PUBLISHED_DEFAULTS.policies,
        hotel: {
          type: "windows",
          steps: [{ before: { amount: 14, unit: "days" }, charge: { type: "percent", percent: 100 } }],
        },
      },
      seasons: [],
    });
    expect(changed[0]).toEqual({
      stay: "Hotels and resorts",
      free: "Free cancellation until 14 days before check-in",
      after: ["After that, the full price is charged"],
    });
    expect(changed).toHaveLength(3);
  });

  it("the /cancellation page's lines", () => {
    expect(describePolicy(policyOn(standard("hotel"), "2027-03-01").policy, "hotel")).toEqual({
      free: "Free cancellation until 7 days before check-in",
      after: ["After that, the first night is charged"],
    });
    expect(describePolicy(policyOn(standard("day_visit"), "2027-03-01").policy, "day_visit").free).toBe(
      "Free cancellation until 48 hours before the visit",
    );
  });
});

describe("fees", () => {
  const base: CancellationTerms = {
    version: 1,
    kind: "hotel",
    policy: { type: "nonRefundable" },
    season: null,
    ...MALDIVES,
    checkInTime: "15:00",
  };

  it("non-refundable: the whole total at any time, no free deadline", () => {
    expect(freeCancellationUntil(base, stay.checkIn)).toBeNull();
    expect(cancellationFee(base, stay, ms("2026-01-01T00:00:00Z"))).toBe(75_000);
    expect(describeTerms(base, stay)).toEqual(["Non-refundable: cancelling costs the full price ($750.00)."]);
  });

  it("a pending request is free whatever the policy", () => {
    expect(cancellationFee(base, { ...stay, status: "pending" }, ms("2027-03-19T00:00:00Z"))).toBe(0);
  });

  it("several steps: the highest charge whose deadline has passed; the first night never above the total", () => {
    const terms: CancellationTerms = {
      ...base,
      policy: {
        type: "windows",
        steps: [
          { before: { amount: 2, unit: "days" }, charge: { type: "percent", percent: 100 } },
          { before: { amount: 14, unit: "days" }, charge: { type: "firstNight" } },
        ],
      },
    };
    expect(cancellationFee(terms, stay, ms("2027-03-05T09:59:59Z"))).toBe(0);
    expect(cancellationFee(terms, stay, ms("2027-03-05T10:00:00Z"))).toBe(25_000);
    expect(cancellationFee(terms, stay, ms("2027-03-17T10:00:00Z"))).toBe(75_000);
    expect(cancellationFee(terms, { ...stay, nightlyCents: 90_000 }, ms("2027-03-06T00:00:00Z"))).toBe(75_000);
    expect(describeTerms(terms, stay)).toEqual([
      "Free cancellation until Mar 5, 2027, 3:00 PM (Maldives time). After that, the first night ($250.00) is charged.",
      "From Mar 17, 2027, 3:00 PM (Maldives time), the full price ($750.00) is charged.",
    ]);
  });

  it("fee sentence", () => {
    expect(feeSentence(0)).toBe("Cancelling now is free of charge.");
    expect(feeSentence(25_000)).toBe("Cancelling now costs $250.00.");
  });
});

describe("time zones", () => {
  it("each destination's zone from its location, the Maldives by default", () => {
    expect(zoneOfLocation("North Malé Atoll, Maldives").timeZone).toBe("Indian/Maldives");
    expect(zoneOfLocation("Ubud, Bali").timeZone).toBe("Asia/Makassar");
    expect(zoneOfLocation("Patong, Phuket, Thailand").timeZone).toBe("Asia/Bangkok");
    expect(zoneOfLocation("Oia, Santorini, Greece")).toEqual({ timeZone: "Europe/Athens", name: "Santorini time" });
    expect(zoneOfLocation("Somewhere else")).toEqual(DEFAULT_ZONE);
  });

  it("the same rule gives a different instant in each zone", () => {
    const at = (timeZone: string) =>
      freeCancellationUntil(
        termsFor(standard("hotel"), stay.checkIn, { timeZone, zoneName: "x", checkInTime: "15:00" }),
        stay.checkIn,
      )?.toISOString();
    expect(at("Asia/Makassar")).toBe("2027-03-12T07:00:00.000Z");
    expect(at("Asia/Bangkok")).toBe("2027-03-12T08:00:00.000Z");
    expect(at("Europe/Athens")).toBe("2027-03-12T13:00:00.000Z");
  });

  it("a deadline in days keeps the local clock across a daylight-saving change; one in hours is elapsed time", () => {
    // Athens moves to summer time on 28 Mar 2027: check-in 30 Mar 15:00 is 12:00 UTC, 7 days earlier 15:00 is 13:00 UTC.
    const athens = { timeZone: "Europe/Athens", zoneName: "Santorini time", checkInTime: "15:00" };
    expect(freeCancellationUntil(termsFor(standard("hotel"), "2027-03-30", athens), "2027-03-30")?.toISOString()).toBe(
      "2027-03-23T13:00:00.000Z",
    );
    expect(
      freeCancellationUntil(termsFor(standard("day_visit"), "2027-03-29", athens), "2027-03-29")?.toISOString(),
    ).toBe("2027-03-27T12:00:00.000Z");
    expect(localInstant("2027-03-30", "15:00", "Europe/Athens").toISOString()).toBe("2027-03-30T12:00:00.000Z");
  });

  it("a check-in time that is no clock time counts from midnight", () => {
    expect(checkInClock("Flexible")).toBe("00:00");
    expect(checkInClock("9:30")).toBe("09:30");
    const terms = termsFor(standard("hotel"), stay.checkIn, { ...MALDIVES, checkInTime: "" });
    expect(freeCancellationUntil(terms, stay.checkIn)?.toISOString()).toBe("2027-03-11T19:00:00.000Z");
  });
});

describe("snapshot", () => {
  it("round-trips through JSON; anything else reads as no snapshot", () => {
    const terms = termsFor(standard("hotel"), stay.checkIn, { ...MALDIVES, checkInTime: "15:00" });
    expect(parseTerms(JSON.parse(JSON.stringify(terms)))).toEqual(terms);
    expect(parseTerms(null)).toBeNull();
    expect(parseTerms({ version: 2 })).toBeNull();
    expect(parseTerms({ ...terms, policy: { type: "windows", steps: [] } })).toBeNull();
  });
});

describe("propertyPolicyLines (detail pages)", () => {
  it("states the kind's default, the seasons that cover the kind and the pending rule, from the data", () => {
    expect(propertyPolicyLines(standard("hotel"))).toEqual([
      "Free cancellation until 7 days before check-in. After that, the first night is charged.",
      "Festive season (check-in Dec 20 – Jan 10): free cancellation until 30 days before check-in. After that, 50% of the total is charged.",
      PENDING_FREE_SENTENCE,
    ]);
    expect(propertyPolicyLines(standard("day_visit"))).toEqual([
      "Free cancellation until 48 hours before the visit. After that, the full day-visit price is charged.",
      PENDING_FREE_SENTENCE,
    ]);
    // Another policy, another sentence: nothing is written by hand.
    const policies = {
      ...PUBLISHED_DEFAULTS.policies,
      guest_house: {
        type: "windows" as const,
        steps: [{ before: { amount: 10, unit: "days" as const }, charge: { type: "firstNight" as const } }],
      },
    };
    expect(propertyPolicyLines(propertyPolicy("guest_house", null, { policies, seasons: [] }))[0]).toBe(
      "Free cancellation until 10 days before check-in. After that, the first night is charged.",
    );
  });

  it("a property's own policy replaces its kind's default and the seasons, all year round", () => {
    const own = propertyPolicy("hotel", { type: "nonRefundable" }, PUBLISHED_DEFAULTS);
    expect(own).toEqual({ kind: "hotel", own: true, policy: { type: "nonRefundable" }, seasons: [] });
    expect(propertyPolicyLines(own)).toEqual([
      "Non-refundable: no free cancellation. Cancelling costs the full price.",
      PENDING_FREE_SENTENCE,
    ]);
    expect(policyOn(own, "2027-12-24")).toEqual({ policy: { type: "nonRefundable" }, season: null });
    expect(stayTermsLine(own, "2027-03-12", { location: "Maafushi", checkInTime: "14:00" })).toBe("Non-refundable");
    // Something that is no policy (a broken column) reads as the kind's default.
    expect(propertyPolicy("hotel", { type: "windows", steps: [] }, PUBLISHED_DEFAULTS).own).toBe(false);
  });
});

describe("stored defaults (policyDefaultsSchema)", () => {
  it("the published defaults pass their own bounds, and read back as they were", () => {
    expect(parsePolicyDefaults(JSON.parse(JSON.stringify(PUBLISHED_DEFAULTS)))).toEqual(PUBLISHED_DEFAULTS);
  });

  it("refuses what is out of bounds", () => {
    const hotel = (policy: unknown) =>
      policyDefaultsSchema.safeParse({
        ...PUBLISHED_DEFAULTS,
        policies: { ...PUBLISHED_DEFAULTS.policies, hotel: policy },
      }).success;
    const step = (amount: number, unit: string, percent = 50) => ({
      before: { amount, unit },
      charge: { type: "percent", percent },
    });
    expect(hotel({ type: "windows", steps: [step(14, "days")] })).toBe(true);
    expect(hotel({ type: "windows", steps: [] })).toBe(false);
    expect(hotel({ type: "windows", steps: [step(366, "days")] })).toBe(false);
    expect(hotel({ type: "windows", steps: [step(0, "hours")] })).toBe(false);
    expect(hotel({ type: "windows", steps: [step(2, "days", 101)] })).toBe(false);
    expect(hotel({ type: "windows", steps: [step(2, "days"), step(48, "hours")] })).toBe(false);
    expect(hotel({ type: "windows", steps: [1, 2, 3, 4, 5, 6].map((d) => step(d, "days")) })).toBe(false);
    const season = (s: Record<string, unknown>) =>
      policyDefaultsSchema.safeParse({ ...PUBLISHED_DEFAULTS, seasons: [{ ...PUBLISHED_DEFAULTS.seasons[0], ...s }] })
        .success;
    expect(season({ from: "02-29" })).toBe(true);
    expect(season({ from: "02-30" })).toBe(false);
    expect(season({ to: "13-01" })).toBe(false);
    expect(season({ kinds: [] })).toBe(false);
    expect(season({ kinds: ["hotel", "hotel"] })).toBe(false);
    expect(season({ name: "x".repeat(61) })).toBe(false);
    expect(parsePolicyDefaults({ policies: {}, seasons: [] })).toBeNull();
  });
});

describe("stayTermsLine (listing cards with dates)", () => {
  const bali = { location: "Ubud, Bali", checkInTime: "14:00" };
  it("names the deadline in the property's local time, the festive season's too", () => {
    expect(stayTermsLine(standard("hotel"), "2027-03-12", bali, new Date("2027-01-01T00:00:00Z"))).toBe(
      "Free cancellation until Mar 5, 2027, 2:00 PM (Bali time)",
    );
    expect(stayTermsLine(standard("hotel"), "2027-12-24", bali, new Date("2027-01-01T00:00:00Z"))).toBe(
      "Free cancellation until Nov 24, 2027, 2:00 PM (Bali time)",
    );
    expect(
      stayTermsLine(
        standard("day_visit"),
        "2027-03-12",
        { location: "Maafushi", checkInTime: "09:00" },
        new Date("2027-01-01T00:00:00Z"),
      ),
    ).toBe("Free cancellation until Mar 10, 2027, 9:00 AM (Maldives time)");
  });

  it("says so when the free window is over for these dates", () => {
    // 2:00 PM Bali time (UTC+8) on Mar 5 is 06:00 UTC.
    expect(stayTermsLine(standard("hotel"), "2027-03-12", bali, new Date("2027-03-05T05:59:59Z"))).toMatch(
      /^Free cancellation until/,
    );
    expect(stayTermsLine(standard("hotel"), "2027-03-12", bali, new Date("2027-03-05T06:00:00Z"))).toBe(
      "No free cancellation for these dates",
    );
  });
});
