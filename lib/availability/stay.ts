/**
 * Pure helpers of availability as guests see it (pages and components both sides): the stay a
 * listing's address asks for, the nights a calendar crosses out, and whether a chosen stay
 * crosses one of them. The numbers come from lib/server/availability.
 */
import { addDays, nightsBetween, parseYmd } from "@/lib/pricing/dates";
import { formatDate } from "@/lib/format";
import { STAY_LIMITS, isCheckInTooFar } from "@/lib/bookings/stay-limits";
import { MAX_BOOKING_ROOMS } from "@/lib/catalogue/occupancy";
import { roomKey, type NightAvailability } from "./inventory";

/** Longest stay a listing checks availability for (longer asks are ignored, not refused): the longest bookable stay. */
export const MAX_SEARCH_NIGHTS = STAY_LIMITS.maxNights;
/** Nights the detail pages' availability calendar shows. */
export const CALENDAR_NIGHTS = 60;
/** The exact words on a property or room type that cannot take the stay. */
export const SOLD_OUT_FOR_DATES = "Sold out for your dates";

/** Why a hotel with free rooms cannot take the party in the rooms asked for, and what would (issue 35). */
export function tryRoomsNote(guests: number, rooms: number): string {
  return `No room for ${guests === 1 ? "1 guest" : `${guests} guests`} — try ${rooms} rooms`;
}

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  /** Adults + children, or `guests`; 1 at least. */
  guests: number;
  /** Rooms the party takes (a hotel search's "4 adults, 2 rooms"): 1 to 9, never more than its adults. */
  rooms: number;
  /** The party's adults when the address gives them (each room needs one), else null. */
  adults: number | null;
}

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
const count = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v) : 0);

/**
 * The stay an address asks about (`checkIn`, `checkOut`, `adults`+`children` or `guests`, and `rooms`), or
 * null when it has none or an unusable one — not real dates, check-in before today, check-out
 * not after check-in, check-in beyond the booking horizon, or longer than MAX_SEARCH_NIGHTS. An unusable stay is ignored (the listing
 * shows everything), never an error.
 */
export function parseStayQuery(params: Params, today: string): StayQuery | null {
  const checkIn = first(params.checkIn).trim();
  const checkOut = first(params.checkOut).trim();
  if (!parseYmd(checkIn) || !parseYmd(checkOut) || checkIn < today || isCheckInTooFar(checkIn, today)) return null;
  const nights = nightsBetween(checkIn, checkOut);
  if (!(nights >= 1 && nights <= MAX_SEARCH_NIGHTS)) return null;
  const adults = count(first(params.adults));
  const party = adults + count(first(params.children));
  const guests = Math.min(50, Math.max(1, party || count(first(params.guests)) || 1));
  const asked = count(first(params.rooms));
  const rooms = asked >= 1 && asked <= Math.min(MAX_BOOKING_ROOMS, adults || 2) ? asked : 1;
  return { checkIn, checkOut, guests, rooms, adults: adults || null };
}

/** The stay as an address query ("checkIn=…&checkOut=…&guests=…", and rooms when more than one), to carry it to a detail page. */
export function stayQueryString(stay: StayQuery): string {
  const q = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) });
  if (stay.rooms > 1) q.set("rooms", String(stay.rooms));
  return q.toString();
}

/** Per night over a calendar's range: free units of the whole property and whether it is sold out. */
export interface CalendarNight {
  night: string;
  /** Free units summed over the room types (guests for a day visit). */
  free: number;
  soldOut: boolean;
}

export interface AvailabilityCalendarData {
  /** First night, "yyyy-MM-dd". */
  from: string;
  /** The day after the last night. */
  to: string;
  nights: CalendarNight[];
  /** Per room type, the nights it has no free unit (wizards narrow the pickers to the chosen type). */
  roomTypes: { key: string; name: string; soldOut: string[] }[];
}

/** The calendar's nights over [from, to) before they are read: every night shown, none known to be free or sold out. */
export function blankCalendarData(from: string, to: string): AvailabilityCalendarData {
  return toCalendarData({ from, to, roomTypes: [] });
}

/** What the calendar and the pickers need, from an availability read (getPropertyAvailability). */
export function toCalendarData(read: {
  from: string;
  to: string;
  roomTypes: readonly { key: string; name: string; nights: readonly Pick<NightAvailability, "night" | "free">[] }[];
}): AvailabilityCalendarData {
  const free = new Map<string, number>();
  for (let night = read.from; night < read.to; night = addDays(night, 1)) free.set(night, 0);
  for (const room of read.roomTypes) for (const n of room.nights) free.set(n.night, (free.get(n.night) ?? 0) + n.free);
  return {
    from: read.from,
    to: read.to,
    nights: [...free].map(([night, f]) => ({ night, free: f, soldOut: f <= 0 })),
    roomTypes: read.roomTypes.map((r) => ({
      key: r.key,
      name: r.name,
      soldOut: r.nights.filter((n) => n.free <= 0).map((n) => n.night),
    })),
  };
}

/** The nights of the calendar with no free unit at all. */
export function soldOutNights(data: Pick<AvailabilityCalendarData, "nights">): string[] {
  return data.nights.filter((n) => n.soldOut).map((n) => n.night);
}

/** The first sold-out night a stay would cross (check-in up to the night before check-out), or null. */
export function firstSoldOutNight(checkIn: string, checkOut: string, soldOut: readonly string[]): string | null {
  if (!parseYmd(checkIn) || !parseYmd(checkOut) || checkOut <= checkIn) return null;
  return [...soldOut].sort().find((night) => night >= checkIn && night < checkOut) ?? null;
}

/** The message under the date pickers when a stay crosses a sold-out night. */
export function soldOutNightMessage(night: string): string {
  return `Sold out on the night of ${formatDate(night)}. Choose dates that avoid it.`;
}

/** The accessible name of one calendar day ("Sat, 14 Feb 2032: sold out" / ": available"). */
export function calendarDayLabel(night: CalendarNight): string {
  return `${formatDate(night.night)}: ${night.soldOut ? "sold out" : "available"}`;
}

/** The calendar's nights in months ("February 2032"), each padded to start on Monday. */
export function calendarMonths(
  nights: readonly CalendarNight[],
): { label: string; leading: number; nights: CalendarNight[] }[] {
  const months: { label: string; leading: number; nights: CalendarNight[] }[] = [];
  for (const night of nights) {
    const date = parseYmd(night.night)!;
    const label = date.toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
    let month = months[months.length - 1];
    if (!month || month.label !== label) {
      month = { label, leading: (date.getUTCDay() + 6) % 7, nights: [] };
      months.push(month);
    }
    month.nights.push(night);
  }
  return months;
}

/** Sorts items that can take the stay before those that cannot, keeping each group's order. */
export function availableFirst<T>(items: readonly T[], isAvailable: (item: T) => boolean): T[] {
  return [...items.filter(isAvailable), ...items.filter((i) => !isAvailable(i))];
}

/** What GET /api/availability answers (the fields the wizards and the booking card read). */
export interface StayAvailabilityReply {
  type: "hotel" | "guest_house" | "resort_day_visit";
  from: string;
  to: string;
  roomTypes: {
    key: string;
    name: string;
    /** Guests one unit sleeps, when known (hotel room types). */
    maxOccupancy?: number | null;
    freeForWholeStay: number;
    nights: { night: string; free: number }[];
  }[];
}

function entryFor(reply: StayAvailabilityReply, roomName: string) {
  return reply.type === "resort_day_visit"
    ? reply.roomTypes[0]
    : reply.roomTypes.find((r) => r.key === roomKey(roomName));
}

/** Units a stay takes each night: a day visit's guests; a hotel's rooms (a multi-room party, issue 35), else 1. */
function unitsNeeded(reply: StayAvailabilityReply, guests: number, rooms: number): number {
  return reply.type === "resort_day_visit" ? Math.max(1, guests) : Math.max(1, rooms);
}

/**
 * Whether a room type (by name) can take the whole stay the reply covers: for a resort day visit
 * the day's places must fit every guest. null when the reply does not know the name.
 */
export function roomFreeForStay(reply: StayAvailabilityReply, roomName: string, guests = 1, rooms = 1): boolean | null {
  const entry = entryFor(reply, roomName);
  if (!entry) return null;
  return entry.freeForWholeStay >= unitsNeeded(reply, guests, rooms);
}

/**
 * The first night of the reply's stay that cannot be had: with a room type chosen, a night it has
 * no free unit (for a day visit, fewer places than guests); without one, a night no room type has.
 */
export function soldOutNightOfStay(
  reply: StayAvailabilityReply,
  roomName: string | null,
  guests = 1,
  rooms = 1,
): string | null {
  const need = unitsNeeded(reply, guests, rooms);
  const entry = roomName ? entryFor(reply, roomName) : undefined;
  const nights = new Map<string, number>();
  for (const room of entry ? [entry] : reply.roomTypes)
    for (const n of room.nights) nights.set(n.night, (nights.get(n.night) ?? 0) + n.free);
  if (nights.size === 0) return reply.roomTypes.length === 0 ? reply.from : null;
  return [...nights].sort(([a], [b]) => (a < b ? -1 : 1)).find(([, free]) => free < need)?.[0] ?? null;
}
