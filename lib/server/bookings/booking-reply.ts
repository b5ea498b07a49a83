import { NextResponse } from "next/server";

/**
 * The contract's reply to a booking POST: 201 {message, booking}; a replayed Idempotency-Key gets the
 * same reply, marked — without the booking's manage link (`manageUrl`): a replay proves only that its
 * sender knew the key and the request, so the link (which can cancel the booking) goes only to the
 * request that made it, and to the guest's inbox in the booking-received e-mail.
 */
export function bookingCreatedResponse(message: string, result: { booking: unknown; created: boolean; account?: { created: boolean; email: string } }): NextResponse {
  const booking = result.created ? result.booking : withoutManageLink(result.booking);
  return NextResponse.json(
    { message, booking, ...(result.account ? { account: result.account } : {}) },
    { status: 201, headers: result.created ? undefined : { "Idempotent-Replayed": "true" } },
  );
}

function withoutManageLink(booking: unknown): unknown {
  if (!booking || typeof booking !== "object") return booking;
  const { manageUrl: _link, ...rest } = booking as Record<string, unknown>;
  void _link;
  return rest;
}
