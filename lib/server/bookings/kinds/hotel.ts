import "server-only";

/**
 * A hotel stay: one or more rooms (`rooms`, issue 35) of a room type (RoomType row: its units are rooms),
 * priced from that room type's basePrice (seasons, less an offer's percentage) × nights × rooms plus the destination's taxes and
 * charges, stored in the Booking table (MV- references). A
 * signed-out guest may ask for an account with it, and an offer's place (Promotion.maxBookings) is
 * claimed in the booking's transaction.
 */
import type { HotelBookingDTO } from "@/lib/types/bookings";
import type { HotelBookingData } from "@/lib/validation/bookings";
import { hotelRoomTypeOptions } from "@/lib/catalogue/hotel-room-types";
import { isPromotionValidOn } from "@/lib/catalogue/promotions";
import { occupancyProblem, partySize } from "@/lib/catalogue/occupancy";
import { percentOf, priceNights, seasonMinStayProblem, toCents } from "@/lib/pricing";
import { computeTaxes, roomNightLines } from "@/lib/pricing/taxes";
import { withPlan } from "@/lib/pricing/rate-plans";
import { promotionAppliesTo } from "@/lib/bookings/summary";
import type { Booking } from "../../db/generated/client";
import { getDb } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { ymd } from "../../catalogue/serialize";
import { hotelRoomByName } from "../../availability/resolve-inventory-target";
import { HOTEL_EMAIL_FACTS, hotelBookingEmailData } from "../../email/booking-emails";
import { seasonsForStay } from "../../seasons/seasons";
import { loadPropertyTaxRules } from "../../pricing/tax-rules";
import { OFFER_FULLY_BOOKED, claimPromotionPlace, promotionLooksFull } from "../../promotions/promotion-places";
import { HOTEL_SUMMARY_SELECT, toAdminHotelBooking, toHotelBookingDTO, toHotelSummary } from "../booking-dto";
import { overOccupancy } from "./occupancy";
import { requestedPlan } from "./rate-plan";
import { feeColumns, storedTermsJson } from "../cancellation-terms";
import { bookingTable, stayOfRow, type Stay, type StayKind, type StayPlan } from "./kind";

function stayOf(row: Booking): Stay {
  const fees = feeColumns(row);
  return stayOfRow(row, {
    kind: "hotel",
    propertyId: row.hotelId,
    checkIn: ymd(row.checkIn),
    checkOut: ymd(row.checkOut),
    guests: row.adults + row.children,
    rooms: row.rooms,
    promotionId: row.promotionId,
    ...fees,
    // A first night's fee is the first night of every room booked.
    nightlyCents: fees.nightlyCents * row.rooms,
  });
}

/**
 * The hotel, its room type (only one with a RoomType record, and so a real number of rooms, is
 * sold; one that sleeps the party: adults + children ≤ its maxOccupancy) and the offer, checked; the price is the room type's stored basePrice (less the offer's
 * percentage, when the offer covers the hotel) × nights, whatever total the client sent. An expired, not yet started or plainly full offer → 409.
 */
async function planHotelStay(data: HotelBookingData, today: string): Promise<StayPlan<Booking>> {
  const db = getDb();
  // Only what a booking needs (the whole row carries descriptions, amenities and images).
  const hotel = await db.hotel.findUnique({
    where: { id: data.hotelId },
    select: {
      id: true,
      name: true,
      location: true,
      price: true,
      checkInTime: true,
      cancellationPolicy: true,
      ratePlans: true,
      roomTypeRecords: {
        select: { id: true, name: true, isActive: true, maxOccupancy: true, basePrice: true },
        orderBy: { id: "asc" },
      },
    },
  });
  if (!hotel) throw AppError.notFound("Hotel not found.");

  const options = hotelRoomTypeOptions({ roomTypeDetails: hotel.roomTypeRecords });
  const notARoomType = () =>
    AppError.badRequest(`"${data.roomType}" is not a room type of ${hotel.name}.`, {
      roomType: ["Please select a room type."],
    });
  const roomType = options.find((name) => name.trim().toLowerCase() === data.roomType.trim().toLowerCase());
  if (!roomType) throw notARoomType();
  const active = hotel.roomTypeRecords.filter((r) => r.isActive);
  // A multi-room party (issue 35) splits over its rooms: it fits when its fullest room does.
  const tooSmall = occupancyProblem(active, roomType, partySize(data.adults, data.children), {
    rooms: data.rooms,
    adults: data.adults,
  });
  if (tooSmall) throw overOccupancy(tooSmall);

  // The booked room's own price (api-contract "Bookings"), never another room type's or the hotel's "from" price.
  const room = hotel.roomTypeRecords.find((r) => r.isActive && r.name === roomType)!;
  // The hotel's seasons with a night in the stay: one query, whatever the nights (docs/seasons.md).
  const seasons = await seasonsForStay(db, "hotel", hotel.id, data.checkIn, data.checkOut);
  const tooShort = seasonMinStayProblem(seasons, data.checkIn, data.checkOut);
  if (tooShort) throw AppError.badRequest(tooShort, { checkOut: [tooShort] });
  let discount = 0;
  const promotionId = data.promotionId;
  if (promotionId !== null) {
    const promotion = await db.promotion.findUnique({ where: { id: promotionId } });
    if (!promotion) throw AppError.notFound("Promotion not found.");
    if (!promotionAppliesTo(promotion, hotel))
      throw AppError.badRequest("This offer is not available at the selected hotel.", {
        promotionId: ["This offer is not available at the selected hotel."],
      });
    const validity = { validFrom: ymd(promotion.validFrom), validUntil: ymd(promotion.validUntil) };
    if (today > validity.validUntil) throw AppError.conflict("This offer has expired.");
    if (!isPromotionValidOn(validity, today)) throw AppError.conflict("This offer has not started yet.");
    // An early refusal only: the booking's transaction claims the place (claimPromotionPlace).
    if (promotionLooksFull(promotion)) throw AppError.conflict(OFFER_FULLY_BOOKED, { reason: "offer_fully_booked" });
    // Its percentage off each night's price of this room (its seasonal rate, or its own price):
    // exactly its discountedPrice for a night at its originalPrice.
    discount = promotion.discount;
  }

  // The rate plan asked for (or the default one): its price rule on each night, its cancellation rule in the terms.
  const plan = requestedPlan(hotel.ratePlans, data.ratePlan, hotel.name);
  // One room night by night (seasons, then the offer, then the plan on top); the total is that × rooms.
  const quote = priceNights({
    baseCents: toCents(room.basePrice),
    seasons,
    roomKey: String(room.id),
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    rooms: data.rooms,
    perNight: withPlan(plan.plan, (cents) => cents - percentOf(cents, discount)),
  });
  // The destination's taxes and charges on every night of every room, for the whole party (docs/pricing.md).
  const taxes = computeTaxes({
    lines: roomNightLines(quote.lines, data.rooms),
    // With the children's ages, those under a rule's age are exempt (the Green Tax's under-2s).
    guests: { adults: data.adults, children: data.children, ...(data.childAges ? { childAges: data.childAges } : {}) },
    propertyKind: "hotel",
    rules: await loadPropertyTaxRules({ kind: "hotel", location: hotel.location }),
  });
  return {
    propertyId: hotel.id,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    roomTypeName: roomType,
    dayVisit: false,
    count: data.rooms,
    nights: quote.nights,
    heldNights: quote.nights * data.rooms,
    nightlyCents: quote.lines[0]!.cents,
    totalCents: taxes.totalCents,
    lines: quote.lines,
    taxLines: taxes.lines,
    ratePlan: plan.plan,
    canonical: { roomType, ...plan.canonical },
    // Resolved again under its row's lock, in case it was renamed or removed meanwhile.
    async target(tx) {
      const target = await hotelRoomByName(tx, hotel.id, roomType, data.rooms);
      if (!target) throw notARoomType();
      return target;
    },
    insert: async (tx, columns, target) =>
      tx.booking.create({
        data: {
          ...columns,
          hotelId: hotel.id,
          hotelName: hotel.name,
          promotionId,
          roomType: target.name,
          adults: data.adults,
          children: data.children,
          rooms: data.rooms,
          cancellationTerms: await storedTermsJson(tx, "hotel", data.checkIn, hotel, plan.plan),
        },
      }),
    ...(promotionId !== null ? { claim: (tx) => claimPromotionPlace(tx, promotionId) } : {}),
    emailData: (row) =>
      hotelBookingEmailData({ ...row, hotel: { location: hotel.location, checkInTime: hotel.checkInTime } }),
  };
}

/** POST /api/bookings: a hotel booking request. */
export const hotelStays: StayKind<HotelBookingData, Booking, HotelBookingDTO> = {
  kind: "hotel",
  referenceKind: "hotel",
  dates: (data) => ({ checkIn: data.checkIn, checkOut: data.checkOut, checkInField: "checkIn" }),
  // Asking for an account is not part of the request's identity, and the password is never hashed (undefined leaves the JSON).
  // One room leaves `rooms` out, so a retry of a request made before multi-room bookings still replays.
  // The plan is hashed as the property names it (canonical), the default plan not at all.
  hashedRequest: (data) => ({
    ...data,
    rooms: data.rooms === 1 ? undefined : data.rooms,
    createAccount: undefined,
    accountPassword: undefined,
    ratePlan: undefined,
  }),
  accountPassword: (data) => (data.createAccount ? data.accountPassword : null),
  plan: planHotelStay,
  findByIdempotencyKey: (key) => getDb().booking.findUnique({ where: { idempotencyKey: key } }),
  toDTO: toHotelBookingDTO,
};

/** The Booking table, for what every kind does alike. */
export const hotelBookings = bookingTable({
  kind: "hotel",
  rows: (db) => db.booking,
  stayOf,
  toAdmin: toAdminHotelBooking,
  managed: (row) => ({ kind: "hotel", booking: toHotelBookingDTO(row) }),
  emailRow: (tx, id) => tx.booking.findUniqueOrThrow({ where: { id }, include: HOTEL_EMAIL_FACTS }),
  toEmail: hotelBookingEmailData,
  summaryRows: (db, ids) => db.booking.findMany({ where: { id: { in: ids } }, select: HOTEL_SUMMARY_SELECT }),
  toSummary: toHotelSummary,
});
