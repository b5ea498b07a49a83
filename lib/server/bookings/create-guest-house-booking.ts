import type { GuestHouseBookingDTO } from "@/lib/types/bookings";
import { guestHouseBookingSchema } from "@/lib/validation/bookings";
import { fromCents, guestHouseNightlyCents, nightsBetween, todayYmd } from "@/lib/pricing";
import { getDb } from "../db/client";
import { AppError } from "../errors/app-error";
import { parseOrThrow } from "../http/respond";
import { toGuestHouseDTO } from "../guest-houses/guest-house-dto";
import { toGuestHouseBookingDTO } from "./booking-dto";
import { BOOKING_TRANSACTION, assertNotPast, type CreateBookingContext } from "./create-hotel-booking";
import { heldInventoryFields, holdInventory } from "../availability/hold-inventory";
import { guestHouseInventoryTarget } from "../availability/resolve-inventory-target";
import { notAvailableWithAlternatives } from "../availability/not-available-error";
import { createOnce, requestHash, scopedIdempotencyKey } from "./idempotent-create";
import { kickEmailOutbox } from "../email/background";
import { guestHouseBookingEmailData, queueBookingEmail } from "../email/booking-emails";
import { assertHeldNightsWithinCaps } from "../availability/hold-caps";
import { minimumStayMessage } from "@/lib/booking/stay-limits";
import { guestsProblem } from "@/lib/catalogue/guest-house-booking";

/**
 * POST /api/local-tourism/bookings: a guest-house booking, status and payment pending, priced on
 * the server: (pricePerNight + room type price + meal plan price) × nights — the same figure the
 * detail page's card and the wizard show. Guests may not exceed the house's maximum.
 */
export async function createGuestHouseBooking(input: unknown, ctx: CreateBookingContext): Promise<{ booking: GuestHouseBookingDTO; created: boolean }> {
  const data = parseOrThrow(guestHouseBookingSchema, input);
  const today = ctx.today ?? todayYmd();
  assertNotPast(data.checkInDate, today, "checkInDate");

  const db = getDb();
  const row = await db.guestHouse.findUnique({ where: { id: data.tourismId } });
  if (!row || !row.isActive) throw AppError.notFound("Guest house not found.");
  const house = toGuestHouseDTO(row);

  // The same rule as the detail card and the wizard (lib/catalogue/guest-house-booking.ts).
  const tooMany = guestsProblem(data.guests, house);
  if (tooMany) throw AppError.badRequest(tooMany, { guests: [tooMany] });
  const room = house.roomTypes.find((r) => r.name.toLowerCase() === data.roomType.toLowerCase());
  if (!room) throw AppError.badRequest(`"${data.roomType}" is not a room type of ${house.title}.`, { roomType: ["Please select a room type."] });
  const meal = house.mealPlans.find((m) => m.name.toLowerCase() === data.mealPlan.toLowerCase());
  if (!meal) throw AppError.badRequest(`"${data.mealPlan}" is not a meal plan of ${house.title}.`, { mealPlan: ["Please select a meal plan."] });

  const nights = nightsBetween(data.checkInDate, data.checkOutDate);
  // The house's minimum stay (the wizard and the detail card say it; the server enforces it).
  if (house.minimumStay > 1 && nights < house.minimumStay) {
    const message = minimumStayMessage(house.minimumStay);
    throw AppError.badRequest(message, { checkOutDate: [message] });
  }
  const nightlyCents = guestHouseNightlyCents(house.pricePerNight, room.price, meal.price);
  const userId = ctx.user?.id ?? null;
  // The terms box (always true here; undefined leaves the JSON) stays out of the hash, so a retry of
  // a booking made before the server required it still replays.
  const hash = requestHash({ kind: "guest_house", ...data, agreeToTerms: undefined, roomType: room.name, mealPlan: meal.name, userId });
  const idempotencyKey = scopedIdempotencyKey(ctx.idempotencyKey, { userId, clientAddress: ctx.clientAddress });

  // The booking and its hold are one transaction (see createHotelBooking); a day visit holds
  // `guests` places of its daily capacity on each day, a guest house one room of its type.
  const stay = {
    kind: "guest_house" as const,
    propertyId: house.id,
    roomTypeName: room.name,
    dayVisit: house.type === "resort_day_visit",
    checkIn: data.checkInDate,
    checkOut: data.checkOutDate,
    count: house.type === "resort_day_visit" ? data.guests : 1,
    today,
  };
  const { row: booking, created } = await notAvailableWithAlternatives(stay, () =>
    createOnce({
      kind: "guestHouse",
      key: idempotencyKey,
      hash,
      findByKey: (key) => db.guestHouseBooking.findUnique({ where: { idempotencyKey: key } }),
      insert: (reference) =>
        db.$transaction(async (tx) => {
          const now = new Date();
          // The room type's identity and units, the house's row share-locked until this commits: a
          // rename or removal saved meanwhile is seen, never a room type made up for the old name.
          const target = await guestHouseInventoryTarget(tx, house.id, { name: room.name }, data.guests);
          if (target === "no-house") throw AppError.notFound("Guest house not found.");
          if (target === "no-room") throw AppError.badRequest(`"${data.roomType}" is not a room type of ${house.title}.`, { roomType: ["Please select a room type."] });
          // Room hoarding: the guest's e-mail and address may hold only so many nights at once.
          await assertHeldNightsWithinCaps(tx, { email: data.customerEmail, clientAddress: ctx.clientAddress, nights });
          const created = await tx.guestHouseBooking.create({
            data: {
              reference,
              guestHouseId: house.id,
              guestHouseTitle: house.title,
              userId,
              customerName: data.customerName,
              customerEmail: data.customerEmail,
              customerPhone: data.customerPhone,
              checkInDate: new Date(`${data.checkInDate}T00:00:00Z`),
              checkOutDate: new Date(`${data.checkOutDate}T00:00:00Z`),
              guests: data.guests,
              roomType: room.name,
              mealPlan: meal.name,
              specialRequests: data.specialRequests,
              nightlyRate: fromCents(nightlyCents).toFixed(2),
              totalPrice: fromCents(nightlyCents * nights).toFixed(2),
              status: "pending",
              paymentStatus: "pending",
              idempotencyKey,
              requestHash: hash,
              clientAddress: ctx.clientAddress ?? null,
              emailConfirmedAt: userId !== null ? now : null,
              // Short for a guest until they confirm their e-mail address (see createHotelBooking).
              ...heldInventoryFields(target, "pending", now, userId !== null),
            },
          });
          await holdInventory(tx, target, data.checkInDate, data.checkOutDate, now);
          // The guest's e-mail is queued with the booking: it exists exactly when the booking does.
          await queueBookingEmail(tx, "bookingReceived", guestHouseBookingEmailData({ ...created, guestHouse: { location: row.location, checkInTime: row.checkInTime } }));
          return created;
        }, BOOKING_TRANSACTION),
    }),
  );
  // Committed: the outbox sends the guest's e-mail off the reply's path (a replay queued nothing).
  if (created) kickEmailOutbox();
  return { booking: toGuestHouseBookingDTO(booking), created };
}
