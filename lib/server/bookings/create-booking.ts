import "server-only";

/**
 * Creating a booking of any kind (POST /api/bookings, POST /api/local-tourism/bookings): one
 * pipeline, the kind's own parts behind its definition (kinds/hotel.ts, kinds/guest-house.ts).
 *
 *   not in the past → the kind's plan (property, choices, price) → Idempotency-Key (a replay
 *   returns the first booking) → one transaction: the room type under its lock, the held-night
 *   caps, the account asked for, the insert, the offer's place, the nights, the booking-received
 *   e-mail → 409 with alternatives when a night is full → the outbox is kicked after the commit.
 */
import { expireOfferPlaces } from "../catalogue/cache-tags";
import type { UserDTO } from "@/lib/types/auth";
import type { BookingHold } from "@/lib/types/bookings";
import { addDays, fromCents, todayYmd } from "@/lib/pricing";
import { unconfirmedHoldMilliseconds } from "@/lib/server/availability/hold";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import type { Account } from "../auth/users";
import { hashPassword } from "../auth/password";
import { accountNameProblem, createAccountInTransaction } from "../auth/register-user";
import { kickEmailOutbox } from "../email/background";
import { queueBookingEmail } from "../email/booking-emails";
import { heldInventoryFields, holdInventory } from "../availability/hold-inventory";
import { notAvailableWithAlternatives } from "../availability/not-available-error";
import { assertHeldNightsWithinCaps } from "../availability/hold-caps";
import { isEmailVerified } from "../auth/verify-email";
import { createOnce, requestHash, scopedIdempotencyKey } from "./idempotent-create";
import type { StayKind, StayRequestBase } from "./kinds/kind";

export interface CreateBookingContext {
  /** The signed-in user (bearer token or session), linked to the booking. */
  user: UserDTO | null;
  /** The Idempotency-Key header, already validated. */
  idempotencyKey: string | null;
  /** "yyyy-MM-dd" in UTC; tests pin it. */
  today?: string;
  /** The client's address: scopes the Idempotency-Key of a guest, and counts its held nights. */
  clientAddress?: string;
}

/**
 * A booking's transaction may wait for a pool connection and for the row locks of the nights it
 * books while many guests book the same room at once: generous limits, so a busy moment gives 409s
 * for full nights, never a 500 for a timeout.
 */
export const BOOKING_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };

export const PAST_CHECK_IN = "Check-in date cannot be in the past.";

/**
 * Check-in may not be before today. "Today" is the earliest calendar day anywhere on Earth
 * (UTC−12), so a guest late in the evening west of UTC can still book their own today.
 */
export function assertNotPast(checkIn: string, today: string, field: string): void {
  if (checkIn < addDays(today, -1)) throw AppError.badRequest(PAST_CHECK_IN, { [field]: [PAST_CHECK_IN] });
}

/** The account a guest asked for with the booking: created by it, or already registered under that e-mail. */
export interface BookingAccount {
  created: boolean;
  email: string;
}

export interface CreatedBooking<DTO> {
  booking: DTO;
  /** False for a replayed Idempotency-Key: the booking made by the first request. */
  created: boolean;
  /** Only when a signed-out guest asked for an account. */
  account?: BookingAccount;
  /** The account this very request created, to sign in with the reply (never on a replay). */
  newAccount?: Account;
  /** Until when the pending request holds its room, as stored (the reply's `hold`); null when it holds nothing. */
  hold: BookingHold | null;
}

/** The columns a booking's hold is read from (both tables have them). */
export type HeldRow = {
  requestHash: string | null;
  status: string;
  inventoryHeld: boolean;
  inventoryHeldUntil: Date | null;
  emailConfirmedAt: Date | null;
};

/** The stored hold of a pending request: its deadline, and whether it waits for the e-mail address's confirmation. */
function holdOf(row: HeldRow): BookingHold | null {
  if (row.status !== "pending" || !row.inventoryHeld || !row.inventoryHeldUntil) return null;
  return { until: row.inventoryHeldUntil.toISOString(), emailConfirmed: row.emailConfirmedAt !== null };
}

/**
 * Creates a booking of `kind`: status and payment pending, priced on the server (whatever total the
 * client sent is ignored), holding its nights — BOOKING_HOLD_HOURS for a signed-in account whose
 * e-mail address is verified (verify-email.ts); a short hold for a guest or an unverified account
 * until they confirm their e-mail address (confirm-booking-email.ts).
 *
 * The booking, the account a guest asked for (spec §6) with its welcome e-mail, the offer's place,
 * the hold on its nights and the booking-received e-mail are one transaction: when a night or the
 * offer is full, or the guest's held nights are capped, nothing is written — no booking, no account,
 * no e-mail — and the guest gets 409. The insert comes before the claims, so a concurrent retry with
 * the same Idempotency-Key waits on the key and then replays. An e-mail that has an account
 * already books as a guest (`account: {created: false}`).
 */
export async function createBooking<Input extends StayRequestBase, Row extends HeldRow, DTO>(
  kind: StayKind<Input, Row, DTO>,
  input: Input,
  ctx: CreateBookingContext,
): Promise<CreatedBooking<DTO>> {
  const today = ctx.today ?? todayYmd();
  const dates = kind.dates(input);
  assertNotPast(dates.checkIn, today, dates.checkInField);
  const plan = await kind.plan(input, today);

  const requesterId = ctx.user?.id ?? null;
  const password = requesterId === null ? kind.accountPassword(input) : null;
  if (password !== null) {
    const problem = accountNameProblem(input.customerName);
    if (problem) throw AppError.badRequest(problem, { customerName: [problem] });
  }
  // The request's own identity goes into the hash (the account it makes does not, nor the password);
  // the terms box (always true here; undefined leaves the JSON) stays out, so a retry of a booking
  // made before the server required it still replays.
  const hash = requestHash({
    kind: kind.kind,
    ...kind.hashedRequest(input),
    agreeToTerms: undefined,
    ...plan.canonical,
    userId: requesterId,
  });
  const idempotencyKey = scopedIdempotencyKey(ctx.idempotencyKey, {
    userId: requesterId,
    clientAddress: ctx.clientAddress,
  });

  const db = getDb();
  let passwordHash: Promise<string> | undefined;
  // Set by the attempt that committed (createOnce may run the transaction more than once).
  const made: { account: Account | null } = { account: null };
  const asked = {
    kind: kind.kind,
    propertyId: plan.propertyId,
    roomTypeName: plan.roomTypeName,
    dayVisit: plan.dayVisit,
    checkIn: plan.checkIn,
    checkOut: plan.checkOut,
    count: plan.count,
    today,
  };
  const { row, created } = await notAvailableWithAlternatives(asked, () =>
    createOnce({
      kind: kind.referenceKind,
      key: idempotencyKey,
      hash,
      findByKey: kind.findByIdempotencyKey,
      insert: async (reference) => {
        // Hashed once (~100 ms), and before the transaction: never while it holds locks.
        const accountHash = password === null ? null : await (passwordHash ??= hashPassword(password));
        return db.$transaction(async (tx) => {
          const now = new Date();
          // The room type's identity and units, its row share-locked until this commits.
          const target = await plan.target(tx);
          // Room hoarding: the account (or the guest's e-mail) and the address may hold only so many nights at once.
          await assertHeldNightsWithinCaps(tx, {
            userId: requesterId,
            email: input.customerEmail,
            clientAddress: ctx.clientAddress,
            nights: plan.heldNights ?? plan.nights,
            unconfirmedHoldMinutes: Math.ceil(unconfirmedHoldMilliseconds() / 60_000),
          });
          // Only an account whose e-mail address is verified holds for the full time at once.
          const verified = requesterId !== null && (await isEmailVerified(requesterId, tx));
          made.account =
            accountHash === null
              ? null
              : await createAccountInTransaction(tx, {
                  name: input.customerName,
                  email: input.customerEmail,
                  passwordHash: accountHash,
                });
          const booking = await plan.insert(
            tx,
            {
              reference,
              userId: requesterId ?? made.account?.user.id ?? null,
              customerName: input.customerName,
              customerEmail: input.customerEmail,
              customerPhone: input.customerPhone,
              specialRequests: input.specialRequests,
              checkIn: new Date(`${plan.checkIn}T00:00:00Z`),
              checkOut: new Date(`${plan.checkOut}T00:00:00Z`),
              nightlyRate: fromCents(plan.nightlyCents).toFixed(2),
              totalPrice: fromCents(plan.totalCents).toFixed(2),
              nightLines: plan.lines,
              taxLines: plan.taxLines,
              ratePlan: plan.ratePlan,
              status: "pending",
              paymentStatus: "pending",
              idempotencyKey,
              requestHash: hash,
              clientAddress: ctx.clientAddress ?? null,
              // A verified account needs no e-mail confirmation (a guest, an unverified account or
              // one made with this very request confirms from the booking-received e-mail) and holds for longer.
              emailConfirmedAt: verified ? now : null,
              ...heldInventoryFields(target, "pending", now, verified),
            },
            target,
          );
          // The offer's place before the stay's nights (the lock order of promotion-places.ts).
          if (plan.claim) await plan.claim(tx);
          await holdInventory(tx, target, plan.checkIn, plan.checkOut, now);
          // The guest's e-mail is queued with the booking: it exists exactly when the booking does.
          await queueBookingEmail(tx, "bookingReceived", plan.emailData(booking));
          return booking;
        }, BOOKING_TRANSACTION);
      },
    }),
  );
  // Committed: the outbox sends the e-mails off the reply's path (a replay queued nothing).
  if (created) kickEmailOutbox();
  // An offer's place was taken: /offers no longer lists an offer whose last place it was.
  if (created && plan.claim) expireOfferPlaces();
  const newAccount = created ? made.account : null;
  return {
    booking: kind.toDTO(row),
    created,
    hold: holdOf(row),
    ...(password !== null
      ? { account: { created: newAccount !== null, email: newAccount?.user.email ?? input.customerEmail } }
      : {}),
    ...(newAccount ? { newAccount } : {}),
  };
}
