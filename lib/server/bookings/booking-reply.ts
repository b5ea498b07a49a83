import { NextResponse } from "next/server";

/** The contract's reply to a booking POST: 201 {message, booking}; a replayed Idempotency-Key gets the same reply, marked. */
export function bookingCreatedResponse(message: string, result: { booking: unknown; created: boolean; account?: { created: boolean; email: string } }): NextResponse {
  return NextResponse.json(
    { message, booking: result.booking, ...(result.account ? { account: result.account } : {}) },
    { status: 201, headers: result.created ? undefined : { "Idempotent-Replayed": "true" } },
  );
}
