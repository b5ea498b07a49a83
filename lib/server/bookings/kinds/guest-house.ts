import "server-only";

/**
 * A guest-house stay — one room of a room type (units in the house's `roomTypes` JSON) with a meal
 * plan — or a resort day visit, which holds `guests` places of its daily capacity on each day.
 * Priced (base + room type + meal plan) × nights plus the destination's taxes and charges, stored in the GuestHouseBooking table (GH-
 * references; the API calls the house `tourismId`).
 */
import type { GuestHouseBookingDTO } from "@/lib/types/bookings";
import type { GuestHouseBookingData } from "@/lib/validation/bookings";
import {
  GUEST_HOUSE_BASE_KEY,
  fromCents,
  guestHouseNightlyCents,
  nightsBetween,
  priceNights,
  seasonMinStayProblem,
  toCents,
} from "@/lib/pricing";
import { computeTaxes, roomNightLines } from "@/lib/pricing/taxes";
import { withPlan } from "@/lib/pricing/rate-plans";
import { minimumStayMessage } from "@/lib/bookings/stay-limits";
import { guestsProblem } from "@/lib/catalogue/guest-house-booking";
import type { GuestHouseBooking } from "../../db/generated/client";
import { getDb } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { ymd } from "../../catalogue/serialize";
import { toGuestHouseDTO } from "../../guest-houses/guest-house-dto";
import { guestHouseInventoryTarget } from "../../availability/resolve-inventory-target";
import { GUEST_HOUSE_EMAIL_FACTS, guestHouseBookingEmailData } from "../../email/booking-emails";
import {
  GUEST_HOUSE_SUMMARY_SELECT,
  toAdminGuestHouseBooking,
  toGuestHouseBookingDTO,
  toGuestHouseSummary,
} from "../booking-dto";
import { overOccupancy } from "./occupancy";
import { requestedPlan } from "./rate-plan";
import { seasonsForStay } from "../../seasons/seasons";
import { loadPropertyTaxRules } from "../../pricing/tax-rules";
import { feeColumns, storedTermsJson } from "../cancellation-terms";
import { bookingTable, stayOfRow, type Stay, type StayKind, type StayPlan } from "./kind";

function stayOf(row: GuestHouseBooking): Stay {
  return stayOfRow(row, {
    kind: "guest_house",
    propertyId: row.guestHouseId,
    checkIn: ymd(row.checkInDate),
    checkOut: ymd(row.checkOutDate),
    guests: row.guests,
    rooms: 1,
    promotionId: null,
    ...feeColumns(row),
  });
}

/**
 * The house (active), its room type and meal plan, the guests (at most the house's maximum: the
 * same rule as the detail card and the wizard; its room types state no occupancy of their own, so
 * the house's maxGuests is what a booking must fit — 400 `over_occupancy`) and its minimum stay, checked; the price is
 * (pricePerNight + room type price + meal plan price) × nights — the figure the card and wizard show.
 */
async function planGuestHouseStay(data: GuestHouseBookingData): Promise<StayPlan<GuestHouseBooking>> {
  const row = await getDb().guestHouse.findUnique({ where: { id: data.tourismId } });
  if (!row || !row.isActive) throw AppError.notFound("Guest house not found.");
  const house = toGuestHouseDTO(row);

  const tooMany = guestsProblem(data.guests, house);
  if (tooMany) throw overOccupancy({ message: tooMany }, "guests");
  const notARoomType = () =>
    AppError.badRequest(`"${data.roomType}" is not a room type of ${house.title}.`, {
      roomType: ["Please select a room type."],
    });
  const room = house.roomTypes.find((r) => r.name.toLowerCase() === data.roomType.toLowerCase());
  if (!room) throw notARoomType();
  const meal = house.mealPlans.find((m) => m.name.toLowerCase() === data.mealPlan.toLowerCase());
  if (!meal)
    throw AppError.badRequest(`"${data.mealPlan}" is not a meal plan of ${house.title}.`, {
      mealPlan: ["Please select a meal plan."],
    });

  const nights = nightsBetween(data.checkInDate, data.checkOutDate);
  if (house.minimumStay > 1 && nights < house.minimumStay) {
    const message = minimumStayMessage(house.minimumStay);
    throw AppError.badRequest(message, { checkOutDate: [message] });
  }
  // The house's seasons with a night in the stay (one query): its base price night by night, the room
  // type's and meal plan's surcharges on top of each night's (docs/seasons.md).
  const seasons = await seasonsForStay(getDb(), "guest_house", house.id, data.checkInDate, data.checkOutDate);
  const tooShort = seasonMinStayProblem(seasons, data.checkInDate, data.checkOutDate);
  if (tooShort) throw AppError.badRequest(tooShort, { checkOutDate: [tooShort] });
  // The rate plan asked for (or the default one): its price rule on each night, its cancellation rule in the terms.
  const plan = requestedPlan(row.ratePlans, data.ratePlan, house.title);
  const quote = priceNights({
    baseCents: toCents(house.pricePerNight),
    seasons,
    roomKey: GUEST_HOUSE_BASE_KEY,
    checkIn: data.checkInDate,
    checkOut: data.checkOutDate,
    perNight: withPlan(plan.plan, (cents) => guestHouseNightlyCents(fromCents(cents), room.price, meal.price)),
  });
  const dayVisit = house.type === "resort_day_visit";
  // The destination's taxes and charges (docs/pricing.md): a day visit stays no night, so no per-night charge.
  const taxes = computeTaxes({
    lines: roomNightLines(quote.lines),
    guests: { adults: data.guests },
    propertyKind: "guest_house",
    rules: await loadPropertyTaxRules({ kind: "guest_house", location: row.location }),
    dayVisit,
  });
  return {
    propertyId: house.id,
    checkIn: data.checkInDate,
    checkOut: data.checkOutDate,
    roomTypeName: room.name,
    dayVisit,
    count: dayVisit ? data.guests : 1,
    nights,
    nightlyCents: quote.lines[0]!.cents,
    totalCents: taxes.totalCents,
    lines: quote.lines,
    taxLines: taxes.lines,
    ratePlan: plan.plan,
    canonical: { roomType: room.name, mealPlan: meal.name, ...plan.canonical },
    // The house's row share-locked until the booking commits: a rename or removal saved meanwhile
    // is seen, never a room type made up for the old name.
    async target(tx) {
      const target = await guestHouseInventoryTarget(tx, house.id, { name: room.name }, data.guests);
      if (target === "no-house") throw AppError.notFound("Guest house not found.");
      if (target === "no-room") throw notARoomType();
      return target;
    },
    insert: async (tx, { checkIn, checkOut, ...columns }) =>
      tx.guestHouseBooking.create({
        data: {
          ...columns,
          guestHouseId: house.id,
          guestHouseTitle: house.title,
          checkInDate: checkIn,
          checkOutDate: checkOut,
          guests: data.guests,
          roomType: room.name,
          mealPlan: meal.name,
          cancellationTerms: await storedTermsJson(
            tx,
            dayVisit ? "day_visit" : "guest_house",
            data.checkInDate,
            row,
            plan.plan,
          ),
        },
      }),
    emailData: (booking) =>
      guestHouseBookingEmailData({
        ...booking,
        guestHouse: { location: row.location, checkInTime: row.checkInTime, type: row.type },
      }),
  };
}

/** POST /api/local-tourism/bookings: a guest-house or day-visit booking. */
export const guestHouseStays: StayKind<GuestHouseBookingData, GuestHouseBooking, GuestHouseBookingDTO> = {
  kind: "guest_house",
  referenceKind: "guestHouse",
  dates: (data) => ({ checkIn: data.checkInDate, checkOut: data.checkOutDate, checkInField: "checkInDate" }),
  // The plan is hashed as the house names it (canonical), the default plan not at all.
  hashedRequest: (data) => ({ ...data, ratePlan: undefined }),
  accountPassword: () => null,
  plan: planGuestHouseStay,
  findByIdempotencyKey: (key) => getDb().guestHouseBooking.findUnique({ where: { idempotencyKey: key } }),
  toDTO: toGuestHouseBookingDTO,
};

/** The GuestHouseBooking table, for what every kind does alike. */
export const guestHouseBookings = bookingTable({
  kind: "guest_house",
  rows: (db) => db.guestHouseBooking,
  stayOf,
  toAdmin: toAdminGuestHouseBooking,
  managed: (row) => ({ kind: "guest_house", booking: toGuestHouseBookingDTO(row) }),
  emailRow: (tx, id) => tx.guestHouseBooking.findUniqueOrThrow({ where: { id }, include: GUEST_HOUSE_EMAIL_FACTS }),
  toEmail: guestHouseBookingEmailData,
  summaryRows: (db, ids) =>
    db.guestHouseBooking.findMany({ where: { id: { in: ids } }, select: GUEST_HOUSE_SUMMARY_SELECT }),
  toSummary: toGuestHouseSummary,
});
