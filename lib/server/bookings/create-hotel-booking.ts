import type { UserDTO } from "@/lib/types/auth";
import type { HotelBookingDTO } from "@/lib/types/bookings";
import { hotelBookingSchema } from "@/lib/validation/bookings";
import { hotelRoomTypeOptions } from "@/lib/catalogue/hotel-room-types";
import { isPromotionValidOn } from "@/lib/catalogue/promotions";
import { addDays, quoteStay, fromCents, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { AppError, isAppError } from "../errors/app-error";
import { parseOrThrow } from "../http/respond";
import { ymd } from "../catalogue/serialize";
import { toHotelBookingDTO } from "./booking-dto";
import { createOnce, requestHash, scopedIdempotencyKey } from "./idempotent-create";
import { kickEmailOutbox } from "../email/background";
import { registerUser } from "../auth/register-user";
import { hotelBookingEmailData, queueBookingEmail } from "../email/booking-emails";
import { heldInventoryFields, holdInventory } from "../availability/hold-inventory";
import { hotelRoomByName } from "../availability/resolve-inventory-target";
import { assertStayLooksFree, notAvailableWithAlternatives } from "../availability/not-available-error";
import { assertHeldNightsWithinCaps } from "../availability/hold-caps";
import { OFFER_FULLY_BOOKED, claimPromotionPlace, promotionLooksFull } from "../promotions/promotion-places";

export interface CreateBookingContext {
  /** The signed-in user (bearer token or session), linked to the booking. */
  user: UserDTO | null;
  /** The Idempotency-Key header, already validated. */
  idempotencyKey: string | null;
  /** "yyyy-MM-dd" in UTC; tests pin it. */
  today?: string;
  /** The client's address (lib/server/http/client-address): scopes the Idempotency-Key of a guest. */
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

/** The account a guest asked for with the booking: created, or already registered under that e-mail. */
export interface BookingAccount {
  created: boolean;
  email: string;
}

/**
 * POST /api/bookings: a hotel booking, status and payment pending, priced on the server from the
 * stored price (or the promotion's discounted price) × nights — whatever total the client sent
 * is ignored. An expired, not yet started or fully booked promotion is refused (409); the offer's
 * cap (maxBookings) is claimed in the booking's own transaction, so concurrent bookings never exceed it.
 */
export async function createHotelBooking(
  input: unknown,
  ctx: CreateBookingContext,
): Promise<{ booking: HotelBookingDTO; created: boolean; account?: BookingAccount }> {
  const data = parseOrThrow(hotelBookingSchema, input);
  const today = ctx.today ?? todayYmd();
  assertNotPast(data.checkIn, today, "checkIn");

  const db = getDb();
  // Only what a booking needs (the whole row carries descriptions, amenities and images).
  const hotel = await db.hotel.findUnique({
    where: { id: data.hotelId },
    select: { id: true, name: true, location: true, price: true, checkInTime: true, roomTypeRecords: { select: { name: true, isActive: true }, orderBy: { id: "asc" } } },
  });
  if (!hotel) throw AppError.notFound("Hotel not found.");

  // Only a room type with a record (and so a real number of rooms) is sold; the transaction below
  // resolves it again under its row's lock, in case it is renamed or removed meanwhile.
  const options = hotelRoomTypeOptions({ roomTypeDetails: hotel.roomTypeRecords });
  const notARoomType = () =>
    AppError.badRequest(`"${data.roomType}" is not a room type of ${hotel.name}.`, { roomType: ["Please select a room type."] });
  const roomType = options.find((name) => name.trim().toLowerCase() === data.roomType.trim().toLowerCase());
  if (!roomType) throw notARoomType();

  let nightly: { toString(): string } = hotel.price;
  if (data.promotionId !== null) {
    const promotion = await db.promotion.findUnique({ where: { id: data.promotionId } });
    if (!promotion) throw AppError.notFound("Promotion not found.");
    const forThisHotel = promotion.hotelId !== null ? promotion.hotelId === hotel.id : promotion.location === hotel.location;
    if (!forThisHotel)
      throw AppError.badRequest("This offer is not available at the selected hotel.", { promotionId: ["This offer is not available at the selected hotel."] });
    const validity = { validFrom: ymd(promotion.validFrom), validUntil: ymd(promotion.validUntil) };
    if (today > validity.validUntil) throw AppError.conflict("This offer has expired.");
    if (!isPromotionValidOn(validity, today)) throw AppError.conflict("This offer has not started yet.");
    // An early refusal only: the booking's transaction claims the place (claimPromotionPlace).
    if (promotionLooksFull(promotion)) throw AppError.conflict(OFFER_FULLY_BOOKED, { reason: "offer_fully_booked" });
    nightly = promotion.discountedPrice;
  }

  const quote = quoteStay(nightly, data.checkIn, data.checkOut);
  // The request's own identity (not an account made below) goes into the Idempotency-Key hash, and
  // the password never does.
  const { createAccount, accountPassword, ...request } = data;
  const requesterId = ctx.user?.id ?? null;
  let userId = requesterId;
  let account: BookingAccount | undefined;
  if (!userId && createAccount) {
    // No account for a stay that is plainly full (the transaction below is still what guarantees it).
    await assertStayLooksFree({ kind: "hotel", propertyId: hotel.id, roomTypeName: roomType, checkIn: data.checkIn, checkOut: data.checkOut, count: 1, today });
    // Everything about the booking has been checked: now the account it asked for (spec §6).
    try {
      const user = await registerUser({ name: data.customerName, email: data.customerEmail, password: accountPassword });
      userId = user.id;
      account = { created: true, email: user.email };
    } catch (error) {
      if (!(isAppError(error) && error.code === "CONFLICT")) throw error;
      // Registered already: the booking goes ahead as a guest's; signing in shows it by e-mail.
      account = { created: false, email: data.customerEmail };
    }
  }
  // The terms box (always true here; undefined leaves the JSON) stays out of the hash, so a retry of
  // a booking made before the server required it still replays.
  const hash = requestHash({ kind: "hotel", ...request, agreeToTerms: undefined, roomType, userId: requesterId });
  const idempotencyKey = scopedIdempotencyKey(ctx.idempotencyKey, { userId: requesterId, clientAddress: ctx.clientAddress });
  // The booking, its offer's place and its hold on the room are one transaction: the insert first (a
  // concurrent retry with the same Idempotency-Key waits on the key and then replays), then the
  // conditional updates of the offer's count and of the stay's nights; when the offer or a night is
  // full, nothing is written and the guest gets 409.
  const { row, created } = await notAvailableWithAlternatives(
    { kind: "hotel", propertyId: hotel.id, roomTypeName: roomType, checkIn: data.checkIn, checkOut: data.checkOut, count: 1, today },
    () =>
      createOnce({
        kind: "hotel",
        key: idempotencyKey,
        hash,
        findByKey: (key) => db.booking.findUnique({ where: { idempotencyKey: key } }),
        insert: (reference) =>
          db.$transaction(async (tx) => {
            const now = new Date();
            // The room type's identity and units, its row share-locked until this commits.
            const target = await hotelRoomByName(tx, hotel.id, roomType);
            if (!target) throw notARoomType();
            // Room hoarding: the guest's e-mail and address may hold only so many nights at once.
            await assertHeldNightsWithinCaps(tx, { email: data.customerEmail, clientAddress: ctx.clientAddress, nights: quote.nights });
            const booking = await tx.booking.create({
              data: {
                reference,
                hotelId: hotel.id,
                hotelName: hotel.name,
                promotionId: data.promotionId,
                userId,
                customerName: data.customerName,
                customerEmail: data.customerEmail,
                customerPhone: data.customerPhone,
                roomType: target.name,
                checkIn: new Date(`${data.checkIn}T00:00:00Z`),
                checkOut: new Date(`${data.checkOut}T00:00:00Z`),
                adults: data.adults,
                children: data.children,
                specialRequests: data.specialRequests,
                nightlyRate: fromCents(quote.nightlyCents).toFixed(2),
                totalPrice: fromCents(quote.totalCents).toFixed(2),
                status: "pending",
                paymentStatus: "pending",
                idempotencyKey,
                requestHash: hash,
                clientAddress: ctx.clientAddress ?? null,
                // A signed-in customer needs no e-mail confirmation (a guest, or an account made
                // with this very request, confirms from the booking-received e-mail).
                emailConfirmedAt: requesterId !== null ? now : null,
                // A signed-in customer's request holds for BOOKING_HOLD_HOURS; a guest's is short
                // until they confirm their e-mail address (lib/server/bookings/confirm-booking-email.ts).
                ...heldInventoryFields(target, "pending", now, requesterId !== null),
              },
            });
            // The offer's place before the stay's nights (the lock order of promotion-places.ts).
            if (data.promotionId !== null) await claimPromotionPlace(tx, data.promotionId);
            await holdInventory(tx, target, data.checkIn, data.checkOut, now);
            // The guest's e-mail is queued with the booking: it exists exactly when the booking does.
            await queueBookingEmail(tx, "bookingReceived", hotelBookingEmailData({ ...booking, hotel: { location: hotel.location, checkInTime: hotel.checkInTime } }));
            return booking;
          }, BOOKING_TRANSACTION),
      }),
  );
  // Committed: the outbox sends the guest's e-mail off the reply's path (a replay queued nothing).
  if (created) kickEmailOutbox();
  return { booking: toHotelBookingDTO(row), created, ...(account ? { account } : {}) };
}
