import { describe, expect, it } from "vitest";

import { publishedPolicy, termsFor } from "@/lib/policies/cancellation";
import { cancellationNotice } from "./cancellation-notice";

const terms = termsFor(publishedPolicy("hotel"), "2027-03-19", {
  timeZone: "Indian/Maldives",
  zoneName: "Maldives time",
  checkInTime: "15:00",
});
const stay = { checkIn: "2027-03-19", nightlyCents: 25_000, totalCents: 75_000, status: "confirmed" };

describe("cancellationNotice", () => {
  it("states the booking's own terms and the fee of cancelling at that moment", () => {
    const before = cancellationNotice(terms, stay, new Date("2027-03-12T09:59:00Z"));
    expect(before.rule).toMatch(/cancel this booking here until check-in on Mar 19, 2027/);
    expect(before.terms).toEqual([
      "Free cancellation until Mar 12, 2027, 3:00 PM (Maldives time). After that, the first night ($250.00) is charged.",
    ]);
    expect(before).toMatchObject({ feeCents: 0, fee: "Cancelling now is free of charge." });
    expect(cancellationNotice(terms, stay, new Date("2027-03-12T10:00:00Z"))).toMatchObject({
      feeCents: 25_000,
      fee: "Cancelling now costs $250.00.",
    });
  });

  it("a pending request says it is free to cancel, and is", () => {
    const notice = cancellationNotice(terms, { ...stay, status: "pending" }, new Date("2027-03-18T00:00:00Z"));
    expect(notice.rule).toMatch(/still pending .* free of charge/);
    expect(notice.feeCents).toBe(0);
  });
});
