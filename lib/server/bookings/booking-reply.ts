import { NextResponse } from "next/server";

/** The contract's reply to a booking POST: 201 {message, booking}; a replayed Idempotency-Key gets the same reply, marked. */
export function bookingCreatedResponse(message: string, result: { booking: unknown; created: boolean }): NextResponse {
  return NextResponse.json(
    { message, booking: result.booking },
    { status: 201, headers: result.created ? undefined : { "Idempotent-Replayed": "true" } },
  );
}
