import "server-only";

import { NextResponse } from "next/server";
import type { z } from "zod";

import { createBooking, type CreatedBooking, type HeldRow } from "../bookings/create-booking";
import type { CustomerBookingsPage } from "../bookings/customer/list-customer-bookings";
import { parseIdempotencyKey } from "../bookings/idempotent-create";
import type { StayKind, StayRequestBase } from "../bookings/kinds/kind";
import { getRequestUser } from "../auth/current-user";
import { issueSessionToken } from "../auth/session-token";
import { enforceRateLimit } from "../rate-limit";
import { bookingAdmission } from "./admission";
import { readJsonBody } from "./body";
import { clientAddress } from "./client-address";
import { route } from "./route";
import { setSessionCookie } from "./session-cookie";
import { paymentAfterBooking, type BookingPaymentReply } from "../payments/booking-payment";

/**
 * A booking POST of one kind (POST /api/bookings, POST /api/local-tourism/bookings): 503 past
 * what this instance can take (admission.ts), 429 past RATE_LIMIT_BOOKING per client address, the
 * `Idempotency-Key`, the request checked (at most 16 KB), a bearer token or session linking it to
 * the user, the booking created by the kind's pipeline, and the reply below with the kind's
 * `message`.
 */
export function createBookingRoute<
  Input extends StayRequestBase,
  Row extends HeldRow,
  DTO extends { manageUrl: string; id: string },
>(stays: StayKind<Input, Row, DTO>, schema: z.ZodType<Input>, message: string) {
  return route((request) =>
    // Past what this instance can take, 503 at once rather than a backlog (admission.ts).
    bookingAdmission().run(async () => {
      const address = clientAddress(request);
      await enforceRateLimit("booking", address);
      const idempotencyKey = parseIdempotencyKey(request.headers.get("idempotency-key"));
      const input = await readJsonBody(request, schema, { maxBytes: 16 * 1024 });
      const user = await getRequestUser(request);
      const result = await createBooking(stays, input, { user, idempotencyKey, clientAddress: address });
      return bookingCreatedResponse(message, result, await paymentAfterBooking(stays.kind, result.booking.id));
    }),
  );
}

/**
 * The contract's reply to a booking POST: 201 {message, booking}; a replayed Idempotency-Key gets the
 * same reply, marked — without the booking's manage link (`manageUrl`): a replay proves only that its
 * sender knew the key and the request, so the link (which can cancel the booking) goes only to the
 * request that made it, and to the guest's inbox in the booking-received e-mail.
 *
 * A pending request that holds its room says until when (`hold`: the stored deadline, and whether
 * the guest must still confirm their e-mail address): the wizards' success screens show it.
 *
 * With online payments, a rate plan that asks for money when booking adds `payment` (its hosted
 * page, amount and purpose: lib/server/payments/booking-payment.ts); the wizards go there next.
 *
 * When the request made the guest an account, the reply signs it in: the session cookie
 * POST /api/auth/login sets, and `account.signedIn: true` — the wizard need not sign in again.
 */
async function bookingCreatedResponse(
  message: string,
  result: CreatedBooking<{ manageUrl: string; id: string }>,
  payment: BookingPaymentReply | null,
): Promise<NextResponse> {
  const booking = result.created ? result.booking : withoutManageLink(result.booking);
  const account = result.account && (result.newAccount ? { ...result.account, signedIn: true } : result.account);
  const response = NextResponse.json(
    {
      message,
      booking,
      ...(account ? { account } : {}),
      ...(result.hold ? { hold: result.hold } : {}),
      ...(payment ? { payment } : {}),
    },
    { status: 201, headers: result.created ? undefined : { "Idempotent-Replayed": "true" } },
  );
  if (result.newAccount) {
    const { user, sessionVersion } = result.newAccount;
    setSessionCookie(response, await issueSessionToken({ ...user, sessionVersion }));
  }
  return response;
}

function withoutManageLink<T extends { manageUrl: string }>(booking: T): Omit<T, "manageUrl"> {
  const { manageUrl: _link, ...rest } = booking;
  void _link;
  return rest;
}

/**
 * A customer's booking list as the API contract's bounded list (api-contract.md, "Lists"): the
 * JSON array of one page, the owner's total in `X-Total-Count`, and, when more follow, the next
 * page in `Link: <…>; rel="next"` — the request's own address with `limit` and the keyset
 * `cursor` set (any `offset` dropped: the cursor says where the next page starts).
 */
export function customerBookingsResponse(request: Request, page: CustomerBookingsPage): NextResponse {
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  if (page.nextCursor) {
    const next = new URL(request.url);
    next.searchParams.delete("offset");
    next.searchParams.set("limit", String(page.limit));
    next.searchParams.set("cursor", page.nextCursor);
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return NextResponse.json(page.items, { headers });
}
