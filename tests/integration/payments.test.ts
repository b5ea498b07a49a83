/**
 * Online payments' domain (issue 40; docs/payments.md) on a provider double (the real adapter
 * against the fake Stripe server: stripe-adapter.test.ts): what is due when booking under each plan,
 * a webhook event acted on once in any order, a paid request confirmed (or, its room gone after the
 * hold lapsed, cancelled and refunded in full), a failed payment giving the room back, refunds by the
 * cancellation policy and by an administrator, and a refund the provider missed sent again.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

import { POST as postBooking } from "@/app/api/bookings/route";
import { getDb } from "@/lib/server/db/client";
import { addDays, todayYmd } from "@/lib/pricing";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { BOOKING_TABLES } from "@/lib/server/bookings/kinds";
import { amountDueNow, payWhatIsDue } from "@/lib/server/payments/start-payment";
import { handlePaymentEvent, LATE_PAYMENT_REASON } from "@/lib/server/payments/webhook";
import { refundBooking, sendPendingRefunds } from "@/lib/server/payments/refunds";
import { returnFromCheckout } from "@/lib/server/payments/reconcile";
import { manageToken } from "@/lib/server/bookings/manage-token";
import { call } from "../support/http";
import { guestHouseBookingBody, hotelBookingBody } from "../support/bookings";
import { hotelWithRoom, houseWithRoom } from "../support/hotels";
import { POST as postGuestHouseBooking } from "@/app/api/local-tourism/bookings/route";
import { PaymentsDouble } from "../support/payments-double";
import { pdfText } from "../support/pdf";
import { receiptOfBooking } from "@/lib/server/receipts/booking-receipt";
import { signInTokens } from "../support/content";
import { readQueuedVars } from "@/lib/server/email/outbox";
import { POST as postPaymentLink } from "@/app/api/bookings/[id]/payment-link/route";
import { POST as postRefund } from "@/app/api/bookings/[id]/refunds/route";
import { POST as postNotification } from "@/app/api/email/send-notification/route";
import { openPaymentLink, payPaymentLink } from "@/lib/server/payments/payment-link";
import { reconcileLapsedPayments } from "@/lib/server/payments/reconcile";

const provider = { current: new PaymentsDouble() };
vi.mock("@/lib/server/payments/provider", () => ({
  paymentsProvider: () => provider.current,
  paymentsEnabled: () => true,
}));
const testModeMails: { to: string; subject: string; text: string }[] = [];
vi.mock("@/lib/server/email/transport", async (original) => {
  const real = await original<typeof import("@/lib/server/email/transport")>();
  return {
    ...real,
    sendTestModeMail: (mail: Parameters<typeof real.sendTestModeMail>[0]) => {
      testModeMails.push({ to: mail.to, subject: mail.subject, text: mail.text });
      return real.sendTestModeMail(mail);
    },
  };
});
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));

process.env.NEXTAUTH_SECRET = "integration-test-payments";
process.env.RATE_LIMIT_DISABLED = "1";

const today = todayYmd();
const inDays = (n: number) => addDays(today, n);
const db = () => getDb();

beforeEach(() => {
  provider.current = new PaymentsDouble();
});

async function book(
  hotelId: number,
  room: string,
  options: { checkIn: string; checkOut: string; ratePlan?: string; email?: string },
) {
  const res = await call(postBooking, "/api/bookings", undefined, {
    method: "POST",
    body: hotelBookingBody(hotelId, room, {
      checkIn: options.checkIn,
      checkOut: options.checkOut,
      ratePlan: options.ratePlan,
      customerEmail: options.email ?? "payer@example.com",
    }),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json as { booking: { id: string; reference: string; totalPrice: number } }).booking;
}

const stay = async (id: string) => (await BOOKING_TABLES.hotel.findById(db(), id))!.stay;
const row = (id: string) => db().booking.findUniqueOrThrow({ where: { id } });
const audit = (id: string) =>
  db().bookingStatusChange.findMany({ where: { bookingId: id }, orderBy: { changedAt: "asc" } });

/** A hotel whose Flexible plan takes a deposit of `depositPercent` when booking. */
async function depositHotel(label: string, depositPercent: number, units = 3) {
  const h = await hotelWithRoom({ label, units, price: 100, room: "Reef Room" });
  await db().hotel.update({
    where: { id: h.id },
    data: {
      ratePlans: [
        {
          id: "flexible",
          name: "Flexible",
          cancellation: "property",
          discountPercent: 0,
          board: "room_only",
          boardCents: 0,
          depositPercent,
        },
        {
          id: "non-refundable",
          name: "Non-refundable",
          cancellation: "nonRefundable",
          discountPercent: 10,
          board: "room_only",
          boardCents: 0,
        },
      ],
    },
  });
  return h;
}

describe("what is due when booking", () => {
  it("non-refundable: the whole total, on a hosted page opened once for a double click", async () => {
    const h = await hotelWithRoom({ label: "PayNonRef", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(50),
      checkOut: inDays(51),
      ratePlan: "non-refundable",
    });
    expect(amountDueNow(await stay(booking.id))).toEqual({ purpose: "booking", amountCents: 139_83 });

    const first = await payWhatIsDue(await stay(booking.id));
    const again = await payWhatIsDue(await stay(booking.id));
    expect(again.url).toBe(first.url);
    expect(provider.current.calls.filter((c) => c.startsWith("checkout"))).toHaveLength(1);
    const session = provider.current.sessionOf(first.paymentId);
    expect(session.request).toMatchObject({
      amountCents: 139_83,
      currency: "usd",
      customerEmail: "payer@example.com",
      idempotencyKey: `checkout-${first.paymentId}`,
    });
    expect(session.request.description).toContain(booking.reference);
    expect(session.request.successUrl).toContain(
      `/api/payments/${first.paymentId}/return?token=${manageToken(booking.id)}&result=paid`,
    );
    // The page lasts as long as the request's hold (at least the provider's 30 minutes).
    const held = (await row(booking.id)).inventoryHeldUntil!;
    expect(Math.abs(first.expiresAt.getTime() - Math.max(held.getTime(), Date.now() + 30 * 60_000))).toBeLessThan(
      5_000,
    );
  });

  it("flexible without a deposit: nothing online until the property confirms; then the balance", async () => {
    const h = await hotelWithRoom({ label: "PayFlex", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(50), checkOut: inDays(51) });
    expect(amountDueNow(await stay(booking.id))).toBeNull();
    await expect(payWhatIsDue(await stay(booking.id))).rejects.toMatchObject({
      code: "CONFLICT",
      reason: "nothing_due",
    });
    await changeBookingStatus({ kind: "hotel", id: booking.id, status: "confirmed", changedByUserId: null });
    expect(amountDueNow(await stay(booking.id))).toEqual({ purpose: "balance", amountCents: 152_70 });
  });
});

describe("the booking POST's reply", () => {
  it("adds the hosted page for what the rate takes when booking (hotel and guest house); a replay gets the same page; nothing due → no payment", async () => {
    const h = await hotelWithRoom({ label: "PayReply", units: 3, price: 100, room: "Reef Room" });
    const body = hotelBookingBody(h.id, "Reef Room", {
      checkIn: inDays(96),
      checkOut: inDays(97),
      ratePlan: "non-refundable",
    });
    const post = () =>
      call(postBooking, "/api/bookings", undefined, {
        method: "POST",
        body,
        headers: { "idempotency-key": `pay-reply-${h.id}` },
      });
    const first = await post();
    expect(first.status).toBe(201);
    const reply = first.json as {
      booking: { id: string };
      payment: { url: string; amount: number; purpose: string; expiresAt: string };
    };
    expect(reply.payment).toMatchObject({
      amount: 139.83,
      purpose: "booking",
      url: expect.stringMatching(/^https:\/\/pay\.example\/cs_test_/),
    });
    const replay = await post();
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((replay.json as typeof reply).payment.url).toBe(reply.payment.url);

    const flexible = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: hotelBookingBody(h.id, "Reef Room", { checkIn: inDays(98), checkOut: inDays(99) }),
    });
    expect(flexible.json).not.toHaveProperty("payment");

    const house = await houseWithRoom({ label: "PayReplyHouse", units: 2 });
    const houseReply = await call(postGuestHouseBooking, "/api/local-tourism/bookings", undefined, {
      method: "POST",
      body: guestHouseBookingBody(house.id, {
        checkInDate: inDays(96),
        checkOutDate: inDays(97),
        ratePlan: "non-refundable",
      }),
    });
    expect(houseReply.status, JSON.stringify(houseReply.json)).toBe(201);
    const housePayment = (
      houseReply.json as { booking: { id: string; totalPrice: number }; payment: { amount: number; purpose: string } }
    ).payment;
    expect(housePayment).toMatchObject({
      purpose: "booking",
      amount: (houseReply.json as { booking: { totalPrice: number } }).booking.totalPrice,
    });
    const houseBookingId = (houseReply.json as { booking: { id: string } }).booking.id;
    const payment = await db().payment.findFirstOrThrow({
      where: { bookingKind: "guest_house", bookingId: houseBookingId },
    });
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(payment.id).id));
    expect(await db().guestHouseBooking.findUniqueOrThrow({ where: { id: houseBookingId } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
  });

  it("a provider that cannot be reached leaves the booking made, with a sentence instead of a page", async () => {
    const h = await hotelWithRoom({ label: "PayDown", units: 3, price: 100, room: "Reef Room" });
    provider.current.createCheckout = async () => {
      throw new Error("provider unreachable");
    };
    const res = await call(postBooking, "/api/bookings", undefined, {
      method: "POST",
      body: hotelBookingBody(h.id, "Reef Room", {
        checkIn: inDays(96),
        checkOut: inDays(97),
        ratePlan: "non-refundable",
      }),
    });
    expect(res.status).toBe(201);
    expect((res.json as { payment: unknown }).payment).toMatchObject({
      url: null,
      amount: 139.83,
      message: expect.stringContaining("Your booking is saved"),
    });
  });
});

describe("the webhook's events", () => {
  it("paid: the money recorded, the request confirmed with its e-mail, the audit trail written; a replay changes nothing", async () => {
    const h = await hotelWithRoom({ label: "PayPaid", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(52),
      checkOut: inDays(53),
      ratePlan: "non-refundable",
    });
    const started = await payWhatIsDue(await stay(booking.id));
    const event = provider.current.pay(provider.current.sessionOf(started.paymentId).id);

    expect(await handlePaymentEvent(event)).toBe("done");
    const after = await row(booking.id);
    expect(after).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      inventoryHeld: true,
      inventoryHeldUntil: null,
    });
    expect(after.amountPaid.toFixed(2)).toBe("139.83");
    expect(await db().payment.findUniqueOrThrow({ where: { id: started.paymentId } })).toMatchObject({
      status: "paid",
      providerPaymentIntentId: event.paymentIntentId,
      url: null,
    });
    expect((await audit(booking.id)).map((a) => [a.field, a.fromValue, a.toValue, a.source])).toEqual([
      ["amountPaid", "0.00", "139.83", "payment"],
      ["paymentStatus", "pending", "paid", "payment"],
      ["status", "pending", "confirmed", "payment"],
    ]);
    expect(await db().emailLog.count({ where: { bookingId: booking.id, templateType: "bookingConfirmed" } })).toBe(1);

    // The receipt states the money as the provider moved it.
    const receipt = (await pdfText((await receiptOfBooking(booking.id)).pdf)).replace(/\s+/g, " ");
    expect(receipt).toContain("Paid online $139.83");
    expect(receipt).toContain("Amount due $0.00");

    expect(await handlePaymentEvent(event)).toBe("replay");
    expect((await row(booking.id)).amountPaid.toFixed(2)).toBe("139.83");
    // The same payment under another event id (the site's own reconciliation, then the webhook): still once.
    expect(await handlePaymentEvent({ ...event, id: `${event.id}-again` })).toBe("done");
    expect((await row(booking.id)).amountPaid.toFixed(2)).toBe("139.83");
    expect(await db().emailLog.count({ where: { bookingId: booking.id, templateType: "bookingConfirmed" } })).toBe(1);
  });

  it("out of order: 'expired' after 'paid' changes nothing; 'paid' after 'expired' still records the money and takes the room again", async () => {
    const h = await hotelWithRoom({ label: "PayOrder", units: 3, price: 100, room: "Reef Room" });
    const a = await book(h.id, "Reef Room", { checkIn: inDays(54), checkOut: inDays(55), ratePlan: "non-refundable" });
    const pa = await payWhatIsDue(await stay(a.id));
    const sa = provider.current.sessionOf(pa.paymentId).id;
    const paid = provider.current.pay(sa);
    await handlePaymentEvent(paid);
    await handlePaymentEvent({
      id: "evt_late_expired",
      created: new Date(),
      type: "checkout.expired",
      sessionId: sa,
      metadata: {},
    });
    expect(await row(a.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

    const b = await book(h.id, "Reef Room", {
      checkIn: inDays(56),
      checkOut: inDays(57),
      ratePlan: "non-refundable",
      email: "order.b@example.com",
    });
    const pb = await payWhatIsDue(await stay(b.id));
    const sb = provider.current.sessionOf(pb.paymentId).id;
    const expiredFirst = {
      id: "evt_b_expired",
      created: new Date(),
      type: "checkout.expired" as const,
      sessionId: sb,
      metadata: {},
    };
    await handlePaymentEvent(expiredFirst);
    expect(await row(b.id)).toMatchObject({ status: "pending", paymentStatus: "failed", inventoryHeld: false });
    await handlePaymentEvent(provider.current.pay(sb));
    const after = await row(b.id);
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid", inventoryHeld: true });
    expect(after.amountPaid.toFixed(2)).toBe("139.83");
  });

  it("a request's payment that expires unpaid gives its room back: another guest can book the last room", async () => {
    const h = await hotelWithRoom({ label: "PayExpire", units: 1, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(58),
      checkOut: inDays(60),
      ratePlan: "non-refundable",
    });
    const started = await payWhatIsDue(await stay(booking.id));
    // The guest turns back on the hosted page: the site closes the page and releases the room at once.
    const to = await returnFromCheckout(started.paymentId, manageToken(booking.id), "back");
    expect(to).toBe(`/booking/${booking.reference}?token=${manageToken(booking.id)}&payment=cancelled`);
    expect(await row(booking.id)).toMatchObject({ status: "pending", paymentStatus: "failed", inventoryHeld: false });
    await book(h.id, "Reef Room", { checkIn: inDays(58), checkOut: inDays(60), email: "next.guest@example.com" });
    // The provider's own expired event, arriving after: nothing more happens.
    expect(await handlePaymentEvent(provider.current.expire(provider.current.sessionOf(started.paymentId).id))).toBe(
      "done",
    );
  });

  it("paid after the hold lapsed and the room was taken: cancelled with the fee waived, and everything refunded — never an overbooking", async () => {
    const h = await hotelWithRoom({ label: "PayLate", units: 1, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(62),
      checkOut: inDays(63),
      ratePlan: "non-refundable",
    });
    const started = await payWhatIsDue(await stay(booking.id));
    await db().booking.update({
      where: { id: booking.id },
      data: { inventoryHeldUntil: new Date(Date.now() - 60_000) },
    });
    const other = await book(h.id, "Reef Room", {
      checkIn: inDays(62),
      checkOut: inDays(63),
      email: "took.it@example.com",
    });

    expect(await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(started.paymentId).id))).toBe(
      "done",
    );
    const after = await row(booking.id);
    expect(after).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationFeeWaiver: LATE_PAYMENT_REASON,
    });
    expect([after.amountPaid.toFixed(2), after.amountRefunded.toFixed(2), after.cancellationFee?.toFixed(2)]).toEqual([
      "139.83",
      "139.83",
      "0.00",
    ]);
    expect(provider.current.refunds.map((r) => r.amountCents)).toEqual([139_83]);
    expect(await row(other.id)).toMatchObject({ status: "pending", inventoryHeld: true });
  });
});

describe("deposits, balances and refunds", () => {
  it("a 30% deposit confirms the request; the balance is then due and, paid, makes it paid", async () => {
    const h = await depositHotel("PayDeposit", 30);
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(64), checkOut: inDays(65) });
    expect(amountDueNow(await stay(booking.id))).toEqual({ purpose: "booking", amountCents: 45_81 });
    const deposit = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(deposit.paymentId).id));
    expect(await row(booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "pending" });
    expect(amountDueNow(await stay(booking.id))).toEqual({ purpose: "balance", amountCents: 106_89 });

    const balance = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(balance.paymentId).id));
    const after = await row(booking.id);
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(after.amountPaid.toFixed(2)).toBe("152.70");
    expect(amountDueNow(await stay(booking.id))).toBeNull();
  });

  it("cancelling inside the free window refunds everything paid, newest payment first", async () => {
    const h = await depositHotel("PayFree", 30);
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(66), checkOut: inDays(67) });
    const deposit = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(deposit.paymentId).id));
    const balance = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(balance.paymentId).id));

    await changeBookingStatus({
      kind: "hotel",
      id: booking.id,
      status: "cancelled",
      changedByUserId: null,
      source: "guest",
    });
    expect(provider.current.refunds.map((r) => [r.metadata.paymentId, r.amountCents])).toEqual([
      [balance.paymentId, 106_89],
      [deposit.paymentId, 45_81],
    ]);
    const after = await row(booking.id);
    expect([after.paymentStatus, after.amountRefunded.toFixed(2), after.cancellationFee?.toFixed(2)]).toEqual([
      "refunded",
      "152.70",
      "0.00",
    ]);
  });

  it("cancelling after the free window refunds what was paid less the fee; a non-refundable stay gets nothing back", async () => {
    const h = await depositHotel("PayFee", 100);
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(2), checkOut: inDays(4) });
    const paid = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(paid.paymentId).id));
    await changeBookingStatus({
      kind: "hotel",
      id: booking.id,
      status: "cancelled",
      changedByUserId: null,
      source: "guest",
    });
    const after = await row(booking.id);
    const fee = Math.round(Number(after.cancellationFee) * 100);
    expect(fee).toBeGreaterThan(0);
    expect(provider.current.refunds.map((r) => r.amountCents)).toEqual([
      Math.round(Number(after.totalPrice) * 100) - fee,
    ]);
    expect(Math.round(Number(after.amountRefunded) * 100)).toBe(Math.round(Number(after.totalPrice) * 100) - fee);

    const nonRef = await book(h.id, "Reef Room", {
      checkIn: inDays(70),
      checkOut: inDays(71),
      ratePlan: "non-refundable",
      email: "nonref@example.com",
    });
    const p2 = await payWhatIsDue(await stay(nonRef.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(p2.paymentId).id));
    const refundsBefore = provider.current.refunds.length;
    await changeBookingStatus({
      kind: "hotel",
      id: nonRef.id,
      status: "cancelled",
      changedByUserId: null,
      source: "guest",
    });
    expect(provider.current.refunds.length).toBe(refundsBefore);
    expect(await row(nonRef.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
  });

  it("an administrator refunds with a reason (logged), never more than the payments hold", async () => {
    const h = await hotelWithRoom({ label: "PayManual", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(72),
      checkOut: inDays(73),
      ratePlan: "non-refundable",
    });
    const paid = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(paid.paymentId).id));
    const adminUser = await db().user.create({
      data: { email: `refunder.${Date.now()}@example.com`, name: "Refunder", role: "admin", passwordHash: "unused" },
    });

    await expect(
      refundBooking({
        kind: "hotel",
        bookingId: booking.id,
        amountCents: 200_00,
        reason: "Too much",
        userId: adminUser.id,
      }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      message: "At most $139.83 can be refunded on this booking.",
    });
    await refundBooking({
      kind: "hotel",
      bookingId: booking.id,
      amountCents: 20_00,
      reason: "Air conditioning broken one night",
      userId: adminUser.id,
    });
    const after = await row(booking.id);
    expect([after.status, after.paymentStatus, after.amountRefunded.toFixed(2)]).toEqual([
      "confirmed",
      "paid",
      "20.00",
    ]);
    expect((await audit(booking.id)).at(-1)).toMatchObject({
      field: "amountRefunded",
      fromValue: "0.00",
      toValue: "20.00",
      source: "admin",
      reason: "Air conditioning broken one night",
      changedByUserId: adminUser.id,
    });
    await expect(
      refundBooking({
        kind: "hotel",
        bookingId: booking.id,
        amountCents: 120_00,
        reason: "Too much again",
        userId: adminUser.id,
      }),
    ).rejects.toMatchObject({
      message: "At most $119.83 can be refunded on this booking.",
    });
  });

  it("a refund the provider could not be reached for stays pending and is sent by the jobs pass, once", async () => {
    const h = await hotelWithRoom({ label: "PayRetry", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(74),
      checkOut: inDays(75),
      ratePlan: "non-refundable",
    });
    const paid = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(paid.paymentId).id));
    const adminUser = await db().user.create({
      data: { email: `retry.${Date.now()}@example.com`, name: "Retry", role: "admin", passwordHash: "unused" },
    });
    provider.current.failRefunds = 1;
    await refundBooking({
      kind: "hotel",
      bookingId: booking.id,
      amountCents: 10_00,
      reason: "Late check-in",
      userId: adminUser.id,
    });
    expect((await row(booking.id)).amountRefunded.toFixed(2)).toBe("0.00");
    const pending = await db().paymentRefund.findFirstOrThrow({ where: { paymentId: paid.paymentId } });
    expect(pending).toMatchObject({ status: "pending", providerRefundId: null });

    expect(await sendPendingRefunds(new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(await sendPendingRefunds(new Date(Date.now() + 2 * 60_000))).toBe(0);
    expect(await db().paymentRefund.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "succeeded",
    });
    expect((await row(booking.id)).amountRefunded.toFixed(2)).toBe("10.00");
    expect(provider.current.refunds).toHaveLength(1);
  });
});

describe("a webhook beside an administrator's change", () => {
  it("whichever commits first, no money is lost: paid and confirmed, or cancelled with everything refunded", async () => {
    const h = await hotelWithRoom({ label: "PayRace", units: 5, price: 100, room: "Reef Room" });
    for (let i = 0; i < 4; i++) {
      const booking = await book(h.id, "Reef Room", {
        checkIn: inDays(80 + 2 * i),
        checkOut: inDays(81 + 2 * i),
        ratePlan: "non-refundable",
        email: `race${i}@example.com`,
      });
      const started = await payWhatIsDue(await stay(booking.id));
      const event = provider.current.pay(provider.current.sessionOf(started.paymentId).id);
      const [webhook, cancel] = await Promise.allSettled([
        handlePaymentEvent(event),
        changeBookingStatus({
          kind: "hotel",
          id: booking.id,
          status: "cancelled",
          expectedStatus: "pending",
          changedByUserId: null,
        }),
      ]);
      expect(webhook.status).toBe("fulfilled");
      const after = await row(booking.id);
      expect(after.amountPaid.toFixed(2)).toBe("139.83");
      if (cancel.status === "fulfilled") {
        // Cancelled first (a pending request: no fee): the money that then arrived went back.
        expect([after.status, after.paymentStatus, after.amountRefunded.toFixed(2)]).toEqual([
          "cancelled",
          "refunded",
          "139.83",
        ]);
      } else {
        expect(cancel.reason).toMatchObject({ code: "CONFLICT" });
        expect([after.status, after.paymentStatus, after.amountRefunded.toFixed(2)]).toEqual([
          "confirmed",
          "paid",
          "0.00",
        ]);
      }
    }
  });
});

describe("an administrator's payment link and refund (the admin API)", () => {
  it("a link for the balance (or less) e-mailed with its amount; its page opens the provider's page, which pays it; never more than the balance", async () => {
    const { admin } = await signInTokens();
    const h = await depositHotel("PayLink", 30);
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(90), checkOut: inDays(91) });
    const deposit = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(deposit.paymentId).id));

    const linkOf = (body: unknown) =>
      call(
        postPaymentLink,
        `/api/bookings/${booking.id}/payment-link`,
        { id: booking.id },
        { method: "POST", headers: admin, body },
      );
    const tooMuch = await linkOf({ email: "payer@example.com", amount: 500 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toMatchObject({ message: "At most the balance of $106.89 can be asked for." });
    expect((await linkOf({ email: "not-an-address" })).status).toBe(400);
    expect(
      (
        await call(
          postPaymentLink,
          `/api/bookings/${booking.id}/payment-link`,
          { id: booking.id },
          { method: "POST", body: { email: "x@example.com" } },
        )
      ).status,
    ).toBe(401);

    const sent = await linkOf({ email: "Partner@Example.com" });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const link = sent.json as { paymentId: string; amount: number; sentTo: string };
    expect(link).toMatchObject({ amount: 106.89, sentTo: "partner@example.com" });
    const mail = await db().emailLog.findFirstOrThrow({
      where: { bookingId: booking.id, templateType: "paymentRequest" },
      orderBy: { createdAt: "desc" },
    });
    const vars = readQueuedVars(mail.payload);
    expect(mail.toEmail).toBe("partner@example.com");
    expect(vars).toMatchObject({ amountDue: "$106.89" });
    expect(vars?.paymentLink).toContain(`/checkout?payment=${link.paymentId}&token=${manageToken(booking.id)}`);

    const token = manageToken(booking.id);
    expect(await openPaymentLink(link.paymentId, "wrong")).toBeNull();
    expect(await openPaymentLink(link.paymentId, token)).toMatchObject({
      amountCents: 106_89,
      reference: booking.reference,
      state: "open",
    });
    const url = await payPaymentLink(link.paymentId, token);
    // A second visit while the provider's page is open: the same page.
    expect(await payPaymentLink(link.paymentId, token)).toBe(url);
    const session = provider.current.sessionOf(link.paymentId);
    expect(session.request).toMatchObject({ amountCents: 106_89, customerEmail: "partner@example.com" });
    await handlePaymentEvent(provider.current.pay(session.id));
    expect(await row(booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await openPaymentLink(link.paymentId, token)).toMatchObject({ state: "paid" });
    expect((await linkOf({ email: "partner@example.com" })).status).toBe(409);
  });

  it("a link outlives the provider's page: turning back keeps it usable; past its days it closes", async () => {
    const h = await hotelWithRoom({ label: "PayLinkBack", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", { checkIn: inDays(92), checkOut: inDays(93) });
    await changeBookingStatus({ kind: "hotel", id: booking.id, status: "confirmed", changedByUserId: null });
    const adminUser = await db().user.findFirstOrThrow({ where: { role: "admin" } });
    const { sendPaymentLink } = await import("@/lib/server/payments/payment-link");
    const link = await sendPaymentLink({
      bookingId: booking.id,
      email: "payer@example.com",
      amountCents: 50_00,
      userId: adminUser.id,
    });
    const token = manageToken(booking.id);
    await payPaymentLink(link.paymentId, token);
    await returnFromCheckout(link.paymentId, token, "back");
    expect(await openPaymentLink(link.paymentId, token)).toMatchObject({ state: "open" });
    const again = await payPaymentLink(link.paymentId, token);
    expect(provider.current.sessionOf(link.paymentId).url).toBe(again);

    // Eight days on, the jobs pass finds it run out at the provider and closes it.
    await db().payment.update({
      where: { id: link.paymentId },
      data: { expiresAt: new Date(Date.now() - 10 * 60_000) },
    });
    provider.current.expire(provider.current.sessionOf(link.paymentId).id);
    expect(await reconcileLapsedPayments()).toBeGreaterThanOrEqual(1);
    expect(await openPaymentLink(link.paymentId, token)).toMatchObject({ state: "expired" });
    await expect(payPaymentLink(link.paymentId, token)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("POST /api/bookings/{id}/refunds: an administrator's refund with its reason; 400 above what was paid", async () => {
    const { admin } = await signInTokens();
    const h = await hotelWithRoom({ label: "PayRefundApi", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(94),
      checkOut: inDays(95),
      ratePlan: "non-refundable",
    });
    const paid = await payWhatIsDue(await stay(booking.id));
    await handlePaymentEvent(provider.current.pay(provider.current.sessionOf(paid.paymentId).id));
    const refund = (body: unknown) =>
      call(
        postRefund,
        `/api/bookings/${booking.id}/refunds`,
        { id: booking.id },
        { method: "POST", headers: admin, body },
      );
    expect((await refund({ amount: 10, reason: "" })).json).toMatchObject({
      details: { reason: ["Give a reason for the refund (3 to 500 characters)."] },
    });
    expect((await refund({ amount: 10.005, reason: "Goodwill" })).status).toBe(400);
    expect((await refund({ amount: 200, reason: "Goodwill" })).json).toMatchObject({
      message: "At most $139.83 can be refunded on this booking.",
    });
    const ok = await refund({ amount: 39.83, reason: "Goodwill for the noise" });
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect((await row(booking.id)).amountRefunded.toFixed(2)).toBe("39.83");
  });
});

describe("the payment request e-mail with online payments", () => {
  it("asks for what the booking's page lets the guest pay now and links that page; 409 when nothing can be paid online yet", async () => {
    const { admin } = await signInTokens();
    const h = await hotelWithRoom({ label: "PayNotice", units: 3, price: 100, room: "Reef Room" });
    const booking = await book(h.id, "Reef Room", {
      checkIn: inDays(100),
      checkOut: inDays(101),
      email: "notice@example.com",
    });
    const notify = () =>
      call(postNotification, "/api/email/send-notification", undefined, {
        method: "POST",
        headers: admin,
        body: { bookingId: booking.id, templateType: "paymentRequest" },
      });
    const early = await notify();
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ reason: "nothing_due" });

    await changeBookingStatus({ kind: "hotel", id: booking.id, status: "confirmed", changedByUserId: null });
    const sent = await notify();
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const mail = testModeMails.findLast((m) => m.to === "notice@example.com")!;
    expect(mail.text).toContain("Please pay $152.70");
    expect(mail.text).toContain(`/booking/${booking.reference}?token=${manageToken(booking.id)}`);
    expect(mail.text).not.toContain("We take no payment online.");
  });
});
