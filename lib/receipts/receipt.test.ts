import { describe, expect, it } from "vitest";

import { publishedPolicy, termsFor } from "@/lib/policies/cancellation";
import { buildReceipt, paymentRows, receiptFileName, type ReceiptBooking } from "./receipt";

const terms = termsFor(publishedPolicy("guest_house"), "2027-03-12", {
  timeZone: "Indian/Maldives",
  zoneName: "Maldives time",
  checkInTime: "14:00",
});

const house: ReceiptBooking = {
  kind: "guest_house",
  id: "0d1f0f4e-2f55-4a55-9c43-6b4b7b0d3a12",
  reference: "GH-7K3Q9P",
  userId: null,
  customerName: "Aminath Guest",
  customerEmail: "aminath@example.com",
  customerPhone: "+960 777 1234",
  roomType: "Deluxe Room",
  nights: 2,
  specialRequests: "",
  nightlyRate: 95.5,
  totalPrice: 191,
  status: "confirmed",
  paymentStatus: "paid",
  manageUrl: "/booking/GH-7K3Q9P?token=x",
  cancellationTerms: terms,
  cancellationFee: null,
  cancelledAt: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  tourismId: 4,
  guestHouseTitle: "Thulusdhoo Surf Inn",
  checkInDate: "2027-03-12",
  checkOutDate: "2027-03-14",
  guests: 2,
  mealPlan: "Half Board",
  nightLines: null,
  priceBreakdown: null,
  ratePlan: null,
};

describe("buildReceipt", () => {
  it("lists each night at the rate charged, adding up to the stored total, with the stay's facts", () => {
    const receipt = buildReceipt(house, terms, new Date("2027-01-03T08:00:00Z"));
    expect(receipt.lines).toEqual([
      { label: "Night of Mar 12, 2027 · Deluxe Room", cents: 9550 },
      { label: "Night of Mar 13, 2027 · Deluxe Room", cents: 9550 },
    ]);
    expect(receipt.totalCents).toBe(19100);
    expect(receipt.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(receipt.totalCents);
    expect(receipt.title).toBe("Guest house booking");
    expect(receipt.issued).toBe("Jan 3, 2027, 8:00 AM UTC");
    expect(receipt.stay).toContainEqual(["Meal plan", "Half Board"]);
    expect(receipt.stay).toContainEqual(["Guests", "2 guests"]);
    expect(receipt.stay).toContainEqual(["Check-out", "Mar 14, 2027"]);
    expect(receipt.payment).toEqual([
      ["Payment status", "Paid"],
      ["Paid", "$191.00"],
      ["Amount due", "$0.00"],
    ]);
    // The guest-house default: free until 3 days before the 14:00 check-in, Maldives time.
    expect(receipt.terms[0]).toBe(
      "Free cancellation until Mar 9, 2027, 2:00 PM (Maldives time). After that, the first night ($95.50) is charged.",
    );
  });

  it("a cancelled booking states its stored fee, in the terms and the payment", () => {
    const receipt = buildReceipt(
      { ...house, status: "cancelled", cancellationFee: 95.5, cancelledAt: "2027-03-10T09:30:00.000Z" },
      terms,
    );
    expect(receipt.stay).toContainEqual(["Cancelled on", "Mar 10, 2027, 9:30 AM UTC"]);
    expect(receipt.terms.at(-1)).toBe("Cancelled with a fee of $95.50.");
    expect(receipt.payment).toEqual([
      ["Payment status", "Paid"],
      ["Cancellation fee", "$95.50"],
      ["Paid", "$191.00"],
      ["To be refunded", "$95.50"],
    ]);
  });
});

describe("paymentRows", () => {
  it("with money paid online: what was paid, refunded and is still due, from the running totals", () => {
    const deposit = { paidCents: 45_81, refundedCents: 0 };
    expect(paymentRows("confirmed", "pending", 152_70, null, deposit)).toEqual([
      ["Payment status", "Payment pending"],
      ["Paid online", "$45.81"],
      ["Amount due", "$106.89"],
    ]);
    expect(paymentRows("cancelled", "refunded", 152_70, 100_00, { paidCents: 152_70, refundedCents: 52_70 })).toEqual([
      ["Payment status", "Refunded"],
      ["Cancellation fee", "$100.00"],
      ["Paid online", "$152.70"],
      ["Refunded", "$52.70"],
      ["Amount due", "$0.00"],
    ]);
    // Nothing paid online: the statuses set by hand, as before.
    expect(paymentRows("pending", "pending", 50000, null, { paidCents: 0, refundedCents: 0 })).toEqual(
      paymentRows("pending", "pending", 50000, null),
    );
  });

  it("an unpaid booking owes its total; a cancelled unpaid one owes nothing; a refunded one says so only", () => {
    expect(paymentRows("pending", "pending", 50000, null)).toEqual([
      ["Payment status", "Payment pending"],
      ["Paid", "$0.00"],
      ["Amount due", "$500.00"],
    ]);
    expect(paymentRows("cancelled", "pending", 50000, 25000)).toEqual([
      ["Payment status", "Payment pending"],
      ["Cancellation fee", "$250.00"],
      ["Paid", "$0.00"],
      ["Amount due", "$0.00"],
    ]);
    expect(paymentRows("cancelled", "refunded", 50000, 0)).toEqual([
      ["Payment status", "Refunded"],
      ["Cancellation fee", "$0.00"],
    ]);
    expect(paymentRows("confirmed", "refunded", 50000, null)).toEqual([["Payment status", "Refunded"]]);
  });
});

describe("receiptFileName", () => {
  it("names the file by its reference, nothing else", () => {
    expect(receiptFileName("MV-7K3Q9P")).toBe("receipt-MV-7K3Q9P.pdf");
    expect(receiptFileName('MV-7K3"Q9P\r\n')).toBe("receipt-MV-7K3Q9P.pdf");
  });
});

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

describe("a booking across a season's start", () => {
  it("lists each night at the rate it was charged, naming the season", () => {
    const receipt = buildReceipt(
      {
        ...house,
        nights: 3,
        checkOutDate: "2027-03-15",
        nightlyRate: 95.5,
        totalPrice: 391,
        nightLines: [
          { date: "2027-03-12", price: 95.5, season: null },
          { date: "2027-03-13", price: 147.75, season: "Festive" },
          { date: "2027-03-14", price: 147.75, season: "Festive" },
        ],
      },
      terms,
    );
    expect(receipt.lines).toEqual([
      { label: "Night of Mar 12, 2027 · Deluxe Room", cents: 9550 },
      { label: "Night of Mar 13, 2027 · Deluxe Room · Festive", cents: 14775 },
      { label: "Night of Mar 14, 2027 · Deluxe Room · Festive", cents: 14775 },
    ]);
    expect(receipt.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(receipt.totalCents);
  });
});

describe("a multi-room hotel booking's receipt (issue 35)", () => {
  it("charges each night for every room, and its first-night fee is every room's", () => {
    const hotelTerms = termsFor(publishedPolicy("hotel"), "2027-03-12", {
      timeZone: "Indian/Maldives",
      zoneName: "Maldives time",
      checkInTime: "15:00",
    });
    const receipt = buildReceipt(
      {
        ...pick(house, [
          "id",
          "userId",
          "customerName",
          "customerEmail",
          "customerPhone",
          "roomType",
          "nights",
          "specialRequests",
          "status",
          "paymentStatus",
          "manageUrl",
          "cancellationTerms",
          "cancellationFee",
          "cancelledAt",
          "createdAt",
          "updatedAt",
        ]),
        kind: "hotel",
        reference: "MV-7K3Q9P",
        hotelId: 1,
        hotelName: "Coral Bay",
        promotionId: null,
        checkIn: "2027-03-12",
        checkOut: "2027-03-14",
        adults: 4,
        children: 0,
        rooms: 2,
        nightlyRate: 200,
        totalPrice: 800,
        nightLines: null,
        priceBreakdown: null,
        ratePlan: null,
      },
      hotelTerms,
    );
    expect(receipt.lines).toEqual([
      { label: "Night of Mar 12, 2027 · 2 × Deluxe Room", cents: 40000 },
      { label: "Night of Mar 13, 2027 · 2 × Deluxe Room", cents: 40000 },
    ]);
    expect(receipt.totalCents).toBe(80000);
    expect(receipt.stay).toContainEqual(["Room type", "2 × Deluxe Room"]);
    expect(receipt.terms[0]).toContain("After that, the first night ($400.00) is charged.");
  });
});

describe("a booking with destination taxes (docs/pricing.md)", () => {
  it("lists each charge after the nights with what it was computed on; everything adds up to the total", () => {
    const receipt = buildReceipt(
      {
        ...house,
        nights: 1,
        checkOutDate: "2027-03-13",
        nightlyRate: 100,
        totalPrice: 152.7,
        priceBreakdown: {
          roomTotal: 100,
          taxes: [
            { label: "Service charge", detail: "10% of $100.00", amount: 10 },
            { label: "T-GST", detail: "17% of $110.00", amount: 18.7 },
            { label: "Green Tax", detail: "$12.00 × 2 guests × 1 night", amount: 24 },
          ],
          taxesTotal: 52.7,
          total: 152.7,
        },
      },
      terms,
    );
    expect(receipt.lines).toEqual([
      { label: "Night of Mar 12, 2027 · Deluxe Room", cents: 10000 },
      { label: "Service charge · 10% of $100.00", cents: 1000 },
      { label: "T-GST · 17% of $110.00", cents: 1870 },
      { label: "Green Tax · $12.00 × 2 guests × 1 night", cents: 2400 },
    ]);
    expect(receipt.totalCents).toBe(15270);
    expect(receipt.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(receipt.totalCents);
  });
});
