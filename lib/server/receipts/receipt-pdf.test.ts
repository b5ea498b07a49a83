import { describe, expect, it } from "vitest";

import { buildReceipt, type ReceiptBooking } from "@/lib/receipts/receipt";
import { publishedPolicy, termsFor } from "@/lib/policies/cancellation";
import { pdfText } from "@/tests/support/pdf";
import { renderReceiptPdf } from "./receipt-pdf";

const booking: ReceiptBooking = {
  kind: "hotel",
  id: "0d1f0f4e-2f55-4a55-9c43-6b4b7b0d3a11",
  reference: "MV-7K3Q9P",
  userId: null,
  customerName: "Łukasz Żółć-Ωμέγα",
  customerEmail: "lukasz@example.com",
  customerPhone: "+48 600 100 200",
  roomType: "Beach Villa",
  nights: 3,
  specialRequests: "",
  nightlyRate: 250,
  totalPrice: 750,
  status: "confirmed",
  paymentStatus: "pending",
  manageUrl: "/booking/MV-7K3Q9P?token=x",
  cancellationTerms: null,
  cancellationFee: null,
  cancelledAt: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  hotelId: 1,
  hotelName: "Coral Bay Resort",
  promotionId: null,
  checkIn: "2027-03-12",
  checkOut: "2027-03-15",
  adults: 2,
  children: 1,
  rooms: 1,
  nightLines: null,
  priceBreakdown: null,
  ratePlan: null,
};

describe("the receipt's PDF", () => {
  it("parses as a PDF and carries the reference, the guest's name in its own letters, each night and the total", async () => {
    const terms = termsFor(publishedPolicy("hotel"), "2027-03-12", {
      timeZone: "Indian/Maldives",
      zoneName: "Maldives time",
      checkInTime: "15:00",
    });
    const pdf = await renderReceiptPdf(buildReceipt(booking, terms, new Date("2027-01-03T08:00:00Z")));
    const text = await pdfText(pdf);
    expect(text).toContain("Receipt MV-7K3Q9P");
    expect(text).toContain("Łukasz Żółć-Ωμέγα");
    expect(text).toContain("Coral Bay Resort");
    expect(text.match(/\$250\.00/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain("Night of Mar 14, 2027");
    expect(text).toMatch(/Total \$750\.00/);
    expect(text).toMatch(/Amount due \$750\.00/);
    expect(text).toContain("Free cancellation until Mar 5, 2027, 3:00 PM (Maldives time)");
  });
});
