import { describe, expect, it } from "vitest";

import { paymentStatusAfter } from "./booking-money";

const stay = (
  status: "pending" | "confirmed" | "cancelled",
  paymentStatus: "pending" | "paid" | "failed" | "refunded",
  totalCents = 152_70,
) => ({
  status,
  paymentStatus,
  totalCents,
});

describe("paymentStatusAfter", () => {
  it("is paid once what was paid and kept covers the total; a deposit leaves it pending", () => {
    expect(paymentStatusAfter(stay("pending", "pending"), 152_70, 0)).toBe("paid");
    expect(paymentStatusAfter(stay("confirmed", "pending"), 45_81, 0)).toBe("pending");
    expect(paymentStatusAfter(stay("confirmed", "pending"), 160_00, 0)).toBe("paid");
  });

  it("a payment after a failed one makes it pending again (or paid)", () => {
    expect(paymentStatusAfter(stay("pending", "failed"), 45_81, 0)).toBe("pending");
    expect(paymentStatusAfter(stay("pending", "failed"), 152_70, 0)).toBe("paid");
    expect(paymentStatusAfter(stay("pending", "failed"), 0, 0)).toBe("failed");
  });

  it("is refunded once money went back on a cancelled booking, or nothing is kept; a partial refund on a live booking keeps it", () => {
    expect(paymentStatusAfter(stay("cancelled", "paid"), 152_70, 52_70)).toBe("refunded");
    expect(paymentStatusAfter(stay("confirmed", "paid"), 152_70, 152_70)).toBe("refunded");
    expect(paymentStatusAfter(stay("confirmed", "paid"), 152_70, 20_00)).toBe("paid");
  });

  it("leaves a status set by hand alone when no money moved (cash at the desk)", () => {
    expect(paymentStatusAfter(stay("confirmed", "paid"), 0, 0)).toBe("paid");
  });
});
